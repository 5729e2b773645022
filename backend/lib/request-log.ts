import type { Context, MiddlewareHandler } from 'hono';
import { elapsedMs, REQUEST_ID_HEADER, requestIdFor } from '../../lib/logging/request-id';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';
import type { Logger } from './logger';
import { setHeader } from './response-headers';

/**
 * Gives every request an id (the caller's when sane, else a new one), echoes it in X-Request-Id and writes one
 * access line carrying it. The path is logged without its query string:
 * query values (a stream's uid, search text) are the caller's business, not the log's. The line names the client
 * as the rate limits count it (`ip`), so that an operator can see who is locked out and check TRUSTED_PROXIES.
 */
export function requestLog(logger: Logger, trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    // Again on the final answer: one a handler built itself (a stream, a file) never saw the first.
    setHeader(c, REQUEST_ID_HEADER, requestId);
    if (!logger.isLevelEnabled('info')) return;
    const ip = clientAddress(c, trustedProxies);
    // reqId first, the same line loggerOf's child would write, without a child logger for every request.
    logger.info({ reqId: requestId, method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: elapsedMs(startedAt), ip }, 'request');
  };
}

/**
 * `logger` with the request's id where requestLog ran (the app), else `logger` itself (a sub-app tested alone). Made
 * when something is logged: a pino child with redaction cost ~14 KB per request when every request had one.
 */
export function loggerOf(c: Context, logger: Logger): Logger {
  const requestId = (c.var as Partial<AppEnv['Variables']>).requestId;
  return requestId ? logger.child({ reqId: requestId }) : logger;
}
