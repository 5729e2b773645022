/**
 * The site server's operational side: request ids and access lines, the /healthz and /readyz probes answered
 * without rendering, and a graceful stop. Kept apart from site-server.ts so that tests can drive it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../lib/logging/json-logger';
import { drainServer, type DrainableServer } from '../lib/server/drain-server';
import { elapsedMs, REQUEST_ID_HEADER, requestIdFor } from '../lib/logging/request-id';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
/** The backend's readiness, asked by /readyz; a backend that has not answered by then counts as down. */
const BACKEND_READY_PATH = '/api/v1/health/ready';
const BACKEND_TIMEOUT_MS = 2000;
const STREAM_PATH = '/api/v1/sse/stream';

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0] ?? '/';

/**
 * Gives the request an id (the balancer's when sane, else a new one) and puts it on the request itself, so Next's
 * proxy passes it to the backend with /api/v1 calls; echoes it and writes one access line when the response ends.
 */
export function traceRequest(req: IncomingMessage, res: ServerResponse, logger: Logger): string {
  const startedAt = performance.now();
  const incoming = req.headers['x-request-id'];
  const requestId = requestIdFor(Array.isArray(incoming) ? incoming[0] : incoming);
  req.headers['x-request-id'] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.once('close', () => {
    const line = { reqId: requestId, method: req.method, path: pathOf(req), status: res.statusCode, ms: elapsedMs(startedAt) };
    logger.info(res.writableFinished ? line : { ...line, aborted: true }, 'request');
  });
  return requestId;
}

/**
 * Appends the peer's address to X-Forwarded-For, as a proxy does. The backend counts its limits by the last hop it
 * does not trust, so a client's own header can no longer name another address (Next keeps it as sent).
 */
export function appendPeer(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const sent = req.headers['x-forwarded-for'];
  const prior = (Array.isArray(sent) ? sent.join(', ') : sent)?.trim();
  req.headers['x-forwarded-for'] = prior ? `${prior}, ${peer}` : peer;
}

export type SiteState = { draining: boolean; apiOrigin: string };

function json(res: ServerResponse, status: number, body: object): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function backendReady(apiOrigin: string, requestId: string): Promise<boolean> {
  try {
    const response = await fetch(new URL(BACKEND_READY_PATH, apiOrigin), {
      headers: { [REQUEST_ID_HEADER]: requestId },
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Answers the probes, true when it did: /healthz (the process serves; no rendering, no backend) and /readyz (not
 * stopping, and the backend reports itself ready). Anything else is left to Next.
 */
export function answerProbe(req: IncomingMessage, res: ServerResponse, state: SiteState, requestId: string): boolean {
  const path = pathOf(req);
  if (path !== LIVENESS_PATH && path !== READINESS_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    json(res, 405, { status: 'method_not_allowed' });
    return true;
  }
  if (path === LIVENESS_PATH) {
    json(res, 200, { status: 'ok' });
    return true;
  }
  if (state.draining) {
    json(res, 503, { status: 'not_ready', reason: 'shutting_down' });
    return true;
  }
  void backendReady(state.apiOrigin, requestId).then((ready) =>
    json(res, ready ? 200 : 503, ready ? { status: 'ready' } : { status: 'not_ready', reason: 'backend' }),
  );
  return true;
}

/** Event streams proxied to the backend never end by themselves; they are ended at shutdown and browsers reconnect. */
export function trackStream(req: IncomingMessage, res: ServerResponse, streams: Set<ServerResponse>): void {
  if (pathOf(req) !== STREAM_PATH) return;
  streams.add(res);
  res.once('close', () => streams.delete(res));
}

export type SiteShutdown = {
  server: DrainableServer;
  state: SiteState;
  streams: Set<ServerResponse>;
  logger: Logger;
  delayMs: number;
  timeoutMs: number;
};

/** SIGTERM: /readyz turns 503, then the server stops taking connections and in-flight requests get `timeoutMs`. */
export async function shutDownSite({ server, state, streams, logger, delayMs, timeoutMs }: SiteShutdown): Promise<void> {
  state.draining = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await drainServer(server, timeoutMs, logger, () => {
    // Ended, not cut: a proxy in front sees a complete answer, not 'upstream prematurely closed'. The backend's
    // side then fails its next write into the ended answer and is dropped with it.
    for (const res of streams) res.end();
  });
  logger.info('Shutdown complete');
}
