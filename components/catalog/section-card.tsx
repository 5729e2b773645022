import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Section } from '@/api-client/schemas/catalog';
import styles from './cards.module.css';
import { StaticImage } from '@/components/ui/static-image';

export async function SectionCard({ section, priority }: { section: Section; priority?: boolean }) {
  const t = await getTranslations('Catalog');
  return (
    <li className={styles.card}>
      <Link href={`/catalog/${section.code}`} className={styles.link}>
        <span className={styles.media}>
          <StaticImage src={section.img} alt="" width={400} height={300} priority={priority} />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{section.title}</span>
          <span className={styles.meta}>{t('productCount', { count: section.productCount })}</span>
        </span>
      </Link>
    </li>
  );
}
