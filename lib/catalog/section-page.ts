import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSectionPage } from '@/api-client/catalog/get-section-page';
import { orNotFound } from '@/lib/not-found';
import { isValidCode, parsePageParam } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';

/** One page of a catalogue section, or the route's 404 for a bad code, a bad page or a page past the last. */
export async function loadSectionPage(sectionCode: string, pageParam: string | undefined) {
  const page = parsePageParam(pageParam);
  if (!isValidCode(sectionCode) || page === null) notFound();
  const data = await orNotFound(getSectionPage({ sectionCode, page }));
  // Page 1 of an empty section is still a page.
  if (page > Math.max(1, data.pagination.pageCount)) notFound();
  return { ...data, page };
}

export async function sectionPageMetadata(sectionCode: string, pageParam: string | undefined): Promise<Metadata> {
  const [{ section, page }, t] = await Promise.all([loadSectionPage(sectionCode, pageParam), getTranslations('Catalog')]);
  const path = page === 1 ? `/catalog/${section.code}` : `/catalog/${section.code}?page=${page}`;
  return buildMetadata(
    section.seo,
    { title: section.title, description: section.description, image: section.img, path },
    { titleSuffix: page === 1 ? '' : t('pageSuffix', { page }) },
  );
}
