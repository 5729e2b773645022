import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getProduct } from '@/api-client/catalog/get-product';
import { getRelated } from '@/api-client/content/get-related';
import type { Characteristics, ProductDetail, ProductResponse } from '@/api-client/schemas/catalog';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Price } from '@/components/catalog/price';
import { PriceTable } from '@/components/catalog/price-table';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductOptions } from '@/components/catalog/product-options';
import { ProductRequestButton } from '@/components/catalog/product-request-button';
import cardStyles from '@/components/catalog/cards.module.css';
import styles from '@/components/catalog/product-page.module.css';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import { ModalTrigger } from '@/components/modals/modal-trigger';
import { JsonLd } from '@/components/seo/json-ld';
import { StaticImage } from '@/components/ui/static-image';
import { cmsExcerpt } from '@/lib/content/sanitize-cms-html';
import { orNotFound } from '@/lib/not-found';
import { isValidCode } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';
import { absoluteUrl } from '@/lib/seo-url';
import { keepNumbersWhole } from '@/lib/typography';

type Props = { params: Promise<{ section: string; product: string }> };

export const revalidate = 300;

/** Rendered on first request and then served from the cache (ISR). */
export function generateStaticParams(): { section: string; product: string }[] {
  return [];
}

const CHARACTERISTICS: (keyof Characteristics)[] = ['height', 'width', 'thickness', 'length', 'diameter', 'radius', 'pereplet', 'composition'];

async function loadProduct({ params }: Props) {
  const { section, product } = await params;
  if (!isValidCode(section) || !isValidCode(product)) notFound();
  return orNotFound(getProduct({ sectionCode: section, productCode: product }));
}

// The metadata and the JSON-LD both describe the product by its text's opening: one sanitizer pass per render.
const excerptOf = cache((html: string) => cmsExcerpt(html));

const productPath = (product: ProductDetail) => `/catalog/${product.sectionCode}/${product.code}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product, seo } = await loadProduct(props);
  return buildMetadata(seo, {
    title: product.title,
    description: excerptOf(product.content) || `${product.title}: ${product.type}`,
    image: product.img,
    path: productPath(product),
  });
}

/** Glass layouts name their glass; the picker shows each glass once. */
function uniqueGlasses(product: ProductDetail) {
  return [...new Map(product.glassLayout.map((layout) => [layout.glass.id, layout.glass])).values()];
}

/** The factory makes every product for its order: no stock to be in or out of. */
const AVAILABILITY = 'https://schema.org/MadeToOrder';

/**
 * schema.org Product with its offers at the default city's prices; none for a product priced on request, since a
 * Product without an offer (or reviews) is an invalid item to search engines.
 */
function productJsonLd({ product, seo }: ProductResponse, brand: string): Record<string, unknown> | null {
  if (!product.showPrice || product.front_price === null) return null;
  const url = absoluteUrl(productPath(product));
  const priced = product.offers.filter((offer) => offer.price !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: seo.metaDescription || excerptOf(product.content) || product.type,
    image: product.images.map((image) => absoluteUrl(image)),
    sku: product.code,
    category: product.type,
    brand: { '@type': 'Brand', name: brand },
    offers:
      priced.length > 1
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: 'RUB',
            lowPrice: Math.min(...priced.map((offer) => offer.price ?? 0)),
            highPrice: Math.max(...priced.map((offer) => offer.price ?? 0)),
            offerCount: priced.length,
            availability: AVAILABILITY,
            url,
          }
        : { '@type': 'Offer', price: product.front_price, priceCurrency: 'RUB', availability: AVAILABILITY, url },
  };
}

export default async function ProductPage(props: Props) {
  const [data, t, tSite] = await Promise.all([loadProduct(props), getTranslations('Catalog'), getTranslations('Site')]);
  const { product, sections, additionalProduct, solutions, seo } = data;
  // Related products are an extra: the page stands without them.
  const related = await getRelated({ sectionCode: product.sectionCode, productCode: product.code }).catch(() => null);
  const section = sections[0];
  const characteristics = CHARACTERISTICS.flatMap((key) => {
    const value = product.characteristics[key];
    return value ? [{ title: t(`characteristics.${key}`), value }] : [];
  });
  const specifications = [
    ...product.specifications.filter((spec) => !characteristics.some((c) => c.title === spec.title)),
    ...characteristics,
  ];
  const references = [
    { title: t('materialReference'), text: product.materialReferenceDescription },
    { title: t('colorReference'), text: product.colorReferenceDescription },
  ].filter((reference) => reference.text);
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          ...(section ? [{ href: `/catalog/${section.code}`, title: section.title }] : []),
          { href: productPath(product), title: product.title },
        ]}
      />
      <JsonLd data={productJsonLd(data, tSite('brand'))} />
      <div className={styles.layout}>
        <section className={styles.gallery} aria-label={t('images')}>
          <div className={styles.slides} tabIndex={0} aria-label={t('images')} role="group">
            {product.images.map((image, index) => (
              <figure key={image} id={`product-image-${index + 1}`} className={styles.slide}>
                <StaticImage src={image} alt={index === 0 ? product.title : `${product.title}, ${t('imageN', { n: index + 1 })}`} width={400} height={600} priority={index === 0} />
              </figure>
            ))}
          </div>
          {product.images.length > 1 ? (
            <ul className={styles.thumbs}>
              {product.images.map((image, index) => (
                <li key={image}>
                  <a href={`#product-image-${index + 1}`} aria-label={t('imageN', { n: index + 1 })}>
                    <StaticImage src={image} alt="" width={48} height={72} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
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
          <Price value={product.front_price} unit={product.unit} showPrice={product.showPrice} size="lg" productId={product.id} />
          {data.forClient ? <p className={styles.note}>{t('forClient')}</p> : null}
          <div className={styles.actions}>
            <ProductRequestButton product={product.title} className="button">
              {t('productRequest')}
            </ProductRequestButton>
            <ModalTrigger kind="feedback" props={{ variant: 'samples' }} className={`button ${styles.secondaryAction}`}>
              {t('orderSamples')}
            </ModalTrigger>
          </div>
          {product.offers.length > 0 && product.showPrice ? (
            <section className={styles.offers}>
              <h2>{t('offers')}</h2>
              <ul>
                {product.offers.map((offer) => (
                  <li key={offer.id}>
                    <span>{offer.title}</span>
                    <Price value={offer.price} unit={offer.unit} showPrice productId={product.id} offerId={offer.id} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label={t('options')} className={styles.options}>
            <ProductOptions
              mcp={product.mcp}
              materials={product.defaultMaterials}
              colors={product.defaultColors}
              patinas={product.patinas}
              glasses={uniqueGlasses(product)}
              finishCoatings={product.finishCoating}
              labels={{
                materials: t('materials'),
                colors: t('colors'),
                patinas: t('patinas'),
                glasses: t('glasses'),
                noPatina: t('noPatina'),
                noGlass: t('noGlass'),
                finishCoating: t('finishCoating'),
                choice: t('choice'),
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
                    <dd>{keepNumbersWhole(item.value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
      {product.content ? (
        <section className={styles.block}>
          <h2>{t('content')}</h2>
          <SanitizedHtml html={product.content} className={prose.prose} />
        </section>
      ) : null}
      {product.showPrice ? (
        <section className={styles.block}>
          <h2>{t('priceTable')}</h2>
          <PriceTable
            sectionCode={product.sectionCode}
            productCode={product.code}
            labels={{
              show: t('priceTableShow'),
              title: t('priceTable'),
              size: t('priceTableSize'),
              error: t('priceTableError'),
              empty: t('priceTableEmpty'),
              loading: t('priceTableLoading'),
            }}
          />
        </section>
      ) : null}
      {references.length > 0 ? (
        <section className={`${styles.block} ${styles.references}`}>
          {references.map((reference) => (
            <div key={reference.title}>
              <h2>{reference.title}</h2>
              <p>{reference.text}</p>
            </div>
          ))}
        </section>
      ) : null}
      {solutions.length > 0 ? (
        <section className={styles.block}>
          <h2>{t('solutions')}</h2>
          <ul className={cardStyles.list}>
            {solutions.map((solution) => (
              <li key={solution.id} className={cardStyles.card}>
                <Link href={`/gallery?model=${product.code}`} className={cardStyles.link}>
                  <span className={cardStyles.media}>
                    <StaticImage src={solution.img} alt="" width={400} height={300} />
                  </span>
                  <span className={cardStyles.body}>
                    <span className={cardStyles.title}>{solution.title}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link href={`/gallery?model=${product.code}`}>{t('allSolutions')}</Link>
          </p>
        </section>
      ) : null}
      <ProductList title={t('additional')} products={additionalProduct} />
      <ProductList title={t('related')} products={related?.products ?? []} />
    </main>
  );
}

function ProductList({ title, products }: { title: string; products: ProductResponse['additionalProduct'] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.block}>
      <h2>{title}</h2>
      <ul className={cardStyles.list}>
        {products.map((item) => (
          <ProductCard key={item.id} product={item} />
        ))}
      </ul>
    </section>
  );
}
