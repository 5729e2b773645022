import type { Database } from '../db/client';
import { rateLimitMessage } from '../lib/rate-limit';
import { databaseRateLimitStore } from '../lib/rate-limit-store';

export type LoginThrottleOptions = {
  /** Failures one login may have in the window before it is locked. */
  perLogin: number;
  /** Failures one address may have in the window (against any logins) before it is locked. */
  perAddress: number;
  windowMs: number;
};

export const LOGIN_THROTTLE: LoginThrottleOptions = { perLogin: 5, perAddress: 20, windowMs: 15 * 60_000 };

const loginCounter = (login: string) => `signin:login:${login.trim().toLowerCase()}`;

/**
 * Counts failed sign-ins per login and per address in the database, shared by every backend instance. Once either
 * is over its limit, sign-in is refused for the rest of the window, even with the right password.
 */
export function createLoginThrottle(db: Database, options: LoginThrottleOptions = LOGIN_THROTTLE, now: () => number = Date.now) {
  const store = databaseRateLimitStore(db);
  const counters = (login: string, address: string) =>
    [
      [loginCounter(login), options.perLogin],
      [`signin:address:${address}`, options.perAddress],
    ] as const;

  return {
    /** The Russian refusal while locked, or null when a sign-in may be tried. */
    async check(login: string, address: string): Promise<{ message: string; retryAfterMs: number } | null> {
      const at = now();
      const keys = counters(login, address);
      const windows = await store.peek(keys.map(([key]) => key), at);
      for (const [key, limit] of keys) {
        const window = windows.get(key);
        if (window && window.count >= limit) {
          const retryAfterMs = window.resetAt.getTime() - at;
          return { message: rateLimitMessage(retryAfterMs), retryAfterMs };
        }
      }
      return null;
    },
    async fail(login: string, address: string): Promise<void> {
      const at = now();
      await Promise.all(counters(login, address).map(([key]) => store.hit(key, options.windowMs, at)));
    },
    /** A success forgets the login's failures; the address keeps its count. */
    async succeed(login: string): Promise<void> {
      await store.clear(loginCounter(login));
    },
  };
}
