import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getBlogList } from '@/api-client/blog/get-blog-list';
import { ALL_BLOG_SECTION } from '@/api-client/schemas/blog';
import { orNotFound } from '@/lib/not-found';
import { isValidCode, parsePageParam } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';

/** Where a blog section lives: /blog for every article, /blog/{code} otherwise (/news shows the news section's first page too). */
export function blogSectionPath(sectionCode: string): string {
  if (sectionCode === ALL_BLOG_SECTION) return '/blog';
  return `/blog/${sectionCode}`;
}

/** One page of a blog section, or the route's 404 for a bad code, a bad page or a page past the last. */
export async function loadBlogPage(sectionCode: string, pageParam: string | undefined) {
  const page = parsePageParam(pageParam);
  if (!isValidCode(sectionCode) || page === null) notFound();
  const data = await orNotFound(getBlogList({ sectionCode, page }));
  if (page > Math.max(1, data.pagination.pageCount)) notFound();
  return { ...data, page };
}

export async function blogPageMetadata(sectionCode: string, pageParam: string | undefined, basePath?: string): Promise<Metadata> {
  const [{ section, page }, t] = await Promise.all([loadBlogPage(sectionCode, pageParam), getTranslations('Catalog')]);
  const base = basePath ?? blogSectionPath(section.code);
  return buildMetadata(
    section.seo,
    { title: section.title, description: section.description, path: page === 1 ? base : `${base}?page=${page}` },
    { pageSuffix: page === 1 ? '' : t('pageSuffix', { page }) },
  );
}
