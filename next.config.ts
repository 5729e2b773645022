import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { sourceFingerprint } from './scripts/build-check';

// Messages are compiled at build time, so browsers get no ICU parser (~12 KB gz on the account and cabinet pages).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './lib/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
});

/*
 * /api/v1 reaches the backend through the production server's streaming proxy (lib/server/api-proxy.ts) and, under
 * `next dev`, proxy.ts; not `rewrites()` here: Next bakes rewrites into the build, and the backend's origin must stay
 * a run-time setting (API_ORIGIN).
 */
const nextConfig: NextConfig = {
  // Separate build folders let parallel checkouts of work build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // `npm start` rebuilds when the sources no longer match this ID (scripts/build-check.ts); builds run from the root.
  generateBuildId: () => Promise.resolve(sourceFingerprint(process.cwd())),
  poweredByHeader: false,
  // scripts/site-server.ts compresses, after stamping each HTML response with its CSP nonce; ETags would pin old nonces.
  compress: false,
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` runs tsc over the whole project before its e2e build, which need not check the same types again.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // Under `next dev` (the production server streams /api/v1 itself, lib/server/api-proxy.ts) proxy.ts forwards
    // /api/v1 with the request's body, which Next cuts at 10 MB by default: an order's workbook
    // with its attachments or a claim's photos (10 MB each) would reach the backend cut short and hang. The largest
    // request the backend takes is 20 claim photos; it refuses bigger ones by their length, at once, with a 413.
    proxyClientMaxBodySize: '202mb',
  },
  // The spec's API paths end in '/', and must answer without a redirect.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // Spec §2: /profile/order (bare) is the order area, whose main screen is the order list; a real redirect, before any page.
  redirects: () => Promise.resolve([{ source: '/profile/order', destination: '/profile/order-list', permanent: false }]),
};

export default withNextIntl(nextConfig);
