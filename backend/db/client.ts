import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { createLogger, type Logger } from '../lib/logger';
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

/** Arbitrary constant beside the seed's (724_311_001): serializes the migrations of backends starting together on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 724_311_000;

/** Migrates on one connection of the pool while holding a session advisory lock, so a second starter waits and then finds nothing to do. */
async function migrateExclusively(pool: Pool, logger: Logger): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    const [first] = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY])).rows;
    if (!first?.locked) {
      // Said: otherwise a long migration elsewhere looks like a hang in this instance's log.
      logger.info('Database: another instance is migrating; waiting for it to finish');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed may still hold the lock: closing it is what surely frees it.
    client.release(broken);
  }
}

/** PGlite is one process's: this file in DATA_DIR names the process that has it open. */
export const DATA_DIR_LOCK = 'backend.lock';

/** The lock files this process holds, so a second open here is refused although the pid in the file is alive (it is ours). */
const heldLocks = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid} (another backend on the same data); stop it, or remove ${path.join(dataDir, DATA_DIR_LOCK)} if that process is not a backend`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding DATA_DIR, or undefined when the folder is free or its lock was left by a process that is gone. */
export function dataDirHolder(dataDir: string): number | undefined {
  const file = path.join(path.resolve(dataDir), DATA_DIR_LOCK);
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // Our own pid in a lock we do not hold: left by an earlier process that had the same pid (a restarted container).
  if (pid === process.pid) return heldLocks.has(file) ? pid : undefined;
  return isAlive(pid) ? pid : undefined;
}

/** Takes DATA_DIR for this process (an O_EXCL lock file holding the pid), taking over a stale one; returns its release. */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, String(process.pid));
      } finally {
        closeSync(fd);
      }
      heldLocks.add(file);
      return () => {
        heldLocks.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take ${DATA_DIR_LOCK}`);
}

/** PGlite makes its files 0666 whatever the umask: only the folder's own mode keeps other users out of the database. */
function closeToOthers(dataDir: string, logger: Logger): void {
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(dataDir, 0o700);
    logger.warn(`DATA_DIR ${dataDir} was open to other users (mode ${mode.toString(8)}): made 700`);
  } catch (error) {
    logger.warn(`DATA_DIR ${dataDir} is open to other users (mode ${mode.toString(8)}) and could not be closed: ${(error as Error).message}`);
  }
}

/** Node's codes of a server that cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATEs of a server that refuses us: classes 08 (connection) and 28 (authorization), a missing database, one starting or stopping. */
const REFUSAL_STATE = /^(08...|28...|3D000|57P0[1-3])$/;

/**
 * Why the database cannot be reached, in one line, when that is what `error` (or its cause) says: a server that is
 * down, a wrong host, password or database name. Undefined for any other failure.
 */
export function databaseUnreachable(error: unknown): string | undefined {
  for (let link = error, depth = 0; link instanceof Error && depth < 10; link = link.cause, depth++) {
    const code = (link as NodeJS.ErrnoException).code ?? '';
    if (NETWORK_CODES.has(code) || REFUSAL_STATE.test(code)) {
      // Node reports a refused dual-stack connect as an AggregateError with an empty message.
      const parts = link instanceof AggregateError ? link.errors.map((inner: unknown) => (inner instanceof Error ? inner.message : String(inner))) : [];
      return (link.message || parts.join('; ') || code).replace(/\s+/g, ' ');
    }
  }
  return undefined;
}

/** `logger` hears of connections PostgreSQL drops while idle (a restart, a failover, pg_terminate_backend). */
export async function openDatabase(opts: OpenDatabaseOptions, logger: Logger = createLogger()): Promise<DatabaseHandle> {
  if ('databaseUrl' in opts) {
    const pool = new Pool({ connectionString: opts.databaseUrl });
    // Unheard, an idle connection's error would end the process; the pool drops that connection and opens a new one when asked.
    pool.on('error', (error) => logger.warn(`Database: an idle connection was lost (${error.message}); reconnecting on the next query`));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateExclusively(pool, logger),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let unlock: () => void = () => undefined;
  if ('dataDir' in opts) {
    const dataDir = path.resolve(opts.dataDir);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    closeToOthers(dataDir, logger);
    unlock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF, parsers: DRIZZLE_PARSERS });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ postgresqlconf: PGLITE_CONF, parsers: DRIZZLE_PARSERS, loadDataDir: opts.loadDataDir });
  }
  const db = drizzlePglite({ client: withClientParsers(client), schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
