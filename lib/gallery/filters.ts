import { GALLERY_FILTERS } from '@/api-client/schemas/gallery';
import type { SolutionFilters } from '@/api-client/gallery/get-solutions';
import { CODE_PATTERN } from '@/api-client/schemas/common';

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
