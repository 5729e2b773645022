import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSectionPage } from '@/api-client/catalog/get-section-page';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { ProductCard } from '@/components/catalog/product-card';
import styles from '@/components/catalog/cards.module.css';
import { orNotFound } from '@/lib/not-found';
import { isValidCode, parsePageParam } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';

type Props = {
  params: Promise<{ section: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

async function loadSection({ params, searchParams }: Props) {
  const [{ section: sectionCode }, { page: pageParam }] = await Promise.all([params, searchParams]);
  const page = parsePageParam(pageParam);
  if (!isValidCode(sectionCode) || page === null) notFound();
  const data = await orNotFound(getSectionPage({ sectionCode, page }));
  // Past the last page is not a page (page 1 of an empty section still is).
  if (page > Math.max(1, data.pagination.pageCount)) notFound();
  return { ...data, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { section, page } = await loadSection(props);
  const t = await getTranslations('Catalog');
  const path = page === 1 ? `/catalog/${section.code}` : `/catalog/${section.code}?page=${page}`;
  return buildMetadata(
    section.seo,
    { title: section.title, description: section.description, image: section.img, path },
    { titleSuffix: page === 1 ? '' : t('pageSuffix', { page }) },
  );
}

export default async function CatalogSectionPage(props: Props) {
  const [{ section, products, pagination, page }, t, tSite] = await Promise.all([
    loadSection(props),
    getTranslations('Catalog'),
    getTranslations('Site'),
  ]);
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: `/catalog/${section.code}`, title: section.title },
        ]}
      />
      <h1>{section.seo.pageTitle || section.title}</h1>
      {section.description ? <p className="lead">{section.description}</p> : null}
      {products.length > 0 ? (
        <ul className={styles.list} aria-label={t('productList')}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} priority={index < 2} />
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <Pagination basePath={`/catalog/${section.code}`} page={page} pageCount={pagination.pageCount} />
    </main>
  );
}
