import { CODE_PATTERN, MAX_PAGE } from '@/api-client/schemas/common';

/** A URL segment the catalogue could have: anything else is a 404 without asking the backend. */
export function isValidCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/**
 * `?page` as the site accepts it: absent is page 1, a whole number from 1 is that page,
 * anything else (repeated, negative, fractional, text, huge) is null and the route answers 404.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** Not a page number: the paged routes answer 404 for it. */
const INVALID_PAGE = '-';

/** `?page` as one path segment of a cached paged route (proxy.ts): absent is 1, repeated or empty is invalid. */
export function pageSegment(search: URLSearchParams): string {
  const values = search.getAll('page');
  if (values.length === 0) return '1';
  return values.length === 1 && values[0] ? encodeURIComponent(values[0]) : INVALID_PAGE;
}
