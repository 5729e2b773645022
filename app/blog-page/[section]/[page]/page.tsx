import type { Metadata } from 'next';
import { BlogView } from '@/components/blog/blog-view';
import { blogPageMetadata, loadBlogPage } from '@/lib/blog/blog-page';

type Props = { params: Promise<{ section: string; page: string }> };

export const revalidate = 300;

/** `/blog?page=N` and `/blog/{section}?page=N`, reached only through proxy.ts's rewrite; cached per page.
 * Next passes `page` decoded, as the page parameter was given. */
export function generateStaticParams(): { section: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section, page } = await params;
  return blogPageMetadata(section, page);
}

export default async function BlogPagedPage({ params }: Props) {
  const { section, page } = await params;
  const { pagination, ...data } = await loadBlogPage(section, page);
  return <BlogView {...data} pageCount={pagination.pageCount} />;
}
