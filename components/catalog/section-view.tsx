import { getTranslations } from 'next-intl/server';
import type { SectionPageResponse } from '@/api-client/schemas/catalog';
import { Breadcrumbs } from './breadcrumbs';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import styles from './cards.module.css';

type SectionViewProps = Omit<SectionPageResponse, 'pagination'> & { page: number; pageCount: number };

export async function SectionView({ section, products, page, pageCount }: SectionViewProps) {
  const [t, tSite] = await Promise.all([getTranslations('Catalog'), getTranslations('Site')]);
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
      <Pagination basePath={`/catalog/${section.code}`} page={page} pageCount={pageCount} />
    </main>
  );
}
