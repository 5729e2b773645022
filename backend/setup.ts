import { sql } from 'drizzle-orm';
import type { DatabaseHandle, OpenDatabaseOptions } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import { seedData } from './seed/data';
import { seedMissing } from './seed/load';

/** Migrations, then whatever demo data groups are still empty. */
export async function setupDatabase(database: DatabaseHandle, logger: Logger, benchOrders = 0): Promise<void> {
  await database.migrate();
  const seeded = await seedMissing(database.db, { ...seedData, benchOrders });
  if (seeded.length > 0) logger.info(`Database seeded with demo data: ${seeded.join(', ')}`);
  // Embedded PostgreSQL has no autovacuum: without statistics the planner guesses a few rows per dealer and sorts
  // all of their orders instead of reading the list's index, and dead rows of updates would never be reclaimed.
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

export function databaseOptions(env: Env): OpenDatabaseOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}
