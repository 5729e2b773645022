import { sql } from 'drizzle-orm';
import type { DatabaseHandle, OpenDatabaseOptions } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import { seedData } from './seed/data';
import { seedMissing } from './seed/load';
import type { SeedData } from './seed/types';

/** Without the demo accounts: no users, and none of the orders and notifications that belong to them. */
const withoutAccounts = (data: SeedData): SeedData => ({ ...data, users: [], orderBooks: [], notifications: [], benchOrders: 0 });

/** Migrations, then the demo data groups never seeded yet (the accounts only where DEMO_ACCOUNTS allows). */
export async function setupDatabase(database: DatabaseHandle, logger: Logger, env: Pick<Env, 'BENCH_SEED_ORDERS' | 'DEMO_ACCOUNTS'>): Promise<void> {
  await database.migrate();
  const data = { ...seedData, benchOrders: env.BENCH_SEED_ORDERS };
  const seeded = await seedMissing(database.db, env.DEMO_ACCOUNTS ? data : withoutAccounts(data));
  if (seeded.length > 0) logger.info(`Database seeded with demo data: ${seeded.join(', ')}`);
  // Embedded PostgreSQL has no autovacuum: without statistics the planner guesses a few rows per dealer and sorts
  // all of their orders instead of reading the list's index, and dead rows of updates would never be reclaimed.
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

export function databaseOptions(env: Env): OpenDatabaseOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}
