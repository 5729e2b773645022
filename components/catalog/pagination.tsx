import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/pager';

/** label names the navigation, the catalogue's by default; query (e.g. a gallery's filters) is kept on every link. */
type PaginationProps = { basePath: string; page: number; pageCount: number; label?: string; query?: string };

function pageHref(basePath: string, page: number, query = ''): string {
  const search = [query, page === 1 ? '' : `page=${page}`].filter(Boolean).join('&');
  return search ? `${basePath}?${search}` : basePath;
}

/** The public lists' pager (catalogue, blog, gallery), rendered on the server. */
export async function Pagination({ basePath, page, pageCount, label, query }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Catalog');
  return (
    <Pager
      label={label ?? t('pagination')}
      page={page}
      pageCount={pageCount}
      hrefFor={(number) => pageHref(basePath, number, query)}
      pageLabel={(number) => t('pageN', { page: number })}
      prevLabel={t('prevPage')}
      nextLabel={t('nextPage')}
    />
  );
}
