import type { Context, MiddlewareHandler } from 'hono';
import { elapsedMs, REQUEST_ID_HEADER, requestIdFor } from '../../lib/logging/request-id';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';
import type { Logger } from './logger';

/**
 * Gives every request an id (the caller's when sane, else a new one), echoes it in X-Request-Id, puts a child
 * logger carrying it on the context, and writes one access line. The path is logged without its query string:
 * query values (a stream's uid, search text) are the caller's business, not the log's. The line names the client
 * as the rate limits count it (`ip`), so that an operator can see who is locked out and check TRUSTED_PROXIES.
 */
export function requestLog(logger: Logger, trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    // Again on the final answer: one a handler built itself (a stream, a file) never saw the first.
    c.header(REQUEST_ID_HEADER, requestId);
    const ip = clientAddress(c, trustedProxies);
    log.info({ method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: elapsedMs(startedAt), ip }, 'request');
  };
}

/** The request's logger where requestLog ran (the app), else `fallback` (a sub-app tested alone). */
export function loggerOf(c: Context, fallback: Logger): Logger {
  return (c.var as Partial<AppEnv['Variables']>).logger ?? fallback;
}
