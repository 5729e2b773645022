import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSolutions } from '@/api-client/gallery/get-solutions';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import cards from '@/components/catalog/cards.module.css';
import { FilterForm } from '@/components/gallery/filter-form';
import styles from '@/components/gallery/gallery.module.css';
import { StaticImage } from '@/components/ui/static-image';
import { ALL_SOLUTIONS, filtersFromSegment, filtersToQuery } from '@/lib/gallery/filters';
import { orNotFound } from '@/lib/not-found';
import { parsePageParam } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ filters: string; page: string }> };

export const revalidate = 300;

/** `/gallery?{filters}&page={page}`, reached through proxy.ts's rewrite: each filter combination and page is cached.
 * Next passes the page decoded (`?page=%25` is `%`): decoding it again would throw. */
export function generateStaticParams(): { filters: string; page: string }[] {
  return [{ filters: ALL_SOLUTIONS, page: '1' }];
}

async function loadGallery({ params }: Props) {
  const segments = await params;
  const page = parsePageParam(segments.page);
  if (page === null) notFound();
  const filters = filtersFromSegment(segments.filters);
  const data = await orNotFound(getSolutions({ filters, page }));
  if (page > Math.max(1, data.pagination.pageCount)) notFound();
  return { ...data, requested: filters, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ page, requested }, t] = await Promise.all([loadGallery(props), getTranslations('Gallery')]);
  // Filtered views, on any of their pages, are variants of the gallery for search engines; its own further pages are pages of their own.
  const path = page === 1 || filtersToQuery(requested) !== '' ? '/gallery' : `/gallery?page=${page}`;
  return buildMetadata(undefined, { title: t('title'), description: t('lead'), path }, { pageSuffix: page === 1 ? '' : t('pageSuffix', { page }) });
}

export default async function GalleryPage(props: Props) {
  const [{ solutions, filters: options, options: chosen, collection, pagination, requested, page }, t, tSite] = await Promise.all([
    loadGallery(props),
    getTranslations('Gallery'),
    getTranslations('Site'),
  ]);
  const query = filtersToQuery(requested);
  const hasFilters = query !== '';
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/gallery', title: t('title') },
        ]}
      />
      <h1>{t('title')}</h1>
      <p className="lead">{collection ? collection.description : t('lead')}</p>
      <FilterForm key={query} groups={options} chosen={chosen} collectionLabel={t('collection')} className={styles.filters}>
        <div className={styles.actions}>
          <button type="submit" className="button">
            {t('apply')}
          </button>
          {hasFilters ? <Link href="/gallery">{t('reset')}</Link> : null}
        </div>
      </FilterForm>
      <p className={styles.found} aria-live="polite">
        {t('found', { count: pagination.total })}
      </p>
      {solutions.length > 0 ? (
        <ul className={cards.list} aria-label={t('title')}>
          {solutions.map((solution, index) => (
            <li key={solution.id} className={`${cards.card} ${styles.card}`}>
              <span className={cards.media}>
                <StaticImage src={solution.img} alt={solution.title} width={400} height={300} priority={index < 2} />
              </span>
              <span className={cards.body}>
                <span className={cards.title}>{solution.title}</span>
                <span className={cards.meta}>
                  {[solution.material.title, solution.color.title, solution.patina?.title, solution.interior.title, solution.collection.title]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <Link href={`/catalog/${solution.model.sectionCode}/${solution.model.code}`}>
                  {`${t('model')}: ${solution.model.title}`}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <Pagination basePath="/gallery" page={page} pageCount={pagination.pageCount} label={t('pagination')} query={query} />
    </main>
  );
}

