import type { MiddlewareHandler } from 'hono';
import type { ErrorResponse } from '../../api-client/schemas/common';
import type { Database } from '../db/client';
import { clientAddress } from './client-address';
import type { AppConfig } from './config';
import { databaseRateLimitStore } from './rate-limit-store';

export type RateLimitOptions = {
  /** Separates the counters of different endpoints. */
  name: string;
  limit: number;
  windowMs: number;
};

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} мин.`;
}

export function rateLimitMessage(retryAfterMs: number): string {
  return `Слишком много запросов. Попробуйте ещё раз через ${minutesText(retryAfterMs)}`;
}

/**
 * Fixed-window counter per client address, kept in the database so that every backend instance shares it. Answers
 * 429 with Retry-After and a Russian message once the window's limit is used.
 */
export function rateLimit({ config, db }: { config: AppConfig; db: Database }, { name, limit, windowMs }: RateLimitOptions): MiddlewareHandler {
  const store = databaseRateLimitStore(db);
  return async (c, next) => {
    const now = Date.now();
    const window = await store.hit(`${name}:${clientAddress(c, config.trustedProxies)}`, windowMs, now);
    if (window.count > limit) {
      const retryAfterMs = window.resetAt.getTime() - now;
      c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
      return c.json<ErrorResponse>({ errorMessage: rateLimitMessage(retryAfterMs) }, 429);
    }
    await next();
  };
}
