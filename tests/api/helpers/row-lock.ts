import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../backend/db/client';

/**
 * On a real PostgreSQL, holds the rows a `... for update` query locks in a transaction of its own, so that a test can
 * line requests up behind it in a known order and then let them go.
 */
export async function holdRows(db: Database, lockQuery: SQL) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(lockQuery);
    holding();
    await released;
  });
  await Promise.race([held, done]);
  return {
    /**
     * Resolves once `count` sessions of this database wait on a lock; throws as soon as `answered()` says the last
     * request got its answer without having waited.
     */
    async waiters(count: number, answered = () => false) {
      for (let attempt = 0; attempt < 400; attempt++) {
        const [waiting] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) >= count) return;
        if (answered()) throw new Error(`Request ${count} answered before it waited on the held rows`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`Fewer than ${count} sessions came to wait on the held rows`);
    },
    async release() {
      release();
      await done;
    },
  };
}

/**
 * Holds the rows, starts the requests one after another, each once the one before waits on the rows, runs
 * `whileQueued` while they all wait, then lets them go and returns their answers in the same order. The rows are let go
 * and the requests awaited even when a step throws, so that a failing test does not leave them for its teardown.
 */
export async function inTurn<T extends unknown[]>(
  db: Database,
  lockQuery: SQL,
  requests: [...{ [K in keyof T]: () => Promise<T[K]> }],
  whileQueued?: () => Promise<void>,
): Promise<T> {
  const lock = await holdRows(db, lockQuery);
  const started: Promise<unknown>[] = [];
  try {
    for (const request of requests) {
      let answered = false;
      const answer = request().finally(() => {
        answered = true;
      });
      // Marked handled now: a request failing while the next ones are lined up is reported by the Promise.all below.
      answer.catch(() => undefined);
      started.push(answer);
      await lock.waiters(started.length, () => answered);
    }
    await whileQueued?.();
  } finally {
    await lock.release();
    await Promise.allSettled(started);
  }
  return (await Promise.all(started)) as T;
}
