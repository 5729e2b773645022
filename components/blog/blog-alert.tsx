import Link from 'next/link';
import { getProperties } from '@/api-client/content/get-properties';
import type { StockOffer } from '@/api-client/schemas/info';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import styles from './blog.module.css';

/**
 * The stock offer on blog pages: its message and a link to its article or its own link. The button's default text
 * is the site property, as on the panel above the header (the layout's request, so no second call); `buttonText`
 * stands in when the properties cannot be read.
 */
export async function BlogAlert({ alert, buttonText }: { alert: StockOffer; buttonText: string }) {
  const href = alert.buttonLink || `/blog/${alert.sectionSlug}/${alert.slug}`;
  const properties = alert.showButton && !alert.buttonText ? await getProperties().catch(() => null) : null;
  return (
    <aside className={styles.alert} aria-label={alert.title}>
      <SanitizedHtml html={alert.message} className={styles.alertText} />
      {alert.showButton ? (
        <Link href={href} className="button">
          {alert.buttonText || properties?.stockButtonText || buttonText}
        </Link>
      ) : null}
    </aside>
  );
}
