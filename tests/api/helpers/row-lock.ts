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
    /** Resolves once `count` sessions of this database wait on a lock. */
    async waiters(count: number) {
      for (let attempt = 0; attempt < 400; attempt++) {
        const [waiting] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) >= count) return;
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
