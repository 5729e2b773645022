import { connect } from 'node:net';
import type { PageSpec } from '../config';
import type { Caching, PageProbe } from './context';

/**
 * Cached (ISR / prerendered) or rendered per request, from the headers of a response after a warm-up request:
 * the site server's `x-site-cache: HIT`, `x-nextjs-cache` HIT/STALE, `x-nextjs-prerender`, or a shared-cache
 * `s-maxage` mean cached. The site keeps the first three only for a request that sends CACHE_PROBE_HEADERS.
 */
export function classifyCaching(headers: Readonly<Record<string, string>>): Caching {
  if (headers['x-site-cache'] === 'HIT') return { cached: true, evidence: 'x-site-cache: HIT' };
  const cache = headers['x-nextjs-cache'];
  if (cache && /HIT|STALE/i.test(cache)) return { cached: true, evidence: `x-nextjs-cache: ${cache}` };
  if (headers['x-nextjs-prerender']) return { cached: true, evidence: 'x-nextjs-prerender' };
  const control = headers['cache-control'] ?? '';
  if (/s-maxage=\d+/i.test(control)) return { cached: true, evidence: `cache-control: ${control}` };
  return { cached: false, evidence: control ? `cache-control: ${control}` : 'no cache headers' };
}

/** Asks the site server (scripts/site-server.ts) to say whether a page came from a cache. */
export const CACHE_PROBE_HEADERS = { 'X-Cache-Probe': '1' };

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
  const second = await fetchBody(url, CACHE_PROBE_HEADERS);
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

/** What Chromium asks for a page on a first visit: the response is compressed as it would be for a browser. */
const BROWSER_REQUEST_HEADERS = 'Accept: text/html,application/xhtml+xml\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nAccept-Language: ru-RU,ru;q=0.9\r\n';

/**
 * The bytes of a page's response on the wire (status line, headers and compressed body with its chunk framing), read
 * from a plain socket: what a new connection's first congestion window has to carry before the first paint.
 */
export function wireSize(url: string, timeoutMs = 30_000): Promise<number> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port || 80), target.hostname, () => {
      socket.write(`GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${BROWSER_REQUEST_HEADERS}Connection: keep-alive\r\n\r\n`);
    });
    let all = Buffer.alloc(0);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(all.length);
    };
    const timer = setTimeout(() => done(new Error(`${url}: no complete response in ${timeoutMs} ms`)), timeoutMs);
    socket.on('error', (error) => done(error));
    socket.on('data', (chunk: Buffer) => {
      all = Buffer.concat([all, chunk]);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = all.subarray(0, headEnd).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
      if (length !== undefined ? all.length >= headEnd + 4 + Number(length) : all.subarray(-5).toString('latin1') === '0\r\n\r\n') done();
    });
  });
}
