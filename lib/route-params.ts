import { CODE_PATTERN, MAX_PAGE } from '@/api-client/schemas/common';
import { CONTENT_PATH_PATTERN } from '@/api-client/schemas/content';

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

/** No page has a longer path segment: codes and CMS segments are at most 100 characters. */
const MAX_SEGMENT_LENGTH = 100;

/**
 * The decoded segments of a request path, or null when no page can have them: malformed percent-encoding (which
 * Next answers with a bare English 500), a NUL or a segment longer than any code (which its page cache cannot write).
 */
export function pathSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.replace(/^\/|\/$/g, '').split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.length > MAX_SEGMENT_LENGTH || segment.includes('\0')) return null;
    segments.push(segment);
  }
  return segments;
}

/** The CMS path a request for the catch-all content route asks for (`uslugi/zamer`), or null when no CMS page can have it. */
export function contentPathOf(pathname: string): string | null {
  const segments = pathSegments(pathname);
  // An escaped '/' inside a segment is not a path separator: no CMS page has one.
  const path = segments?.some((segment) => segment.includes('/')) ? undefined : segments?.join('/');
  return path !== undefined && CONTENT_PATH_PATTERN.test(path) ? path : null;
}
