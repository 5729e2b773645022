import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateWindow = { count: number; resetAt: Date };

/**
 * Fixed-window counters in the database, so that every backend instance behind a balancer counts against the same
 * limit. Each hit is one atomic upsert; windows that ended are swept at most once a minute per process.
 */
export type RateLimitStore = {
  /** Counts a hit of `key`: a new window of `windowMs` when there is none or it has ended. */
  hit(key: string, windowMs: number, now?: number): Promise<RateWindow>;
  /** The windows of `keys` still running; ended or unknown keys are absent. */
  peek(keys: string[], now?: number): Promise<Map<string, RateWindow>>;
  /** Takes one hit back from `key`'s running window (never below zero). */
  release(key: string, now?: number): Promise<void>;
  /** Forgets `key`'s window. */
  clear(key: string): Promise<void>;
};

const SWEEP_INTERVAL_MS = 60_000;

const timestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export function databaseRateLimitStore(db: Database): RateLimitStore {
  let lastSweep = 0;

  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await db.delete(rateLimits).where(lte(rateLimits.resetAt, new Date(now)));
  }

  return {
    async hit(key, windowMs, now = Date.now()) {
      await sweep(now);
      const ended = sql`${rateLimits.resetAt} <= ${timestamp(now)}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: new Date(now + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (!row) throw new Error('Rate limit not counted');
      return row;
    },
    async peek(keys, now = Date.now()) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, new Date(now))));
      return new Map(rows.map((row) => [row.key, { count: row.count, resetAt: row.resetAt }]));
    },
    async release(key, now = Date.now()) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, new Date(now))));
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
