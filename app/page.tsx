import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSections } from '@/api-client/catalog/get-sections';
import { getHome } from '@/api-client/pages/get-home';
import { getPage } from '@/api-client/pages/get-page';
import type { ProductCard as ProductCardData } from '@/api-client/schemas/catalog';
import { ProductCard } from '@/components/catalog/product-card';
import { SectionCard } from '@/components/catalog/section-card';
import styles from '@/components/catalog/cards.module.css';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import home from '@/components/home/home.module.css';
import { ScrollRow } from '@/components/ui/scroll-row';
import { StaticImage } from '@/components/ui/static-image';
import { buildMetadata } from '@/lib/seo';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [page, t] = await Promise.all([getPage('main').catch(() => null), getTranslations('Site')]);
  return buildMetadata(page?.seo, { title: t('defaultTitle'), description: t('defaultDescription'), path: '/' });
}

export default async function HomePage() {
  // The catalogue is the page; the blocks around it degrade to nothing when their call fails.
  const [{ sections }, data, t] = await Promise.all([getSections(), getHome(null).catch(() => null), getTranslations('Catalog')]);
  return (
    <main id="content" className="container">
      <section aria-labelledby="catalog-title" className="page-section">
        <h1 id="catalog-title">{t('title')}</h1>
        <p className="lead">{t('homeLead')}</p>
        <ul className={`${styles.list} ${styles.sections}`} aria-label={t('sectionList')}>
          {sections.map((section, index) => (
            <SectionCard key={section.id} section={section} priority={index < 2} />
          ))}
        </ul>
      </section>
      {data && data.teasers.length > 0 ? (
        <ul className={home.teasers}>
          {data.teasers.map((teaser) => (
            <li key={teaser.title}>
              <Link href={teaser.link} className={home.teaser}>
                {teaser.img ? <StaticImage src={teaser.img} alt="" width={64} height={96} /> : null}
                <span>
                  <strong>{teaser.title}</strong>
                  <span>{teaser.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Slider id="hits" title={t('hits')} products={data.products} /> : null}
      {data ? <Slider id="decor" title={t('decor')} products={data.decor} /> : null}
      {data?.content ? <SanitizedHtml html={data.content} className={`${prose.prose} page-section`} as="section" /> : null}
    </main>
  );
}

/** A horizontal, scroll-snapped row of products: CSS, with a small island that keeps keyboard focus in view. */
function Slider({ id, title, products }: { id: string; title: string; products: ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="page-section">
      <h2 id={`${id}-title`}>{title}</h2>
      <ScrollRow className={home.slider} aria-label={title}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ScrollRow>
    </section>
  );
}
