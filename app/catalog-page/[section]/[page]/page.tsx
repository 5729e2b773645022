import type { Metadata } from 'next';
import { SectionView } from '@/components/catalog/section-view';
import { loadSectionPage, sectionPageMetadata } from '@/lib/catalog/section-page';

type Props = { params: Promise<{ section: string; page: string }> };

export const revalidate = 300;

/** `/catalog/{section}?page=N`, reached only through proxy.ts's rewrite; cached per page like any other.
 * Next passes `page` decoded (`?page=%25` is `%`), as the page parameter was given. */
export function generateStaticParams(): { section: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section, page } = await params;
  return sectionPageMetadata(section, page);
}

export default async function CatalogSectionPagedPage({ params }: Props) {
  const { section, page } = await params;
  const { pagination, ...data } = await loadSectionPage(section, page);
  return <SectionView {...data} pageCount={pagination.pageCount} />;
}
