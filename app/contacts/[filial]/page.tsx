import { filialDescription } from '@/lib/content/filial-description';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getFilial } from '@/api-client/content/get-filial';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ShopCard } from '@/components/contacts/shop-card';
import { ShopMap } from '@/components/contacts/shop-map';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import { orNotFound } from '@/lib/not-found';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ filial: string }> };

export const revalidate = 300;

export function generateStaticParams(): { filial: string }[] {
  return [];
}

/** A branch is addressed by its shop id. */
async function loadFilial({ params }: Props) {
  const { filial } = await params;
  if (!/^[1-9]\d{0,8}$/.test(filial)) notFound();
  return orNotFound(getFilial(Number(filial)));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shop, seo } = await loadFilial(props);
  return buildMetadata(seo, { title: shop.title, description: filialDescription(shop.title, shop.city.title, shop.adress), path: `/contacts/${shop.id}` });
}

export default async function FilialPage(props: Props) {
  const [{ shop, content }, t, tSite] = await Promise.all([loadFilial(props), getTranslations('Pages'), getTranslations('Site')]);
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/contacts', title: t('title') },
          { href: `/contacts/${shop.id}`, title: shop.title },
        ]}
      />
      <h1>{shop.title}</h1>
      <p className="lead">{shop.city.title}</p>
      {content ? <SanitizedHtml html={content} className={prose.prose} /> : null}
      <ShopCard shop={shop} withLink={false} headingLevel={2} />
      <ShopMap points={[{ id: shop.id, title: shop.title, lat: shop.coords.lat, lon: shop.coords.lon }]} label={t('map')} unavailable={t('mapUnavailable')} />
      <p>
        <Link href="/contacts">{t('allShops')}</Link>
      </p>
    </main>
  );
}
