import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, readinessResponseSchema } from '../../api-client/schemas/health';
import { createApp } from '../../backend/app';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLifecycle, type Lifecycle } from '../../backend/lib/lifecycle';
import { createLogger } from '../../backend/lib/logger';
import { shutDownGracefully } from '../../backend/lib/shutdown';
import { createStreamHub } from '../../backend/lib/stream-hub';
import { createStartingApp, STARTING_MESSAGE } from '../../backend/starting-app';
import { getJson, postJson } from './helpers/request';
import { sseReader } from './helpers/sse';
import { createEmptyDatabase, createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';

type Line = { level: string; msg: string; reqId?: string; method?: string; path?: string; status?: number; ms?: number; ip?: string; service: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app on a migrated, seeded database whose log lines (debug and up) are kept for the test to read. */
function useLoggedApp(kind: (typeof TEST_DRIVERS)[number]) {
  const lines: string[] = [];
  const state: { database?: TestDatabase; app?: Hono; lifecycle?: Lifecycle } = {};
  beforeAll(async () => {
    state.database = await createTestDatabase(kind);
    state.lifecycle = createLifecycle();
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    state.app = createApp({ db: state.database.db, kind, logger, config: ephemeralConfig(), lifecycle: state.lifecycle });
  });
  afterAll(() => state.database?.drop());
  return {
    app: () => state.app as Hono,
    lifecycle: () => state.lifecycle as Lifecycle,
    database: () => state.database as TestDatabase,
    lines: () => lines.map((line) => JSON.parse(line) as Line),
    raw: () => lines.join(''),
  };
}

describe.each(TEST_DRIVERS)('request ids and access lines on %s', (kind) => {
  const test = useLoggedApp(kind);

  it('echoes a sane incoming X-Request-Id and logs the request under it', async () => {
    const id = 'lb-7f3a9c21.req:0042';
    const res = await getJson(test.app(), '/api/v1/catalog/sections/?search=secret-value', { 'X-Request-Id': id });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toBe(id);
    const access = test.lines().filter((line) => line.reqId === id);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 'info', service: 'backend', msg: 'request', method: 'GET', path: '/api/v1/catalog/sections/', status: 200 });
    expect(access[0]?.ms).toBeGreaterThanOrEqual(0);
    // The client as the limits count it: here the in-process caller, with no forwarded address.
    expect(access[0]?.ip).toBe('local');
    const forwarded = await getJson(test.app(), '/api/v1/catalog/sections/', { 'X-Request-Id': `${id}.2`, 'X-Forwarded-For': '203.0.113.7:40001' });
    expect(forwarded.status).toBe(200);
    expect(test.lines().find((line) => line.reqId === `${id}.2`)?.ip).toBe('203.0.113.7');
    // The query string never reaches the log.
    expect(test.raw()).not.toContain('secret-value');
  });

  it.each([
    // Not hex, so a generated UUID can never contain it.
    ['too short', 'xyz'],
    ['too long', 'a'.repeat(65)],
    ['a space', 'abc def ghi'],
    ['a tab', 'abcdefgh\tforged'],
    ['percent-encoding', 'abcdefgh%0Aforged'],
    ['quotes and braces', '"},{"level":"error'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxOTAwMDAwMDAwfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'],
    ['non-ASCII bytes', 'ÿÿÿÿÿÿÿÿÿÿ'],
  ])('replaces an incoming id with %s by a generated one', async (_what, bad) => {
    const res = await test.app().request('/api/v1/health', { headers: { 'X-Request-Id': bad } });
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(UUID);
    expect(test.raw()).not.toContain(bad);
  });

  it('generates a fresh id for every request without one, on 404 and 500 answers too', async () => {
    const first = await test.app().request('/api/v1/health');
    const second = await test.app().request('/api/v1/nothing-here');
    expect(second.status).toBe(404);
    const ids = [first.headers.get('X-Request-Id'), second.headers.get('X-Request-Id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(test.lines().find((line) => line.reqId === ids[1])).toMatchObject({ status: 404, path: '/api/v1/nothing-here' });
  });

  it('writes no password, token or signature into any line, even for failing sign-ins and refused tokens', async () => {
    const password = 'dealer-pass-1';
    const login = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer@example.ru', password });
    const { jwt } = login.body as { jwt: string };
    await postJson(test.app(), '/api/v1/user/login', { login: 'dealer@example.ru', password: `${password}!` });
    await getJson(test.app(), '/api/v1/order/', { 'X-API-Key': `${jwt}x`, Authorization: `Bearer ${jwt}`, Cookie: `token=${jwt}` });
    await postJson(test.app(), '/api/v1/user/password', { old_password: password, new_password: 'x' }, { 'X-API-Key': jwt });
    const raw = test.raw();
    for (const secret of [password, jwt, jwt.split('.')[2] ?? jwt]) expect(raw).not.toContain(secret);
    expect(test.lines().filter((line) => line.path === '/api/v1/user/login').map((line) => line.status)).toEqual([200, 401]);
  });
});

describe('while the database is set up at start', () => {
  const app = createStartingApp('postgres');

  it('is live, not ready (`migrations`), and asks every other call to come back', async () => {
    const live = await getJson(app, '/api/v1/health/');
    expect(healthResponseSchema.parse(live.body)).toMatchObject({ status: 'ok', database: 'postgres' });
    const ready = await getJson(app, '/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(readinessResponseSchema.parse(ready.body)).toMatchObject({ status: 'not_ready', reason: 'migrations' });
    for (const res of [await getJson(app, '/api/v1/catalog/sections'), await postJson(app, '/api/v1/user/login', { login: 'dealer@example.com', password: 'dealer2026' })]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ errorMessage: STARTING_MESSAGE });
      expect(res.headers.get('Retry-After')).toBe('10');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    }
  });
});

describe.each(TEST_DRIVERS)('liveness and readiness on %s', (kind) => {
  const test = useLoggedApp(kind);

  it('is live and ready on a migrated database', async () => {
    const live = await getJson(test.app(), '/api/v1/health');
    expect(healthResponseSchema.parse(live.body)).toMatchObject({ status: 'ok', database: kind });
    const ready = await getJson(test.app(), '/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(readinessResponseSchema.parse(ready.body)).toMatchObject({ status: 'ready', database: kind });
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
  });

  it('turns readiness 503 first when draining, while liveness stays 200 and answers close their sockets', async () => {
    test.lifecycle().drain();
    const ready = await getJson(test.app(), '/api/v1/health/ready/');
    expect(ready.status).toBe(503);
    expect(readinessResponseSchema.parse(ready.body)).toMatchObject({ status: 'not_ready', reason: 'shutting_down' });
    const live = await getJson(test.app(), '/api/v1/health');
    expect(live.status).toBe(200);
    expect(live.headers.get('Connection')).toBe('close');
  });

  it('is live but not ready without migrations', async () => {
    const database = await createEmptyDatabase(kind);
    try {
      const app = createApp({ db: database.db, kind, logger: createLogger('silent') });
      expect((await getJson(app, '/api/v1/health')).status).toBe(200);
      const ready = await getJson(app, '/api/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not_ready', reason: 'migrations' });
    } finally {
      await database.drop();
    }
  });

  it('is live but not ready when the database is gone', async () => {
    const database = await createTestDatabase(kind);
    const app = createApp({ db: database.db, kind, logger: createLogger('silent') });
    await database.drop();
    expect((await getJson(app, '/api/v1/health')).status).toBe(200);
    const ready = await getJson(app, '/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', reason: 'database' });
  });
});

describe('graceful shutdown', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.drop());

  /** The app on a real socket, with a slow test route beside it and its own stream hub. */
  async function start(slowMs: number) {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const lifecycle = createLifecycle();
    const hub = createStreamHub({ db: database.db, kind: 'pglite', logger });
    const app = createApp({ db: database.db, kind: 'pglite', logger, lifecycle, streamHub: hub });
    const outer = new Hono();
    outer.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      return c.text('done');
    });
    outer.route('/', app);
    const server: ServerType = serve({ fetch: outer.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let databaseClosed = false;
    let workStopped = false;
    const shutdown = (delayMs: number, timeoutMs: number) =>
      shutDownGracefully({
        server: server as Server,
        lifecycle,
        hub,
        stopWork: () => {
          workStopped = true;
        },
        closeDatabase: () => {
          databaseClosed = true;
          return Promise.resolve();
        },
        logger,
        delayMs,
        timeoutMs,
      });
    return { origin, shutdown, lines, closed: () => ({ databaseClosed, workStopped }) };
  }

  it('turns readiness off, lets in-flight requests finish, ends event streams, then closes the database', async () => {
    const server = await start(400);
    const stream = sseReader(await fetch(`${server.origin}/api/v1/sse/stream?uid=${'a'.repeat(32)}`));
    expect(await stream.next()).toBe('♥');
    const slow = fetch(`${server.origin}/slow`).then(async (res) => [res.status, await res.text()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = server.shutdown(300, 5000);
    // During the delay the process still answers, but readiness is off.
    const ready = await fetch(`${server.origin}/api/v1/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: 'shutting_down' });
    expect(await done).toBe(true);
    expect(await slow).toEqual([200, 'done']);
    await expect(stream.next(1000)).rejects.toThrow(/ended/);
    expect(server.closed()).toEqual({ databaseClosed: true, workStopped: true });
    await expect(fetch(`${server.origin}/api/v1/health`)).rejects.toThrow();
  });

  it('closes requests still open after the timeout', async () => {
    const server = await start(60_000);
    const hanging = fetch(`${server.origin}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await server.shutdown(0, 300)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await hanging).toBe('cut');
    expect(server.lines.some((line) => line.includes('still open after the timeout'))).toBe(true);
  });
});
