import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../../../backend/db/client';
import type { Logger } from '../../../backend/lib/logger';
import { seedMissing } from '../../../backend/seed/load';
import type { SeedData } from '../../../backend/seed/types';
import { seedFixture } from '../fixtures/seed-fixture';

/** PGlite always; a real PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const TEST_DRIVERS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = DatabaseHandle & { drop(): Promise<void> };

/** A fresh, empty, unmigrated database of the given kind; drop() closes it and, for PostgreSQL, removes it. */
export async function createEmptyDatabase(kind: DatabaseKind, logger?: Logger): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ inMemory: true, loadDataDir: pgliteTemplate() });
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() }, logger);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await withAdmin(adminUrl, async (admin) => {
        await waitForConnectionsToClose(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

let template: Blob | undefined;

/** The empty cluster tests/api/global-setup.ts made once per run: loading it is five times faster than initdb. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

/** A fresh database with migrations applied and the given dataset (the small fixture by default) loaded. */
export async function createTestDatabase(kind: DatabaseKind, data: SeedData = seedFixture): Promise<TestDatabase> {
  const database = await createEmptyDatabase(kind);
  try {
    await database.migrate();
    await seedMissing(database.db, data);
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * pg's pool.end() resolves as soon as it has asked its connections to close, not once they have. FORCE would then
 * terminate them mid-goodbye, and their clients report that as an unhandled error in whichever test file runs.
 */
async function waitForConnectionsToClose(admin: Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withAdmin(url: string, run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
