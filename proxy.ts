import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/lib/env';

const API_PREFIX = '/api/v1';
const SECTION_PATH = /^\/catalog\/([^/]+)\/?$/;
/** Not a page number and not a code: the paged route answers 404 for it. */
const INVALID_PAGE = '-';

/**
 * Same-origin /api/v1 for the browser, forwarded to API_ORIGIN read at run time; and `?page` of a catalogue
 * section moved into the path, so that each page of a section can be cached like a static page.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname.startsWith(API_PREFIX)) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, getServerEnv().API_ORIGIN));
  }
  const section = SECTION_PATH.exec(pathname)?.[1];
  if (section && searchParams.has('page')) {
    const values = searchParams.getAll('page');
    const page = values.length === 1 && values[0] ? encodeURIComponent(values[0]) : INVALID_PAGE;
    return NextResponse.rewrite(new URL(`/catalog-page/${section}/${page}`, request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/api/v1/:path*', { source: '/catalog/:section', has: [{ type: 'query', key: 'page' }] }],
};
