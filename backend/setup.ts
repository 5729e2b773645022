import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './db/client';
import { readEnv } from './env';
import { createLogger, type Logger } from './lib/logger';
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

export function databaseOptions(env: ReturnType<typeof readEnv>): OpenDatabaseOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}

// Run as a script by main.ts for PGlite, so that initdb and the seed grow a process that then exits.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = readEnv();
  const database = await openDatabase(databaseOptions(env));
  await setupDatabase(database, createLogger(env.LOG_LEVEL), env.BENCH_SEED_ORDERS);
  await database.close();
}
