import type { Metadata } from 'next';
import { BlogView } from '@/components/blog/blog-view';
import { NEWS_BLOG_SECTION } from '@/api-client/schemas/blog';
import { blogPageMetadata, loadBlogPage } from '@/lib/blog/blog-page';

export const revalidate = 300;

/**
 * /news: the blog's news section at a fixed path (spec §2); its later pages live under /blog/novosti (/news?page=N
 * shows them too, proxy.ts). The section's own address is the canonical one, so search engines index one copy.
 */
export function generateMetadata(): Promise<Metadata> {
  return blogPageMetadata(NEWS_BLOG_SECTION, undefined);
}

export default async function NewsPage() {
  const { pagination, ...data } = await loadBlogPage(NEWS_BLOG_SECTION, undefined);
  return <BlogView {...data} pageCount={pagination.pageCount} basePath="/news" />;
}
