/** Answered at build time: the redirect never changes. */
export const dynamic = 'force-static';

/** Browsers and crawlers ask for /favicon.ico whatever the pages link; the site's icon is the SVG, not a 32 KB not-found page. */
export function GET(): Response {
  return new Response(null, { status: 301, headers: { Location: '/favicon.svg' } });
}
