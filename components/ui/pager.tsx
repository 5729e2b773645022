import Link from 'next/link';
import { pageWindow } from '@/lib/page-window';
import styles from './pager.module.css';

type PagerProps = {
  /** Names the navigation ('Страницы каталога'). */
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  pageLabel: (page: number) => string;
  prevLabel: string;
  nextLabel: string;
};

/**
 * The one pager of the site, public and cabinet: arrows, the first and last page and the current one with its
 * neighbours. No hooks, so the public pages render it on the server and the cabinet's lists in the browser.
 */
export function Pager({ label, page, pageCount, hrefFor, pageLabel, prevLabel, nextLabel }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.step} aria-label={prevLabel}>
          ←
        </Link>
      ) : null}
      <ul>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={pageLabel(item)}
                className={styles.page}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.step} aria-label={nextLabel}>
          →
        </Link>
      ) : null}
    </nav>
  );
}
