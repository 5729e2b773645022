import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './breadcrumbs.module.css';

export type Crumb = { href: string; title: string };

export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('Catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.href}>
              <Link href={item.href}>{item.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
