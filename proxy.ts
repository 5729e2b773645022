import { NextResponse, type NextRequest } from 'next/server';
import { ALL_BLOG_SECTION, NEWS_BLOG_SECTION } from '@/api-client/schemas/blog';
import { getServerEnv } from '@/lib/env';
import { galleryRouteSegments } from '@/lib/gallery/filters';
import { pageSegment } from '@/lib/route-params';

const API_PREFIX = '/api/v1';
const SECTION_PATH = /^\/catalog\/([^/]+)\/?$/;
const BLOG_PATH = /^\/blog(?:\/([^/]+))?\/?$/;
const BLOG_ROOT = /^\/blog\/?$/;
const NEWS_PATH = /^\/news\/?$/;
const GALLERY_PATH = /^\/gallery\/?$/;
const ORDER_PATH = /^\/profile\/order\/([^/]+)\/?$/;
/** The order area's own pages beside /profile/order/{orderNumber}. */
const ORDER_PAGES = new Set(['new', 'calculator', 'calc', 'reklamation']);
const ORDER_NUMBER = /^\d{1,9}$/;
/** calc/{calculator?}: one optional segment, the number of the order opened in the calculator. */
const CALC_PATH = /^\/profile\/order\/calc\/(.+?)\/?$/;

/**
 * Same-origin /api/v1 for the browser, forwarded to API_ORIGIN read at run time; and `?page` of a catalogue
 * section or a blog list, and the gallery's filters, moved into the path, so that each page can be cached like a static page.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname.startsWith(API_PREFIX)) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, getServerEnv().API_ORIGIN));
  }
  // Spec §2: a failed page validation gives 404. The cabinet renders its pages in the browser, after the status is
  // sent, so a malformed order number is answered here, with the not-found page.
  const order = ORDER_PATH.exec(pathname)?.[1];
  const calculation = CALC_PATH.exec(pathname)?.[1];
  if (order !== undefined || calculation !== undefined) {
    const valid = order !== undefined ? ORDER_PAGES.has(order) || ORDER_NUMBER.test(order) : ORDER_NUMBER.test(calculation ?? '');
    return valid ? NextResponse.next() : NextResponse.rewrite(new URL('/_not-found', request.url));
  }
  if (GALLERY_PATH.test(pathname)) {
    const { filters, page } = galleryRouteSegments(searchParams);
    return NextResponse.rewrite(new URL(`/gallery-page/${filters}/${page}`, request.url));
  }
  // /blog is page 1 of 'all' through the same cached paged route, so the router treats every page alike.
  if (!searchParams.has('page')) {
    return BLOG_ROOT.test(pathname) ? NextResponse.rewrite(new URL(`/blog-page/${ALL_BLOG_SECTION}/1`, request.url)) : NextResponse.next();
  }
  const page = pageSegment(searchParams);
  const section = SECTION_PATH.exec(pathname)?.[1];
  if (section) return NextResponse.rewrite(new URL(`/catalog-page/${section}/${page}`, request.url));
  const blog = BLOG_PATH.exec(pathname);
  if (blog) return NextResponse.rewrite(new URL(`/blog-page/${blog[1] ?? ALL_BLOG_SECTION}/${page}`, request.url));
  // /news is the news section's first page; asked for another, it is that page of the section (a 404 past the last).
  if (NEWS_PATH.test(pathname)) return NextResponse.rewrite(new URL(`/blog-page/${NEWS_BLOG_SECTION}/${page}`, request.url));
  return NextResponse.next();
}

export const config = {
  matcher: [
    '/api/v1/:path*',
    { source: '/catalog/:section', has: [{ type: 'query', key: 'page' }] },
    '/blog',
    '/gallery',
    '/profile/order/:segment',
    '/profile/order/calc/:rest+',
    { source: '/blog/:section', has: [{ type: 'query', key: 'page' }] },
    { source: '/news', has: [{ type: 'query', key: 'page' }] },
  ],
};
