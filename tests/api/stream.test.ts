import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Client } from 'pg';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { createApp } from '../../backend/app';
import { signToken } from '../../backend/auth/tokens';
import { streamBindings, users } from '../../backend/db/schema';
import { ephemeralConfig, type AppConfig } from '../../backend/lib/config';
import { storeVisitorMessage } from '../../backend/lib/chat';
import { createLogger } from '../../backend/lib/logger';
import { publishEvent, publishToSession } from '../../backend/lib/events';
import { createNotification } from '../../backend/lib/notifications';
import { databaseRateLimitStore } from '../../backend/lib/rate-limit-store';
import { createStreamHub, type StreamHub } from '../../backend/lib/stream-hub';
import { answerPrivateMessage, issueSubscriptionCode, TG_REPLIES } from '../../backend/lib/telegram-subscriptions';
import { getJson } from './helpers/request';
import { sseReader } from './helpers/sse';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';

const uid = () => randomBytes(12).toString('hex');

describe.each(TEST_DRIVERS)('event stream on %s', (kind) => {
  let database: TestDatabase;
  let hub: StreamHub;
  let app: Hono;
  let config: AppConfig;
  const tokens = new Map<string, { id: number; headers: Record<string, string> }>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    config = ephemeralConfig();
    const logger = createLogger('silent');
    hub = createStreamHub({ db: database.db, kind, logger, heartbeatMs: 100 });
    app = createApp({ db: database.db, kind, logger, config, streamHub: hub });
    for (const user of await database.db.select().from(users)) {
      const { jwt } = await signToken(config, { id: user.id, role: user.role as 'dealer' | 'manager' });
      tokens.set(user.role, { id: user.id, headers: { 'X-API-Key': jwt } });
    }
  });
  afterAll(async () => {
    await hub.close();
    await database.drop();
  });
  const dealer = () => tokens.get('dealer') ?? { id: 0, headers: {} };

  const open = async (streamUid: string) => {
    const response = await app.request(`/api/v1/sse/stream?uid=${streamUid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    // A compressing proxy (the site's gzip) would hold the events back without no-transform.
    expect(response.headers.get('Cache-Control')).toBe('no-store, no-transform');
    return sseReader(response);
  };

  it('opens with a heartbeat and keeps beating', async () => {
    const stream = await open(uid());
    expect(await stream.next()).toBe('♥');
    expect(await stream.next()).toBe('♥');
    expect(hub.size()).toBe(1);
    await stream.close();
    await expect.poll(() => hub.size()).toBe(0);
  });

  it('refuses a stream without a proper uid', async () => {
    for (const query of ['', '?uid=short', `?uid=${'x'.repeat(65)}`, '?uid=has%20space0000000000']) {
      const res = await getJson(app, `/api/v1/sse/stream${query}`);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
    }
  });

  it('delivers a user\'s events only after setUser, and none after unsetUser', async () => {
    const mine = uid();
    const other = uid();
    const stream = await open(mine);
    const stranger = await open(other);
    await createNotification(database.db, { userId: dealer().id, title: 'до привязки', html: '' });
    expect((await getJson(app, `/api/v1/sse/setUser?uid=${mine}`, dealer().headers)).body).toEqual({ result: 'ok' });
    await createNotification(database.db, { userId: dealer().id, title: 'после', html: '', priority: true });
    expect(await stream.nextEvent()).toEqual({ e: 'newNotification', shownotify: true });
    expect((await getJson(app, `/api/v1/sse/unsetUser?uid=${mine}`)).body).toEqual({ result: 'ok' });
    await createNotification(database.db, { userId: dealer().id, title: 'после выхода', html: '' });
    await expect(stream.nextEvent(400)).rejects.toThrow('No stream message in time');
    await expect(stranger.nextEvent(100)).rejects.toThrow('No stream message in time');
    await stream.close();
    await stranger.close();
  });

  it('binds a stream opened after setUser, and sends chat events to the visitor\'s browser', async () => {
    const mine = uid();
    await getJson(app, `/api/v1/sse/setUser?uid=${mine}`, dealer().headers);
    const stream = await open(mine);
    await createNotification(database.db, { userId: dealer().id, title: 'x', html: '' });
    expect(await stream.nextEvent()).toMatchObject({ e: 'newNotification', shownotify: false });
    await stream.close();
  });

  it('tells the user\'s stream when a Telegram chat is linked to the account (tgNotifyAdd)', async () => {
    const mine = uid();
    await getJson(app, `/api/v1/sse/setUser?uid=${mine}`, dealer().headers);
    const stream = await open(mine);
    const code = await issueSubscriptionCode(database.db, dealer().id);
    expect(await answerPrivateMessage(database.db, databaseRateLimitStore(database.db), '880011', code)).toBe(TG_REPLIES.linked);
    expect(await stream.nextEvent()).toEqual({ e: 'tgNotifyAdd', tgId: '880011' });
    await stream.close();
  });

  it('answers userStats with the unread count', async () => {
    const res = await getJson(app, '/api/v1/sse/userStats', dealer().headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadNotifications: 4, unreadComments: 0 });
  });

  it('refuses setUser and userStats without a valid token, and setUser with a bad uid', async () => {
    const forged = await signToken(ephemeralConfig(), { id: dealer().id, role: 'dealer' });
    for (const headers of [{}, { 'X-API-Key': 'forged' }, { 'X-API-Key': forged.jwt }] as Record<string, string>[]) {
      expect((await getJson(app, `/api/v1/sse/setUser?uid=${uid()}`, headers)).body).toEqual({ errorMessage: 'Invalid token specified' });
      expect((await getJson(app, '/api/v1/sse/userStats', headers)).status).toBe(401);
    }
    expect((await getJson(app, '/api/v1/sse/setUser?uid=bad', dealer().headers)).status).toBe(400);
    expect((await getJson(app, '/api/v1/sse/unsetUser', dealer().headers)).status).toBe(400);
  });

  it('lets setUser move a browser to another user', async () => {
    const shared = uid();
    const manager = tokens.get('manager') ?? { id: 0, headers: {} };
    await getJson(app, `/api/v1/sse/setUser?uid=${shared}`, dealer().headers);
    await getJson(app, `/api/v1/sse/setUser?uid=${shared}`, manager.headers);
    const rows = await database.db.select().from(streamBindings);
    expect(rows.find((row) => row.uid === shared)?.userId).toBe(manager.id);
  });

  it('keeps a setUser that lands while a new stream is still reading its binding', async () => {
    const mine = uid();
    const manager = tokens.get('manager') ?? { id: 0, headers: {} };
    // The browser was the manager's; the dealer signs in on it as its stream opens, and the read answers late.
    await getJson(app, `/api/v1/sse/setUser?uid=${mine}`, manager.headers);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let read = false;
    const hold = (builder: object): object =>
      new Proxy(builder, {
        get(target, prop) {
          const value: unknown = Reflect.get(target, prop, target);
          if (prop === 'then' && typeof value === 'function') {
            return (resolve: (rows: unknown) => void, reject: (error: unknown) => void) =>
              (value as (f: (rows: unknown) => unknown) => Promise<unknown>).call(target, (rows: unknown) => ((read = true), held.then(() => rows))).then(resolve, reject);
          }
          return typeof value === 'function' && (prop === 'from' || prop === 'where') ? (...args: unknown[]) => hold((value as (...a: unknown[]) => object).apply(target, args)) : value;
        },
      });
    const slowDb = new Proxy(database.db, {
      get: (target, prop) => (prop === 'select' ? (...args: unknown[]) => hold((target.select as (...a: unknown[]) => object)(...args)) : (Reflect.get(target, prop, target) as unknown)),
    });
    const slowHub = createStreamHub({ db: slowDb, kind, logger: createLogger('silent'), heartbeatMs: 60_000 });
    const received: string[] = [];
    const decoder = new TextDecoder();
    const connecting = slowHub.connect(mine, (chunk) => received.push(decoder.decode(chunk)));
    await expect.poll(() => read).toBe(true);
    expect((await getJson(app, `/api/v1/sse/setUser?uid=${mine}`, dealer().headers)).body).toEqual({ result: 'ok' });
    await createNotification(database.db, { userId: dealer().id, title: 'пока читается привязка', html: '' });
    await expect.poll(() => received.join('')).toContain('newNotification');
    release();
    const remove = await connecting;
    received.length = 0;
    // Both travel the same channel in this order: the manager's (a priority one) would arrive first.
    await createNotification(database.db, { userId: manager.id, title: 'прежнему владельцу', html: '', priority: true });
    await createNotification(database.db, { userId: dealer().id, title: 'после чтения', html: '' });
    await expect.poll(() => received.join('')).toContain('"shownotify":false');
    expect(received.join('')).not.toContain('"shownotify":true');
    remove();
    await slowHub.close();
  });

  describe('events a page missed before its stream was bound', () => {
    let clock = 1_000_000;
    let replayHub: StreamHub;
    const decoder = new TextDecoder();
    const opened: (() => void)[] = [];
    const listen = async (streamUid: string, age?: number) => {
      const received: string[] = [];
      opened.push(await replayHub.connect(streamUid, (chunk) => received.push(decoder.decode(chunk)), { age }));
      return { text: () => received.join('') };
    };
    const bind = (streamUid: string) => getJson(app, `/api/v1/sse/setUser?uid=${streamUid}`, dealer().headers);
    const bound = async () => {
      const streamUid = uid();
      await bind(streamUid);
      return streamUid;
    };
    // A stream bound to the dealer all along: once it has an event, so has the hub's record of recent events.
    let witness: { text: () => string };
    const publishSeen = async (orderId: number) => {
      await publishEvent(database.db, dealer().id, { e: 'viewComment', orderId });
      await expect.poll(() => witness.text()).toContain(`"orderId":${orderId}`);
    };

    beforeAll(async () => {
      replayHub = createStreamHub({ db: database.db, kind, logger: createLogger('silent'), heartbeatMs: 60_000, now: () => clock });
      witness = await listen(await bound());
    });
    afterAll(async () => {
      for (const remove of opened) remove();
      await replayHub.close();
    });

    it('sends them when setUser binds a stream that gave its page\'s age, and not to one that gave none', async () => {
      const asking = uid();
      const silent = uid();
      const mine = await listen(asking, 3_000);
      const other = await listen(silent);
      clock += 1_000;
      await publishSeen(9101);
      expect(mine.text()).toBe('');
      await bind(asking);
      await bind(silent);
      await expect.poll(() => mine.text()).toContain('"orderId":9101');
      await publishSeen(9102);
      await expect.poll(() => other.text()).toContain('"orderId":9102');
      expect(other.text()).not.toContain('9101');
      // A second setUser of the same user (the next page's) does not send them again.
      await bind(asking);
      await publishSeen(9103);
      await expect.poll(() => mine.text()).toContain('"orderId":9103');
      expect(mine.text().split('"orderId":9101').length - 1).toBe(1);
    });

    it('sends a stream opening already bound only the events its page\'s age reaches back to, a minute at most', async () => {
      clock += 10_000;
      await publishSeen(9201);
      clock += 5_000;
      const before = await listen(await bound(), 4_000);
      const after = await listen(await bound(), 6_000);
      expect(before.text()).not.toContain('9201');
      expect(after.text()).toContain('"orderId":9201');
      clock += 60_000;
      const late = await listen(await bound(), 3_600_000);
      expect(late.text()).not.toContain('9201');
    });

    it('sends a visitor\'s browser the chat events of its session it missed', async () => {
      const sid = uid();
      clock += 1_000;
      await publishToSession(database.db, sid, { e: 'newTgChatMessage', message: 'Ответ до открытия', date: 1_790_000_000 });
      const early = await listen(uid());
      await publishSeen(9301);
      expect(early.text()).toBe('');
      const visitor = await listen(sid, 2_000);
      expect(visitor.text()).toContain('Ответ до открытия');
    });
  });

  it('queues the missed events a stream asks for after its first heartbeat, and refuses a malformed age', async () => {
    const mine = uid();
    await getJson(app, `/api/v1/sse/setUser?uid=${mine}`, dealer().headers);
    await publishEvent(database.db, dealer().id, { e: 'newComment', orderId: 987_654 });
    const response = await app.request(`/api/v1/sse/stream?uid=${mine}&age=60000`);
    const stream = sseReader(response);
    expect(await stream.next()).toBe('♥');
    for (;;) {
      const event = await stream.nextEvent();
      if (event.orderId === 987_654) break;
    }
    await stream.close();
    for (const age of ['abc', '-1', '1.5']) {
      const res = await getJson(app, `/api/v1/sse/stream?uid=${uid()}&age=${age}`);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
    }
  });

  it('delivers a manager\'s chat answer to the visitor\'s stream', async () => {
    const sid = uid();
    await storeVisitorMessage(database.db, { sid, name: '', email: '', text: 'Здравствуйте', sentAt: 1_790_000_000 });
    const stream = await open(sid);
    const res = await app.request('/api/v1/tgwebchat/reply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...tokens.get('manager')?.headers },
      body: JSON.stringify({ sid, text: 'Добрый день!' }),
    });
    expect(res.status).toBe(200);
    expect(await stream.nextEvent()).toMatchObject({ e: 'newTgChatMessage', message: 'Добрый день!', date: expect.any(Number) as number });
    await stream.close();
  });
});

const ADMIN_URL = process.env.TEST_DATABASE_URL;

/** Two real backend processes on one PostgreSQL: a browser on one receives what the other publishes. */
describe.skipIf(!ADMIN_URL)('fan-out across two backend processes', () => {
  const name = `stream_fanout_${randomBytes(5).toString('hex')}`;
  const processes: ChildProcess[] = [];
  const ports = [3460 + Math.floor(Math.random() * 4), 3465 + Math.floor(Math.random() * 4)] as const;
  let databaseUrl = '';

  const admin = async (query: string) => {
    const client = new Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  const start = async (port: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(port), JWT_SECRET: 'fan-out-test-secret-0123456789abcdefghij', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`backend on ${port} did not start: ${output.slice(-500)}`)), 50_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('API ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`backend on ${port} exited with ${code}: ${output.slice(-500)}`)));
    });
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(ADMIN_URL ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // One after the other: the first migrates and seeds, the second finds it done.
    await start(ports[0]);
    await start(ports[1]);
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }, 60_000);

  const api = (port: number, path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}/api/v1/${path}`, init);

  it('a dealer connected to one process gets the notification created through the other', async () => {
    const login = await api(ports[0], 'user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'dealer@example.com', password: 'dealer2026' }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const staff = await api(ports[1], 'user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'manager@example.com', password: 'manager2026' }),
    });
    const { jwt: staffJwt } = (await staff.json()) as { jwt: string };

    const browser = uid();
    const stream = sseReader(await api(ports[1], `sse/stream?uid=${browser}`));
    expect(await stream.next()).toBe('♥');
    // The binding is made on the other process: the stream's process learns it through NOTIFY.
    expect(await (await api(ports[0], `sse/setUser?uid=${browser}`, { headers: { 'X-API-Key': jwt } })).json()).toEqual({ result: 'ok' });

    const created = await api(ports[0], 'notifications/notifications_create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': staffJwt },
      body: JSON.stringify({ notification_data: { to: 'dealers', title: 'Через другой процесс', text: 'т', priority: true } }),
    });
    expect(created.status).toBe(200);
    const started = Date.now();
    expect(await stream.nextEvent(2000)).toEqual({ e: 'newNotification', shownotify: true });
    expect(Date.now() - started).toBeLessThan(2000);

    const sid = uid();
    const chat = sseReader(await api(ports[0], `sse/stream?uid=${sid}`));
    const form = new FormData();
    form.set('sms', JSON.stringify({ data: { text: 'Вопрос', user: { sid }, date: Math.floor(Date.now() / 1000) } }));
    expect(await (await api(ports[0], 'tgwebchat/send_message', { method: 'POST', body: form })).json()).toEqual({ data: 'ok' });
    await api(ports[1], 'tgwebchat/reply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': staffJwt },
      body: JSON.stringify({ sid, text: 'Ответ' }),
    });
    expect(await chat.nextEvent(2000)).toMatchObject({ e: 'newTgChatMessage', message: 'Ответ' });
    await stream.close();
    await chat.close();
  }, 60_000);
});
