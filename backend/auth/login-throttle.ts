import { rateLimitMessage } from '../lib/rate-limit';

export type LoginThrottleOptions = {
  /** Failures one login may have in the window before it is locked. */
  perLogin: number;
  /** Failures one address may have in the window (against any logins) before it is locked. */
  perAddress: number;
  windowMs: number;
};

export const LOGIN_THROTTLE: LoginThrottleOptions = { perLogin: 5, perAddress: 20, windowMs: 15 * 60_000 };

type Failures = { startedAt: number; count: number };

/**
 * Counts failed sign-ins per login and per address, in memory (one backend process serves the site). Once either
 * is over its limit, sign-in is refused for the rest of the window, even with the right password.
 */
export function createLoginThrottle(options: LoginThrottleOptions = LOGIN_THROTTLE, now: () => number = Date.now) {
  const counters = new Map<string, Failures>();

  const current = (key: string): Failures | undefined => {
    const entry = counters.get(key);
    if (entry && now() - entry.startedAt >= options.windowMs) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };

  const keys = (login: string, address: string) =>
    [
      [`login:${login.trim().toLowerCase()}`, options.perLogin],
      [`address:${address}`, options.perAddress],
    ] as const;

  return {
    /** The Russian refusal while locked, or null when a sign-in may be tried. */
    check(login: string, address: string): { message: string; retryAfterMs: number } | null {
      for (const [key, limit] of keys(login, address)) {
        const entry = current(key);
        if (entry && entry.count >= limit) {
          const retryAfterMs = entry.startedAt + options.windowMs - now();
          return { message: rateLimitMessage(retryAfterMs), retryAfterMs };
        }
      }
      return null;
    },
    fail(login: string, address: string): void {
      for (const [key] of keys(login, address)) {
        const entry = current(key);
        if (entry) entry.count += 1;
        else counters.set(key, { startedAt: now(), count: 1 });
      }
      if (counters.size > 10_000) for (const key of counters.keys()) current(key);
    },
    /** A success forgets the login's failures; the address keeps its count. */
    succeed(login: string): void {
      counters.delete(`login:${login.trim().toLowerCase()}`);
    },
  };
}
