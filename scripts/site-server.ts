/**
 * The production site server: Next's request handler behind compression, with a fresh CSP nonce in every HTML
 * response. Next can only add nonces while it renders, which would make every cached page dynamic; stamping
 * them on the way out keeps ISR pages cached and still gives each response its own nonce. It also gives every
 * request an id and an access line, answers the probes, and stops gracefully (site-operations.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import onHeaders from 'on-headers';
import { getServerEnv } from '../lib/env';
import { createJsonLogger } from '../lib/logging/json-logger';
import { contentSecurityPolicy, createNonce, policySourcesFromEnv, SECURITY_HEADERS } from '../lib/security/content-security-policy';
import { createNonceInjector, createNonceTemplates } from '../lib/security/nonce-injector';
import { createApiProxy } from '../lib/server/api-proxy';
import { createPageCache, storablePage, type StoredPage } from '../lib/server/page-cache';
import { createStaticAssets } from '../lib/server/static-assets';
import { answerProbe, appendPeer, shutDownSite, traceRequest, trackStream, type SiteState } from './site-operations';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
/** All interfaces unless SITE_HOST names one (the bench binds to loopback). */
const host = process.env.SITE_HOST || undefined;
/**
 * Node cuts a request still arriving after 5 minutes (408): a claim's 20 photos of 10 MB take longer over a slow
 * uplink. The body limits bound the size; headersTimeout still bounds a request that never starts.
 */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;
const sources = policySourcesFromEnv();
const env = getServerEnv();
const logger = createJsonLogger('site', env.LOG_LEVEL);
// Brotli quality 8 rather than compression's 4: ~14 % smaller pages for ~0.7 ms more per 100 KB, so that the
// pages fit in the 14.6 KB a new TCP connection may send in its first round trip (quality 9 costs ~15 ms).
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 8 } } });
const noop = () => undefined;

/** Cached pages, encoded and cut once; a few dozen pages of ~100 KB each. */
const templates = createNonceTemplates(32 * 1024 * 1024);
/** Next's cached pages, answered without Next for a second (see lib/server/page-cache.ts). */
const pages = createPageCache({ ttlMs: 1_000, staleMs: 10_000, maxBytes: 32 * 1024 * 1024 });
const REVALIDATE_PATH = '/api/revalidate';
/** Next's notes on its cache and on the proxy's rewrite (e.g. /gallery's internal path): of use to no browser loading a page. */
const NEXT_INTERNAL_HEADERS = ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-middleware-rewrite'];
/**
 * A request asking `X-Cache-Probe: 1` (the bench) keeps those notes and hears `X-Site-Cache: HIT` from the second's
 * copy: pages say `private, no-cache` to everyone, so their headers no longer tell a cached page from a rendered one.
 */
const CACHE_PROBE_HEADER = 'x-cache-probe';
/** The build's scripts and styles, compressed once at brotli's best quality. */
const staticAssets = createStaticAssets(path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'static'));

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer | undefined {
  if (chunk === undefined || chunk === null) return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : undefined;
}

/** Stamps a fresh nonce into HTML bodies and sets the matching policy; other responses pass through untouched. */
function stampNonces(res: ServerResponse, probe: boolean): void {
  let nonce: string | undefined;
  let injector: ReturnType<typeof createNonceInjector> | undefined;
  onHeaders(res, function decide(this: ServerResponse) {
    if (!String(this.getHeader('content-type') ?? '').startsWith('text/html')) return;
    // Only pages need a nonce: files and API answers, most of the traffic, never pay for one.
    nonce = createNonce();
    this.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, sources));
    // The body changes per response: its length is unknown and an ETag would revive an old nonce from a cache.
    this.removeHeader('Content-Length');
    this.removeHeader('ETag');
    // Next's `s-maxage` is for its own cache: a CDN keeping the page would hand one nonce to every visitor.
    this.setHeader('Cache-Control', 'private, no-cache');
    // A page's first 14.6 KB are worth keeping for the page.
    if (!probe) for (const name of NEXT_INTERNAL_HEADERS) this.removeHeader(name);
    // HTTP/1.1 connections persist by default: without the header Node still keeps them open (and closes HTTP/1.0
    // ones), and leaves out 'Connection: keep-alive' and 'Keep-Alive: timeout=…' (48 bytes).
    this.removeHeader('Connection');
  });
  const write = res.write.bind(res) as (chunk: unknown, encoding?: BufferEncoding) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding) => ServerResponse;
  const ensureHeaders = () => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };
  /** Streamed pages are stamped chunk by chunk; created at the first write, never for a page sent whole. */
  const streamInjector = () => (nonce ? (injector ??= createNonceInjector(nonce)) : undefined);
  // Callbacks are dropped, as compression beneath drops them.
  res.write = ((chunk: unknown, encodingOrCallback?: BufferEncoding | (() => void)) => {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    ensureHeaders();
    const stamper = streamInjector();
    const bytes = stamper ? toBuffer(chunk, encoding) : undefined;
    return stamper && bytes ? write(stamper.write(bytes)) : write(chunk, encoding);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encodingOrCallback?: BufferEncoding | (() => void)) => {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const body = typeof chunk === 'function' ? undefined : chunk;
    ensureHeaders();
    if (!nonce) return end(body, encoding);
    // A cached page comes whole, as the same string each time: its template is reused.
    if (!injector && typeof body === 'string' && (encoding === undefined || encoding === 'utf8')) return end(templates.stamp(body, nonce));
    return end(streamInjector()?.end(toBuffer(body, encoding)));
  }) as ServerResponse['end'];
}

/** Keeps the page Next answers for `key` when it is one of Next's cached pages (seen before the nonce is stamped). */
function keepPage(res: ServerResponse, key: string): void {
  pages.begin(key);
  let page: StoredPage | undefined;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    page = typeof chunk === 'string' ? storablePage(res.statusCode, res.getHeaders(), chunk) : undefined;
    return end(chunk, encoding);
  }) as ServerResponse['end'];
  res.once('close', () => pages.settle(key, res.writableFinished ? page : undefined));
}

/** A tag purge (app/api/revalidate) must show at once: the short-lived copies go with it. */
function forgetPagesOnPurge(res: ServerResponse): void {
  res.once('finish', () => {
    if (res.statusCode === 200) pages.clear();
  });
}

/** compression never ends its zlib stream when the client goes away mid-response; release it (as next start does). */
function releaseOnAbort(res: ServerResponse): void {
  res.once('close', () => {
    if (res.writableFinished) return;
    const stream = res.on('drain', noop) as unknown;
    if (stream instanceof Duplex) stream.destroy();
    else res.off('drain', noop);
  });
}

async function main() {
  const app = next({ dev: false, dir: root, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const state: SiteState = { draining: false, apiOrigin: env.API_ORIGIN };
  const api = createApiProxy(env.API_ORIGIN);
  const streams = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Compression, tracing and streaming add many 'close' listeners to one response; they end with it, no leak.
    res.setMaxListeners(32);
    const requestId = traceRequest(req, res, logger);
    appendPeer(req);
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    // While draining, clients are moved to other instances instead of reusing this one's sockets.
    if (state.draining) res.setHeader('Connection', 'close');
    if (answerProbe(req, res, state, requestId)) return;
    trackStream(req, res, streams);
    const asset = staticAssets.lookup(req.method, req.url, req.headers);
    if (asset) {
      res.writeHead(200, asset.headers).end(req.method === 'HEAD' ? undefined : asset.body);
      return;
    }
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      releaseOnAbort(res);
      // The backend's calls skip Next, streamed both ways: Next's proxy holds a whole request body in memory first.
      if (api(req, res)) return;
      const key = pages.keyOf(req.method, req.url, req.headers);
      const stored = key === undefined ? undefined : pages.lookup(key);
      const probe = req.headers[CACHE_PROBE_HEADER] === '1';
      stampNonces(res, probe);
      if (stored) {
        for (const [name, value] of Object.entries(stored.headers)) if (value !== undefined) res.setHeader(name, value);
        if (probe) res.setHeader('X-Site-Cache', 'HIT');
        res.end(req.method === 'HEAD' ? undefined : stored.body);
        return;
      }
      if (key !== undefined) keepPage(res, key);
      if (req.method === 'POST' && req.url?.startsWith(REVALIDATE_PATH)) forgetPagesOnPurge(res);
      void handle(req, res);
    });
  });
  // Longer than a load balancer's idle timeout, so it never reuses a socket the site has just closed.
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = UPLOAD_TIMEOUT_MS;
  server.on('error', (error) => {
    logger.error({ err: error }, 'Site server failed');
    process.exit(1);
  });
  server.listen(port, host, () => {
    logger.info(`Site listening on ${host ?? '*'}:${port}`);
    // Said by the server itself too, for a deployment that runs it without `npm start`: pages cached with localhost
    // canonicals would be served to crawlers until they expire.
    if (!process.env.SITE_URL) logger.warn(`SITE_URL is not set: canonical links, sitemap.xml and Open Graph name ${env.SITE_URL}`);
    void staticAssets.warm().then(() => logger.info({ files: staticAssets.size }, 'Static assets compressed'));
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: readiness off, draining requests');
    // Ctrl+C in a terminal has no balancer to wait for.
    const delayMs = signal === 'SIGTERM' ? env.SHUTDOWN_DELAY_MS : 0;
    void shutDownSite({ server, state, streams, logger, delayMs, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'Site server failed to start');
  process.exit(1);
});
