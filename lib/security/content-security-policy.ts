import { randomBytes } from 'node:crypto';

/** The third-party services the site uses, each only when its key is configured. */
export type PolicySources = {
  metrika: boolean;
  recaptcha: boolean;
  yandexMaps: boolean;
  /** Origin of an event stream served from another host (NEXT_PUBLIC_STREAM_URL), if any. */
  streamOrigin?: string;
};

type Directive = 'script' | 'connect' | 'img' | 'frame';

/** Hosts per service and directive, from each vendor's CSP notes (Yandex Metrika, reCAPTCHA v3, Yandex Maps 2.1). */
const HOSTS: Record<'metrika' | 'recaptcha' | 'yandexMaps', Partial<Record<Directive, string[]>>> = {
  metrika: {
    script: ['https://mc.yandex.ru', 'https://yastatic.net'],
    connect: ['https://mc.yandex.ru'],
    img: ['https://mc.yandex.ru'],
    frame: ['https://mc.yandex.ru'],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  yandexMaps: {
    script: ['https://api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru', 'https://yastatic.net'],
    connect: ['https://api-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru'],
    img: ['https://*.maps.yandex.net', 'https://api-maps.yandex.ru', 'https://yandex.ru'],
    frame: ['https://api-maps.yandex.ru'],
  },
};

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: a call to the system's generator per response was a tenth of a cached answer's CPU. */
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits, new for every HTML response; each byte of the pool is used once. */
export function createNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

export function policySourcesFromEnv(env: Record<string, string | undefined> = process.env): PolicySources {
  const stream = env.NEXT_PUBLIC_STREAM_URL;
  return {
    metrika: /^\d{1,12}$/.test(env.NEXT_PUBLIC_YANDEX_METRIKA_ID ?? ''),
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
    yandexMaps: Boolean(env.NEXT_PUBLIC_YANDEX_MAPS_KEY),
    streamOrigin: stream && /^https?:\/\//.test(stream) ? new URL(stream).origin : undefined,
  };
}

/**
 * The page policy: scripts run only with this response's nonce, and what they load ('strict-dynamic' trusts
 * Next's chunk loader and the vendors' loaders); no inline or eval'd script, no plugins, no framing.
 */
export function contentSecurityPolicy(nonce: string, sources: PolicySources): string {
  const used = (['metrika', 'recaptcha', 'yandexMaps'] as const).filter((service) => sources[service]);
  const hosts = (directive: Directive) => [...new Set(used.flatMap((service) => HOSTS[service][directive] ?? []))];
  const connect = [...hosts('connect'), ...(sources.streamOrigin ? [sources.streamOrigin] : [])];
  const frame = hosts('frame');
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...hosts('script')].join(' '),
    // React and Next write style attributes and <style> tags; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...hosts('img')].join(' '),
    // Fetches and manifests fall back to default-src 'self'; a directive is written only to add hosts (every byte of a page's headers counts against its first round trip).
    ...(connect.length > 0 ? [["connect-src 'self'", ...connect].join(' ')] : []),
    frame.length > 0 ? ['frame-src', ...frame].join(' ') : "frame-src 'none'",
    // The site has no font of its own and no worker: both fall back to default-src 'self' unless a vendor's widget,
    // which may bring data: fonts and blob: workers, is configured (48 bytes less on every page otherwise).
    ...(used.length > 0 ? ["font-src 'self' data:", "worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Headers every response of the site carries (the policy itself is added per HTML response). */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
