import type { Context } from 'hono';

/**
 * Sets a header on the answer the route has already made. Hono's c.header() at that point rebuilds the answer as a
 * streamed Response, which on the Node adapter cost ~40 KB of garbage per request; the answer's own headers are
 * mutable (hono's secureHeaders sets them the same way on every answer).
 */
export function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // An answer with immutable headers (a fetched or Response.error() one) is copied, as c.header() does.
    c.header(name, value);
  }
}

/** setHeader unless the answer already has the header (a route's own Cache-Control wins). */
export function setMissingHeader(c: Context, name: string, value: string): void {
  if (!c.res.headers.has(name)) setHeader(c, name, value);
}
