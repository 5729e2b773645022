import { GALLERY_FILTERS } from '@/api-client/schemas/gallery-filters';
import type { SolutionFilters } from '@/api-client/gallery/get-solutions';
import { CODE_PATTERN } from '@/api-client/schemas/common';
import { pageSegment } from '@/lib/route-params';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The gallery's filters from the URL: comma-joined lists (a shared link), repeated parameters (the form
 * without JavaScript) or both; codes that cannot exist are dropped rather than failing the page.
 */
export function filtersFromSearch(params: SearchParams): SolutionFilters {
  const filters: SolutionFilters = {};
  for (const name of GALLERY_FILTERS) {
    const raw = params[name];
    const values = (Array.isArray(raw) ? raw : [raw ?? ''])
      .flatMap((value) => value.split(','))
      .filter((code) => CODE_PATTERN.test(code));
    if (values.length > 0) filters[name] = [...new Set(values)];
  }
  return filters;
}

/** The canonical query of a filter set: filters in a fixed order, each a comma-joined list. */
export function filtersToQuery(filters: SolutionFilters): string {
  return GALLERY_FILTERS.flatMap((name) => {
    const codes = filters[name];
    return codes && codes.length > 0 ? [`${name}=${codes.map(encodeURIComponent).join(',')}`] : [];
  }).join('&');
}

/** The path segment of the gallery view without filters. */
export const ALL_SOLUTIONS = 'all';

/**
 * A gallery URL's two segments of the cached route (proxy.ts rewrites `/gallery?…` to `/gallery-page/{filters}/{page}`):
 * the canonical filter query, or `all`, and the page as given. Each filter combination and page is then cached once.
 */
export function galleryRouteSegments(search: URLSearchParams): { filters: string; page: string } {
  const params = Object.fromEntries(GALLERY_FILTERS.map((name) => [name, search.getAll(name)]));
  const query = filtersToQuery(filtersFromSearch(params));
  return { filters: encodeURIComponent(query || ALL_SOLUTIONS), page: pageSegment(search) };
}

/** The filters of a `filters` segment of the cached route (its `all` is none). */
export function filtersFromSegment(segment: string): SolutionFilters {
  const query = decodeURIComponent(segment);
  if (query === ALL_SOLUTIONS) return {};
  const search = new URLSearchParams(query);
  return filtersFromSearch(Object.fromEntries(GALLERY_FILTERS.map((name) => [name, search.getAll(name)])));
}
