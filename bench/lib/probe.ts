import type { PageSpec } from '../config';
import type { Caching, PageProbe } from './context';

/**
 * Cached (ISR / prerendered) or rendered per request, from the headers of a response after a warm-up request:
 * `x-nextjs-cache` HIT/STALE, `x-nextjs-prerender`, or a shared-cache `s-maxage` mean cached.
 */
export function classifyCaching(headers: Readonly<Record<string, string>>): Caching {
  const cache = headers['x-nextjs-cache'];
  if (cache && /HIT|STALE/i.test(cache)) return { cached: true, evidence: `x-nextjs-cache: ${cache}` };
  if (headers['x-nextjs-prerender']) return { cached: true, evidence: 'x-nextjs-prerender' };
  const control = headers['cache-control'] ?? '';
  if (/s-maxage=\d+/i.test(control)) return { cached: true, evidence: `cache-control: ${control}` };
  return { cached: false, evidence: control ? `cache-control: ${control}` : 'no cache headers' };
}

export async function fetchBody(url: string, headers?: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000), headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body };
}

/** One warm-up request, then the captured answer; 404 means the page is not built yet. */
export async function probePage(origin: string, spec: PageSpec): Promise<PageProbe> {
  const url = `${origin}${spec.path}`;
  const first = await fetchBody(url);
  if (first.status === 404) return { spec, exists: false, status: 404, reason: 'page not built yet' };
  const second = await fetchBody(url);
  if (second.status !== 200) return { spec, exists: false, status: second.status, reason: `answered ${second.status}` };
  return {
    spec,
    exists: true,
    status: second.status,
    contentType: second.headers['content-type'] ?? 'text/html; charset=utf-8',
    body: second.body,
    headers: second.headers,
    caching: classifyCaching(second.headers),
  };
}
