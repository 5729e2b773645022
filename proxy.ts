import { NextResponse, type NextRequest } from 'next/server';
import { ALL_BLOG_SECTION, NEWS_BLOG_SECTION } from '@/api-client/schemas/blog';
import { getServerEnv } from '@/lib/env';
import { galleryRouteSegments, hasUnknownCodes } from '@/lib/gallery/filters';
import { contentPathOf, isValidCode, pageSegment, pathSegments } from '@/lib/route-params';
import { isKnownCodedPath, isKnownContentPath, knownGalleryCodes } from '@/lib/server/public-index';

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
 * The first path segments the app and the public folder serve themselves; any other path is a CMS page
 * (app/[...path]). config.matcher's third entry leaves out the same names.
 */
export const OWN_ROUTES = new Set([
  '_next', 'about', 'api', 'blog', 'blog-page', 'catalog', 'catalog-page', 'contacts', 'favicon.ico', 'favicon.svg', 'gallery', 'gallery-page',
  'images', 'news', 'password-request', 'password-reset', 'privacy', 'profile', 'review', 'robots.txt', 'sign-in', 'sign-up', 'sitemap.xml',
]);

/** Routes whose every segment below the first is a code (section, product, article, branch). */
const CODED_ROUTES = new Set(['catalog', 'blog', 'contacts']);
/** Coded routes whose pages the backend's index lists: a section and its products, a blog section and its articles. */
const INDEXED_ROUTES = new Set(['catalog', 'blog']);

/** The prebuilt not-found page, answered with 404 and written to no cache. */
const notFound = (request: NextRequest) => NextResponse.rewrite(new URL('/_not-found', request.url));

/**
 * Same-origin /api/v1 for the browser, forwarded to API_ORIGIN read at run time; and `?page` of a catalogue
 * section or a blog list, and the gallery's filters, moved into the path, so that each page can be cached like a static page.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname.startsWith(API_PREFIX)) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, getServerEnv().API_ORIGIN));
  }
  // A path no page can have is a 404 before Next decodes it (a bare 500 on bad escapes) or caches it (each unknown
  // path a page of files on disk, kept for good).
  const segments = pathSegments(pathname);
  if (segments === null) return notFound(request);
  const [first = '', ...rest] = segments;
  if (first !== '' && !OWN_ROUTES.has(first)) return (await isContentPage(pathname)) ? NextResponse.next() : notFound(request);
  if (CODED_ROUTES.has(first) && !rest.every(isValidCode)) return notFound(request);
  // So is a well-formed catalogue or blog code the backend does not have (a page rendered for it would be cached).
  if (INDEXED_ROUTES.has(first) && rest.length > 0 && (await isKnownCodedPath(`/${first}/${rest.join('/')}`)) === false) return notFound(request);
  // Spec §2: a failed page validation gives 404. The cabinet renders its pages in the browser, after the status is
  // sent, so a malformed order number is answered here, with the not-found page.
  const order = ORDER_PATH.exec(pathname)?.[1];
  const calculation = CALC_PATH.exec(pathname)?.[1];
  if (order !== undefined || calculation !== undefined) {
    const valid = order !== undefined ? ORDER_PAGES.has(order) || ORDER_NUMBER.test(order) : ORDER_NUMBER.test(calculation ?? '');
    return valid ? NextResponse.next() : notFound(request);
  }
  if (GALLERY_PATH.test(pathname)) {
    let known = await knownGalleryCodes();
    if (known && hasUnknownCodes(searchParams, known)) known = await knownGalleryCodes({ fresh: true });
    const { filters, page } = galleryRouteSegments(searchParams, known);
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

/** A CMS path that the CMS has, or whose existence the backend cannot tell now (the page then asks it itself). */
async function isContentPage(pathname: string): Promise<boolean> {
  const path = contentPathOf(pathname);
  return path !== null && (await isKnownContentPath(path)) !== false;
}

export const config = {
  matcher: [
    '/api/v1/:path*',
    // Paths with an escape or a segment longer than any code, checked before Next decodes or caches them.
    '/:path(.*%.*)',
    '/:path(.*[^/]{101,}.*)',
    // CMS pages: any first segment but the app's own (OWN_ROUTES).
    '/((?!(?:_next|about|api|blog|blog-page|catalog|catalog-page|contacts|favicon\\.ico|favicon\\.svg|gallery|gallery-page|images|news|password-request|password-reset|privacy|profile|review|robots\\.txt|sign-in|sign-up|sitemap\\.xml)(?:/|$))[^/].*)',
    // Catalogue and blog pages: checked against the backend's index, a page number moved into the path.
    '/catalog/:section',
    '/catalog/:section/:product',
    '/blog',
    '/blog/:section',
    '/blog/:section/:article',
    '/gallery',
    '/profile/order/:segment',
    '/profile/order/calc/:rest+',
    { source: '/news', has: [{ type: 'query', key: 'page' }] },
  ],
};
