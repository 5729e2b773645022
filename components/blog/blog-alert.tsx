import Link from 'next/link';
import type { StockOffer } from '@/api-client/schemas/info';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import styles from './blog.module.css';

/** The stock offer on blog pages: its message and a link to its article or its own link. */
export function BlogAlert({ alert, buttonText }: { alert: StockOffer; buttonText: string }) {
  const href = alert.buttonLink || `/blog/${alert.sectionSlug}/${alert.slug}`;
  return (
    <aside className={styles.alert} aria-label={alert.title}>
      <SanitizedHtml html={alert.message} className={styles.alertText} />
      {alert.showButton ? (
        <Link href={href} className="button">
          {alert.buttonText || buttonText}
        </Link>
      ) : null}
    </aside>
  );
}
