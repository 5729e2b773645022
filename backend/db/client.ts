import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** Driver-neutral handle: route code only sees the pg-core base class. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `Database['transaction']` callback gets. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; already applied ones are skipped. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** loadDataDir: a dumped data folder to start from instead of a fresh initdb (tests: ~0.6 s instead of ~3 s). */
  | { inMemory: true; loadDataDir?: Blob };

/** From the root, two levels up both from this file and from the compiled backend in dist/backend/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../backend/db/migrations', import.meta.url));

/**
 * Embedded PostgreSQL runs inside this process's WebAssembly memory, which never shrinks: buffers sized
 * for a small catalogue keep the backend's RSS near 200 MB instead of 300+.
 */
const PGLITE_CONF = ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'wal_buffers = 1MB'];

/** The type parsers drizzle's PGlite driver sends with every query: dates, times and their arrays stay text for its mappers. */
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

/**
 * PGlite copies its whole table of ~370 type parsers into a new object for every query that brings parsers of its own,
 * and drizzle brings the same ones with every query: that copy cost as much CPU as a short query itself. The client
 * is created with drizzle's parsers instead, and this view of it (and of its transactions) drops the per-query copy.
 */
function withClientParsers<T extends PGlite | Transaction>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) => object.query(query, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && object instanceof PGlite) {
        return (run: (tx: Transaction) => Promise<unknown>) => object.transaction((tx) => run(withClientParsers(tx)));
      }
      const value: unknown = Reflect.get(object, property, object);
      // PGlite keeps its state in private fields, which only the real object can reach.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in opts) {
    const pool = new Pool({ connectionString: opts.databaseUrl });
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in opts) {
    const dataDir = path.resolve(opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF, parsers: DRIZZLE_PARSERS });
  } else {
    client = await PGlite.create({ postgresqlconf: PGLITE_CONF, parsers: DRIZZLE_PARSERS, loadDataDir: opts.loadDataDir });
  }
  const db = drizzlePglite({ client: withClientParsers(client), schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
