import type { Metadata } from 'next';
import { ALL_BLOG_SECTION } from '@/api-client/schemas/blog';
import { BlogView } from '@/components/blog/blog-view';
import { blogPageMetadata, loadBlogPage } from '@/lib/blog/blog-page';

export const revalidate = 300;

/** Every article (spec §9: the default blog section is 'all'); ?page=N is rewritten by proxy.ts. */
export function generateMetadata(): Promise<Metadata> {
  return blogPageMetadata(ALL_BLOG_SECTION, undefined);
}

export default async function BlogPage() {
  const { pagination, ...data } = await loadBlogPage(ALL_BLOG_SECTION, undefined);
  return <BlogView {...data} pageCount={pagination.pageCount} />;
}
