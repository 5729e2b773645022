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
 * Counts sign-in attempts per login and per address in the database, shared by every backend instance. An attempt is
 * counted before its password is checked, so that guesses sent all at once are held to the limit as well as guesses
 * sent one by one; a right password takes its attempt back. Once either count is over its limit, sign-in is refused
 * for the rest of the window, even with the right password.
 */
export function createLoginThrottle(db: Database, options: LoginThrottleOptions = LOGIN_THROTTLE, now: () => number = Date.now) {
  const store = databaseRateLimitStore(db);
  const addressCounter = (address: string) => `signin:address:${address}`;

  return {
    /** Counts an attempt; the Russian refusal when it is over a limit, or null when its password may be checked. */
    async attempt(login: string, address: string): Promise<{ message: string; retryAfterMs: number } | null> {
      const at = now();
      const limits: [string, number][] = [
        [loginCounter(login), options.perLogin],
        [addressCounter(address), options.perAddress],
      ];
      const counted = await Promise.all(limits.map(async ([key, limit]) => ({ window: await store.hit(key, options.windowMs, at), limit })));
      const over = counted.filter(({ window, limit }) => window.count > limit);
      if (over.length === 0) return null;
      const retryAfterMs = Math.max(...over.map(({ window }) => window.resetAt.getTime())) - at;
      return { message: rateLimitMessage(retryAfterMs), retryAfterMs };
    },
    /** A right password forgets the login's attempts and takes its own back from the address's count. */
    async succeed(login: string, address: string): Promise<void> {
      await Promise.all([store.clear(loginCounter(login)), store.release(addressCounter(address), now())]);
    },
  };
}
