import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getShops } from '@/api-client/info/get-shops';
import { getPage } from '@/api-client/pages/get-page';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ShopCard } from '@/components/contacts/shop-card';
import { ShopMap } from '@/components/contacts/shop-map';
import styles from '@/components/contacts/contacts.module.css';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import { ModalTrigger } from '@/components/modals/modal-trigger';
import { buildMetadata } from '@/lib/seo';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [{ seo, title }, t] = await Promise.all([getPage('contact'), getTranslations('Pages')]);
  return buildMetadata(seo, { title: title || t('title'), description: t('shops'), path: '/contacts' });
}

export default async function ContactsPage() {
  const [page, groups, t, tSite] = await Promise.all([getPage('contact'), getShops(), getTranslations('Pages'), getTranslations('Site')]);
  const points = groups.flatMap((group) => group.branches.map((shop) => ({ id: shop.id, title: shop.title, lat: shop.coords.lat, lon: shop.coords.lon })));
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/contacts', title: page.title || t('title') },
        ]}
      />
      <h1>{page.seo.pageTitle || page.title || t('title')}</h1>
      <SanitizedHtml html={page.content} className={prose.prose} />
      <div className={styles.actions}>
        <ModalTrigger kind="feedback-choice" props={{}} className="button">
          {t('feedback')}
        </ModalTrigger>
        <ModalTrigger kind="question" props={{}} className="button">
          {t('question')}
        </ModalTrigger>
      </div>
      <ShopMap points={points} label={t('map')} unavailable={t('mapUnavailable')} />
      <h2>{t('shops')}</h2>
      {groups.map((group) => (
        <section key={group.cityId} className={styles.city} aria-labelledby={`city-${group.cityId}`}>
          <h2 id={`city-${group.cityId}`}>{group.title}</h2>
          <ul className={styles.shops}>
            {group.branches.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
