import { GALLERY_FILTERS } from '@/api-client/schemas/gallery-filters';
import type { SolutionFilters } from '@/api-client/gallery/get-solutions';
import { CODE_PATTERN } from '@/api-client/schemas/common';
import { pageSegment } from '@/lib/route-params';
import type { KnownFilterCodes } from '@/lib/server/public-index';

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

/** The filters a query string names (each may repeat or be comma-joined). */
function filtersOfQuery(search: URLSearchParams): SolutionFilters {
  return filtersFromSearch(Object.fromEntries(GALLERY_FILTERS.map((name) => [name, search.getAll(name)])));
}

/** The backend takes at most this many codes per filter. */
const MAX_FILTER_CODES = 30;

/** The filters of a gallery URL that can select anything: known codes only (when known), sorted, at most 30 a filter. */
export function canonicalFilters(search: URLSearchParams, known?: KnownFilterCodes): SolutionFilters {
  const filters = filtersOfQuery(search);
  const canonical: SolutionFilters = {};
  for (const name of GALLERY_FILTERS) {
    const codes = (filters[name] ?? []).filter((code) => !known || known[name]?.has(code)).sort().slice(0, MAX_FILTER_CODES);
    if (codes.length > 0) canonical[name] = codes;
  }
  return canonical;
}

/** Whether the URL names a filter code outside `known`. */
export function hasUnknownCodes(search: URLSearchParams, known: KnownFilterCodes): boolean {
  const filters = filtersOfQuery(search);
  return GALLERY_FILTERS.some((name) => filters[name]?.some((code) => !known[name]?.has(code)));
}

/**
 * A gallery URL's two segments of the cached route (proxy.ts rewrites `/gallery?…` to `/gallery-page/{filters}/{page}`):
 * the canonical filter query, or `all`, and the page as given. Each filter combination and page is then cached once,
 * and codes the backend does not know are dropped, so that made-up filters add no pages to the cache.
 */
export function galleryRouteSegments(search: URLSearchParams, known?: KnownFilterCodes): { filters: string; page: string } {
  const query = filtersToQuery(canonicalFilters(search, known));
  return { filters: encodeURIComponent(query || ALL_SOLUTIONS), page: pageSegment(search) };
}

/**
 * The filters of a `filters` segment of the cached route (its `all` is none). Next passes it with the escapes of
 * `=`, `&` and `,` kept (as decodeURI leaves them); one that does not decode, never the proxy's, names no filter.
 */
export function filtersFromSegment(segment: string): SolutionFilters {
  let query: string;
  try {
    query = decodeURIComponent(segment);
  } catch {
    return {};
  }
  if (query === ALL_SOLUTIONS) return {};
  const search = new URLSearchParams(query);
  return filtersOfQuery(search);
}
