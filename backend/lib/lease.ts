import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serviceLeases } from '../db/schema';

/**
 * Takes or renews the lease `name` for `holder` for `ttlMs`: true when `holder` holds it now. A lease held by
 * another instance is taken over only once it has expired. Times are the database's, so instances' clocks do not matter.
 */
export async function holdLease(db: Database, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const until = sql`now() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`;
  const rows = await db
    .insert(serviceLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: serviceLeases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${serviceLeases.holder} = ${holder} or ${serviceLeases.expiresAt} < now()`,
    })
    .returning({ holder: serviceLeases.holder });
  return rows.length > 0;
}

/** Gives the lease up at once (on shutdown), so another instance need not wait for it to expire. */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(serviceLeases).where(and(eq(serviceLeases.name, name), eq(serviceLeases.holder, holder)));
}
