import { getTranslations } from 'next-intl/server';
import { getSections } from '@/api-client/catalog/get-sections';
import { SectionCard } from '@/components/catalog/section-card';
import styles from '@/components/catalog/cards.module.css';

export const revalidate = 300;

export default async function HomePage() {
  const [{ sections }, t] = await Promise.all([getSections(), getTranslations('Catalog')]);
  return (
    <main id="content" className="container">
      <section aria-labelledby="catalog-title" className="page-section">
        <h1 id="catalog-title">{t('title')}</h1>
        <p className="lead">{t('homeLead')}</p>
        <ul className={styles.list} aria-label={t('sectionList')}>
          {sections.map((section, index) => (
            <SectionCard key={section.id} section={section} priority={index < 2} />
          ))}
        </ul>
      </section>
    </main>
  );
}
