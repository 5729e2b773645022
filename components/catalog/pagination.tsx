import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './pagination.module.css';

/** label names the navigation, the catalogue's by default; query (e.g. a gallery's filters) is kept on every link. */
type PaginationProps = { basePath: string; page: number; pageCount: number; label?: string; query?: string };

function pageHref(basePath: string, page: number, query = ''): string {
  const search = [query, page === 1 ? '' : `page=${page}`].filter(Boolean).join('&');
  return search ? `${basePath}?${search}` : basePath;
}

export async function Pagination({ basePath, page, pageCount, label, query }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Catalog');
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label ?? t('pagination')} className={styles.pagination}>
      {page > 1 ? (
        <Link href={pageHref(basePath, page - 1, query)} rel="prev" className={styles.step} aria-label={t('prevPage')}>
          ←
        </Link>
      ) : null}
      <ul>
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={pageHref(basePath, number, query)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pageN', { page: number })}
              className={styles.page}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link href={pageHref(basePath, page + 1, query)} rel="next" className={styles.step} aria-label={t('nextPage')}>
          →
        </Link>
      ) : null}
    </nav>
  );
}
