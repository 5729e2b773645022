import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/seo-url';
import styles from './breadcrumbs.module.css';

export type Crumb = { href: string; title: string };

/** Visible breadcrumbs and the same trail as a BreadcrumbList for search engines. */
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
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.title,
            item: absoluteUrl(item.href),
          })),
        }}
      />
    </nav>
  );
}
