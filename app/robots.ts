import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo-url';

/** Built with the build's SITE_URL, then refreshed like the pages: a build copied to production names its origin soon. */
export const revalidate = 300;

/** The cabinet, account screens, the API and the cached routes' internal paths (proxy.ts) are not for search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/profile', '/api/', '/sign-in', '/sign-up', '/password-request', '/password-reset', '/catalog-page/', '/blog-page/', '/gallery-page/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
