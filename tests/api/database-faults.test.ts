import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, readinessResponseSchema } from '../../api-client/schemas/health';
import { createApp } from '../../backend/app';
import { DATA_DIR_LOCK, DataDirLockedError, databaseUnreachable, openDatabase, type DatabaseHandle } from '../../backend/db/client';
import { users } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLogger } from '../../backend/lib/logger';
import { seedMissing } from '../../backend/seed/load';
import { STARTING_MESSAGE } from '../../backend/starting-app';
import { seedFixture } from './fixtures/seed-fixture';
import { postJson } from './helpers/request';
import { createTestDatabase, TEST_DRIVERS } from './helpers/test-db';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

type Line = { level: string; msg: string; err?: { message: string; stack: string; code?: string; query?: string; params?: unknown } };

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Line) };
}

async function withAdmin<T>(run: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server: its URL and its removal. */
async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined) };
}

const until = async (condition: () => boolean, ms = 5000) => {
  for (const started = Date.now(); !condition() && Date.now() - started < ms; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

describe.each(TEST_DRIVERS)('a failing query in the log on %s', (kind) => {
  it('keeps the SQL text and the SQLSTATE code but not the values it ran with', async () => {
    const database = await createTestDatabase(kind);
    const { logger, lines, parsed } = capturingLogger();
    try {
      await database.db.execute(sql.raw(`create function qa_refuse() returns trigger language plpgsql as $$ begin raise exception 'qa: refused %', new.email; end $$`));
      await database.db.execute(sql.raw('create trigger qa_refuse before insert on users for each row execute function qa_refuse()'));
      const app = createApp({ db: database.db, kind, logger, config: ephemeralConfig() });
      const dealer = { name: 'Пётр', last_name: 'Иванов', phone: '+7 (911) 123-45-67', email: 'qa.fail@example.ru', city: 'Казань', company: 'ИП Иванов', password: 'qa-secret-pass-1', subscribe: 'y' };
      const res = await postJson(app, '/api/v1/user/register', dealer, { 'CAPTCHA-TOKEN': 'development' });
      expect(res.status).toBe(500);

      const failure = parsed().find((line) => line.msg === 'request failed');
      expect(failure?.err?.message).toMatch(/insert into "users"/);
      expect(failure?.err?.query).toMatch(/insert into "users"/);
      expect(failure?.err?.code).toBe('P0001');
      expect(failure?.err?.message).toMatch(/qa: refused \[redacted\]/);
      expect(failure?.err).not.toHaveProperty('params');
      const written = lines.join('\n');
      for (const value of ['qa.fail@example.ru', '79111234567', 'scrypt$', 'qa-secret-pass-1']) expect(written).not.toContain(value);
    } finally {
      await database.drop();
    }
  });
});

describe.each(TEST_DRIVERS)('a request PostgreSQL rolled back for a concurrent one, on %s', (kind) => {
  it.each(['40P01', '40001', '23503', '23505'])('answers SQLSTATE %s with a 409 asking to refresh, and writes nothing', async (code) => {
    const database = await createTestDatabase(kind);
    try {
      await database.db.execute(sql.raw(`create function qa_race() returns trigger language plpgsql as $$ begin raise exception 'qa: race' using errcode = '${code}'; end $$`));
      await database.db.execute(sql.raw('create trigger qa_race before insert on users for each row execute function qa_race()'));
      const app = createApp({ db: database.db, kind, logger: capturingLogger().logger, config: ephemeralConfig() });
      const dealer = { name: 'Пётр', last_name: 'Иванов', phone: '+7 (911) 123-45-68', email: 'qa.race@example.ru', city: 'Казань', company: 'ИП Иванов', password: 'qa-secret-pass-1', subscribe: 'y' };
      const res = await postJson(app, '/api/v1/user/register', dealer, { 'CAPTCHA-TOKEN': 'development' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ errorMessage: 'Данные только что изменились: обновите страницу' });
      expect(await database.db.select().from(users).where(eq(users.email, 'qa.race@example.ru'))).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe.skipIf(!ADMIN_URL)('a PostgreSQL connection dropped while idle', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let database: DatabaseHandle;
  const log = capturingLogger();

  beforeAll(async () => {
    scratch = await scratchDatabase('db_faults_drop');
    database = await openDatabase({ databaseUrl: scratch.url }, log.logger);
    await database.migrate();
    await seedMissing(database.db, seedFixture);
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('is logged as one warning; the app keeps answering and queries work again', async () => {
    const app = createApp({ db: database.db, kind: 'postgres', logger: log.logger, config: ephemeralConfig() });
    // Several connections at once, so the pool keeps idle ones for the server to drop.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    const dbName = new URL(scratch.url).pathname.slice(1);
    const terminated = await withAdmin((admin) =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    const warnings = () => log.parsed().filter((line) => line.msg.startsWith('Database: an idle connection was lost'));
    // Each dropped connection is heard of on its own; a query meanwhile may still pick one not yet heard of.
    expect(await until(() => warnings().length >= (terminated.rowCount ?? 1))).toBe(true);
    expect(warnings().every((line) => line.level === 'warn')).toBe(true);

    expect((await app.request('/api/v1/health')).status).toBe(200);
    expect((await app.request('/api/v1/health/ready')).status).toBe(200);
    expect((await database.db.select({ id: users.id }).from(users)).length).toBeGreaterThan(0);
  });
});

describe.skipIf(!ADMIN_URL)('migrations of backends starting together', () => {
  it('run once: the second waits for the first and finds nothing to do', async () => {
    const scratch = await scratchDatabase('db_faults_migrate');
    const handles = [await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url })];
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const locks = await withAdmin((admin) => admin.query("select count(*)::int as n from pg_locks where locktype = 'advisory'"));
      expect(locks.rows[0]).toEqual({ n: 0 });
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});

describe('the lock on a PGlite DATA_DIR', () => {
  let dataDir = '';
  beforeAll(() => void (dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-lock-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const lockFile = () => path.join(dataDir, DATA_DIR_LOCK);

  it('refuses a second opening while the first is open, and is gone once it closes', async () => {
    chmodSync(dataDir, 0o755);
    const log = capturingLogger();
    const first = await openDatabase({ dataDir }, log.logger);
    try {
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      // PGlite writes its files 0666: the folder is what keeps other users out.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(log.parsed()).toMatchObject([{ level: 'warn', msg: `DATA_DIR ${dataDir} was open to other users (mode 755): made 700` }]);
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  }, 60_000);

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    writeFileSync(lockFile(), String(gone.pid));
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  }, 60_000);
});

/** Runs the backend's entry until it exits; its output and exit code. */
async function startBackend(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: '3479', LOG_LEVEL: 'info', JWT_SECRET: 'startup-test-secret-0123456789abcdefghij', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  // 'close', not 'exit': the output may still be in the pipes when the process has exited.
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** The one JSON line a backend wrote after it started listening (which it does before it opens its database). */
function onlyLine(stdout: string): Line {
  const [listening, ...rest] = stdout.trim().split('\n').map((line) => JSON.parse(line) as Line);
  expect(listening).toMatchObject({ level: 'info', msg: 'API listening on http://127.0.0.1:3479/api/v1; setting up the database' });
  expect(rest).toHaveLength(1);
  return rest[0] as Line;
}

describe('a backend that cannot open its database', () => {
  it('exits 1 with one JSON line when PostgreSQL is down', async () => {
    const { code, stdout, stderr } = await startBackend({ DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/fasady' });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const line = onlyLine(stdout);
    expect(line.level).toBe('error');
    expect(line.msg).toMatch(/^cannot connect to the database \(DATABASE_URL\): connect ECONNREFUSED/);
  }, 40_000);

  it.skipIf(!ADMIN_URL)('exits 1 with one JSON line when the password is wrong', async () => {
    const url = new URL(ADMIN_URL ?? '');
    url.password = 'not-the-password';
    const { code, stdout, stderr } = await startBackend({ DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const line = onlyLine(stdout);
    expect(line.level).toBe('error');
    expect(line.msg).toMatch(/^cannot connect to the database \(DATABASE_URL\): password authentication failed/);
  }, 40_000);

  it('exits 1 with one JSON line naming DATA_DIR when another backend holds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-held-'));
    try {
      // This test's own process stands for the backend that holds the folder.
      writeFileSync(path.join(dataDir, DATA_DIR_LOCK), String(process.pid));
      const { code, stdout, stderr } = await startBackend({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(stderr).toBe('');
      expect(onlyLine(stdout)).toMatchObject({ level: 'error', msg: `DATA_DIR ${dataDir} is in use by process ${process.pid} (another backend on the same data); stop it, or remove ${path.join(dataDir, DATA_DIR_LOCK)} if that process is not a backend` });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('a backend starting up', () => {
  it('exits 1 with one JSON line when its port is taken', async () => {
    const taken = createServer();
    taken.listen(3479, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const { code, stdout, stderr } = await startBackend({ DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/fasady' });
      expect(code).toBe(1);
      expect(stderr).toBe('');
      expect(stdout.trim().split('\n').map((line) => JSON.parse(line) as Line)).toMatchObject([
        { level: 'error', msg: 'Port 3479 is already in use: stop the other process or set API_PORT' },
      ]);
    } finally {
      taken.close();
    }
  }, 40_000);

  it.skipIf(!ADMIN_URL)('answers liveness, and readiness 503 `migrations`, while another instance migrates; then ready', async () => {
    const scratch = await scratchDatabase('fasady_starting');
    // Another instance's migration, as far as the lock goes (advisory locks are per database).
    const other = new Client({ connectionString: scratch.url });
    await other.connect();
    let child: ChildProcess | undefined;
    try {
      await other.query('select pg_advisory_lock(724311000)');
      const origin = 'http://127.0.0.1:3478/api/v1';
      let output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
        env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: '3478', LOG_LEVEL: 'info', JWT_SECRET: 'startup-test-secret-0123456789abcdefghij', DATABASE_URL: scratch.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const answer = async (path: string) => {
        const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
        return res && { status: res.status, retryAfter: res.headers.get('Retry-After'), body: (await res.json()) as unknown };
      };
      await expect.poll(() => output.includes('another instance is migrating'), { timeout: 30_000 }).toBe(true);

      expect(healthResponseSchema.parse((await answer('/health'))?.body)).toMatchObject({ status: 'ok', database: 'postgres' });
      const notReady = await answer('/health/ready');
      expect(notReady?.status).toBe(503);
      expect(readinessResponseSchema.parse(notReady?.body)).toMatchObject({ status: 'not_ready', reason: 'migrations' });
      expect(await answer('/catalog/sections')).toEqual({ status: 503, retryAfter: '10', body: { errorMessage: STARTING_MESSAGE } });

      await other.query('select pg_advisory_unlock(724311000)');
      await expect.poll(async () => (await answer('/health/ready'))?.status, { timeout: 60_000, interval: 250 }).toBe(200);
      expect(output).toContain('API ready (postgres)');
      expect((await answer('/catalog/sections'))?.status).toBe(200);
    } finally {
      child?.kill('SIGTERM');
      if (child && child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      await other.end();
      await scratch.drop();
    }
  }, 120_000);
});

describe('what counts as an unreachable database', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['a wrong password', withCode('password authentication failed for user "app"', '28P01'), 'password authentication failed for user "app"'],
    ['a missing database', withCode('database "shop" does not exist', '3D000'), 'database "shop" does not exist'],
    ['one wrapped by Drizzle', new Error('Failed query: select 1\nparams: ', { cause: withCode('the database system is starting up', '57P03') }), 'the database system is starting up'],
    [
      'a dual-stack refusal',
      Object.assign(new AggregateError([new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')], ''), { code: 'ECONNREFUSED' }),
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    ],
  ])('%s', (_what, error, reason) => {
    expect(databaseUnreachable(error)).toBe(reason);
  });

  it.each([
    ['a failed migration', new Error('Failed query: create table x\nparams: ', { cause: withCode('relation "x" already exists', '42P07') })],
    ['a plain error', new Error('boom')],
  ])('not %s', (_what, error) => {
    expect(databaseUnreachable(error)).toBeUndefined();
  });
});
