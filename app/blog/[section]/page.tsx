import type { Metadata } from 'next';
import { BlogView } from '@/components/blog/blog-view';
import { blogPageMetadata, loadBlogPage } from '@/lib/blog/blog-page';

type Props = { params: Promise<{ section: string }> };

export const revalidate = 300;

/** Page 1 of a blog section, cached after the first request; ?page=N is rewritten by proxy.ts. */
export function generateStaticParams(): { section: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogPageMetadata((await params).section, undefined);
}

export default async function BlogSectionPage({ params }: Props) {
  const { pagination, ...data } = await loadBlogPage((await params).section, undefined);
  return <BlogView {...data} pageCount={pagination.pageCount} />;
}
