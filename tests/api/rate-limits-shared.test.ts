import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { createApp } from '../../backend/app';
import { rateLimits } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLogger } from '../../backend/lib/logger';
import { databaseRateLimitStore } from '../../backend/lib/rate-limit-store';
import { postJson } from './helpers/request';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';

const CALLBACK = { name: 'Иван', phone: '+7 (912)-345-67-89', message: 'Перезвоните' };

describe.each(TEST_DRIVERS)('rate limits shared by two backend instances on %s', (kind) => {
  let database: TestDatabase;
  let instances: Hono[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Two processes behind a balancer: separate apps, configurations and memories, one database.
    instances = [0, 1].map(() =>
      createApp({ db: database.db, kind, logger: createLogger('silent'), config: ephemeralConfig({ formRateLimit: { limit: 3, windowMs: 60_000 } }) }),
    );
  });
  afterAll(() => database.drop());
  const [a, b] = [() => instances[0] as Hono, () => instances[1] as Hono];

  it('counts a form limit once across both instances, with the same 429, Retry-After and message', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.5' };
    expect((await postJson(a(), '/api/v1/form/callback/', CALLBACK, from)).status).toBe(200);
    expect((await postJson(b(), '/api/v1/form/callback/', CALLBACK, from)).status).toBe(200);
    expect((await postJson(a(), '/api/v1/form/callback/', CALLBACK, from)).status).toBe(200);
    const limited = await postJson(b(), '/api/v1/form/callback/', CALLBACK, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^(59|60)$/);
    expect(errorResponseSchema.parse(limited.body).errorMessage).toBe('Слишком много запросов. Попробуйте ещё раз через 1 мин.');
    expect((await postJson(a(), '/api/v1/form/callback/', CALLBACK, from)).status).toBe(429);
    expect((await postJson(a(), '/api/v1/form/callback/', CALLBACK, { 'X-Forwarded-For': '203.0.113.6' })).status).toBe(200);
  });

  it('locks a login after 5 failures spread over both instances', async () => {
    const wrong = { login: 'dealer@example.ru', password: 'wrong-password' };
    for (let i = 0; i < 5; i++) {
      const res = await postJson(i % 2 ? b() : a(), '/api/v1/user/login', wrong, { 'X-Forwarded-For': `198.51.100.${i}` });
      expect(res.status).toBe(401);
    }
    for (const instance of [a(), b()]) {
      const locked = await postJson(instance, '/api/v1/user/login', { login: 'dealer@example.ru', password: 'dealer-pass-1' }, { 'X-Forwarded-For': '198.51.100.9' });
      expect(locked.status).toBe(429);
      expect(errorResponseSchema.parse(locked.body).errorMessage).toMatch(/^Слишком много запросов/);
    }
  });

  it('counts concurrent hits atomically', async () => {
    const stores = [databaseRateLimitStore(database.db), databaseRateLimitStore(database.db)] as const;
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % 2 === 0 ? 0 : 1].hit('test:concurrent', 60_000)));
    expect(counts.map((window) => window.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a new window once the old one ended, and sweeps ended windows', async () => {
    const store = databaseRateLimitStore(database.db);
    const now = Date.now();
    await store.hit('test:old', 1000, now);
    expect((await store.hit('test:old', 1000, now + 500)).count).toBe(2);
    const renewed = await store.hit('test:old', 1000, now + 1000);
    expect(renewed).toEqual({ count: 1, resetAt: new Date(now + 2000) });
    await store.hit('test:ended', 1000, now);
    await databaseRateLimitStore(database.db).hit('test:sweeper', 1000, now + 120_000);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:sweeper');
    expect(keys).not.toContain('test:ended');
    expect(keys).not.toContain('test:old');
  });
});
