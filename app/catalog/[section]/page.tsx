import type { Metadata } from 'next';
import { SectionView } from '@/components/catalog/section-view';
import { loadSectionPage, sectionPageMetadata } from '@/lib/catalog/section-page';

type Props = { params: Promise<{ section: string }> };

export const revalidate = 300;

/**
 * Page 1 of a section, rendered on first request and then cached. `?page=N` is rewritten by proxy.ts
 * to /catalog-page/{section}/{N}, because reading searchParams here would render every request.
 */
export function generateStaticParams(): { section: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionPageMetadata((await params).section, undefined);
}

export default async function CatalogSectionPage({ params }: Props) {
  const { pagination, ...data } = await loadSectionPage((await params).section, undefined);
  return <SectionView {...data} pageCount={pagination.pageCount} />;
}
