import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getProduct } from '@/api-client/catalog/get-product';
import type { ProductDetail } from '@/api-client/schemas/catalog';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { StaticImage } from '@/components/ui/static-image';
import { Price } from '@/components/catalog/price';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductOptions } from '@/components/catalog/product-options';
import { ModalTrigger } from '@/components/modals/modal-trigger';
import cardStyles from '@/components/catalog/cards.module.css';
import styles from '@/components/catalog/product-page.module.css';
import { orNotFound } from '@/lib/not-found';
import { isValidCode } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ section: string; product: string }> };

export const revalidate = 300;

/** Rendered on first request and then served from the cache (ISR). */
export function generateStaticParams(): { section: string; product: string }[] {
  return [];
}

async function loadProduct({ params }: Props) {
  const { section, product } = await params;
  if (!isValidCode(section) || !isValidCode(product)) notFound();
  return orNotFound(getProduct({ sectionCode: section, productCode: product }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product, seo } = await loadProduct(props);
  return buildMetadata(seo, {
    title: product.title,
    description: `${product.title}: ${product.type}`,
    image: product.img,
    path: `/catalog/${product.sectionCode}/${product.code}`,
  });
}

/** Glass layouts name their glass; the picker shows each glass once. */
function uniqueGlasses(product: ProductDetail) {
  return [...new Map(product.glassLayout.map((layout) => [layout.glass.id, layout.glass])).values()];
}

export default async function ProductPage(props: Props) {
  const [{ product, sections, additionalProduct, seo }, t, tSite] = await Promise.all([
    loadProduct(props),
    getTranslations('Catalog'),
    getTranslations('Site'),
  ]);
  const section = sections[0];
  const specifications = [
    ...product.specifications,
    ...(product.characteristics.pereplet ? [{ title: t('pereplet'), value: product.characteristics.pereplet }] : []),
  ];
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          ...(section ? [{ href: `/catalog/${section.code}`, title: section.title }] : []),
          { href: `/catalog/${product.sectionCode}/${product.code}`, title: product.title },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <StaticImage src={product.img} alt={product.title} width={400} height={600} priority />
        </div>
        <div className={styles.info}>
          {product.labels.length > 0 ? (
            <p className={styles.labels}>
              {product.labels.map((label) => (
                <span key={label}>{label}</span>
              ))}
            </p>
          ) : null}
          <h1>{seo.pageTitle || product.title}</h1>
          <p className={styles.type}>{product.type}</p>
          <Price value={product.front_price} unit={product.unit} showPrice={product.showPrice} size="lg" />
          <div className={styles.actions}>
            <ModalTrigger kind="product-request" props={{}} className="button">
              {t('order')}
            </ModalTrigger>
            <ModalTrigger kind="feedback" props={{ variant: 'samples' }} className={`button ${styles.secondaryAction}`}>
              {t('orderSamples')}
            </ModalTrigger>
          </div>
          <section aria-label={t('options')} className={styles.options}>
            <ProductOptions
              mcp={product.mcp}
              materials={product.defaultMaterials}
              colors={product.defaultColors}
              patinas={product.patinas}
              glasses={uniqueGlasses(product)}
              labels={{
                materials: t('materials'),
                colors: t('colors'),
                patinas: t('patinas'),
                glasses: t('glasses'),
                noPatina: t('noPatina'),
              }}
            />
          </section>
          {specifications.length > 0 ? (
            <section className={styles.specs}>
              <h2>{t('specifications')}</h2>
              <dl>
                {specifications.map((item) => (
                  <div key={item.title}>
                    <dt>{item.title}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
      {additionalProduct.length > 0 ? (
        <section className={styles.additional}>
          <h2>{t('additional')}</h2>
          <ul className={cardStyles.list}>
            {additionalProduct.map((item) => (
              <ProductCard key={item.id} product={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
