import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSections } from '@/api-client/catalog/get-sections';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SectionCard } from '@/components/catalog/section-card';
import styles from '@/components/catalog/cards.module.css';
import { buildMetadata } from '@/lib/seo';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Catalog');
  return buildMetadata(undefined, { title: t('title'), description: t('homeLead'), path: '/catalog' });
}

/** Every section of the catalogue (the menu's 'Продукция' item links here). */
export default async function CatalogPage() {
  const [{ sections }, t, tSite] = await Promise.all([getSections(), getTranslations('Catalog'), getTranslations('Site')]);
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/catalog', title: t('title') },
        ]}
      />
      <h1>{t('title')}</h1>
      <p className="lead">{t('catalogLead')}</p>
      <ul className={`${styles.list} ${styles.sections}`} aria-label={t('sectionList')}>
        {sections.map((section, index) => (
          <SectionCard key={section.id} section={section} priority={index < 2} />
        ))}
      </ul>
    </main>
  );
}
