import type { MiddlewareHandler } from 'hono';
import type { ErrorResponse } from '../../api-client/schemas/common';
import { clientAddress } from './client-address';
import type { AppConfig } from './config';

export type RateLimitOptions = {
  /** Separates the counters of different endpoints. */
  name: string;
  limit: number;
  windowMs: number;
};

type Window = { startedAt: number; count: number };

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} мин.`;
}

export function rateLimitMessage(retryAfterMs: number): string {
  return `Слишком много запросов. Попробуйте ещё раз через ${minutesText(retryAfterMs)}`;
}

/**
 * Fixed-window counter per client address, in memory: one backend process serves the site, and a restart only
 * forgets counters. Answers 429 with Retry-After and a Russian message once the window's limit is used.
 */
export function rateLimit(config: AppConfig, { name, limit, windowMs }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, Window>();
  let lastSweep = Date.now();
  return async (c, next) => {
    const now = Date.now();
    if (now - lastSweep > windowMs) {
      for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
      lastSweep = now;
    }
    const key = `${name}:${clientAddress(c, config.trustedProxies)}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfterMs = window.startedAt + windowMs - now;
      c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
      return c.json<ErrorResponse>({ errorMessage: rateLimitMessage(retryAfterMs) }, 429);
    }
    await next();
  };
}
