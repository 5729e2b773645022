import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers of Next's client router: its answers vary on them (Next's `Vary`), so such requests always go to Next. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/** Made afresh for every response (the policy carries its nonce, the stamped body has another length) or never shared. */
const PER_RESPONSE = new Set(['content-security-policy', 'content-length', 'etag', 'date', 'set-cookie']);

export type StoredPage = { headers: OutgoingHttpHeaders; body: string };

type Entry = StoredPage & { storedAt: number; size: number };

export type PageCacheOptions = {
  /** How long a stored page answers on its own. */
  ttlMs: number;
  /** How much longer it may answer while one request is already fetching its successor from Next. */
  staleMs: number;
  /** Least recently stored pages are dropped beyond this many bytes of bodies. */
  maxBytes: number;
  now?: () => number;
};

/**
 * Whether Next's answer may be kept: a whole 200 HTML page that Next itself marks for shared caches (`s-maxage`,
 * what its ISR and prerendered pages send) and that sets no cookie. Pages rendered per request say `private, no-store`.
 */
export function storablePage(status: number, headers: OutgoingHttpHeaders, body: unknown): StoredPage | undefined {
  if (status !== 200 || typeof body !== 'string' || headers['set-cookie'] !== undefined) return undefined;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  const control = String(headers['cache-control'] ?? '');
  if (!/(^|[\s,])s-maxage=\d+/.test(control) || /private|no-store/.test(control)) return undefined;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE.has(name) && value !== undefined) kept[name] = value;
  return { headers: kept, body };
}

/**
 * A short-lived copy of the pages Next serves from its own cache, so that a cached page costs what answering bytes
 * costs: Next's request pipeline (routing, tracing, its cache lookup) takes a few milliseconds of CPU per request,
 * which under concurrent load makes every request wait for all the others. Each answer still gets its own nonce
 * (the site server stamps it), and a page is at most `ttlMs` older than Next's copy; `clear` drops everything at once
 * (on a tag purge). While one request refreshes an expired page from Next, the others get the old copy.
 */
export function createPageCache({ ttlMs, staleMs, maxBytes, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const refreshing = new Set<string>();
  let total = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  };

  return {
    /** The key of a request this cache may answer: a plain GET or HEAD of a page, not a call of Next's router. */
    keyOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | undefined {
      if ((method !== 'GET' && method !== 'HEAD') || !url) return undefined;
      return ROUTER_HEADERS.some((name) => headers[name] !== undefined) ? undefined : url;
    },
    /** A page to answer with, or undefined: then the caller asks Next, between `begin` and `settle`. */
    lookup(key: string): StoredPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      return age < ttlMs || (age < ttlMs + staleMs && refreshing.has(key)) ? entry : undefined;
    },
    begin(key: string): void {
      refreshing.add(key);
    },
    /** Ends a request to Next for `key`, keeping its page when it was storable. */
    settle(key: string, page: StoredPage | undefined): void {
      refreshing.delete(key);
      if (!page) return;
      drop(key);
      const size = page.body.length * 2;
      if (size > maxBytes) return;
      entries.set(key, { ...page, storedAt: now(), size });
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    clear(): void {
      entries.clear();
      total = 0;
    },
  };
}
