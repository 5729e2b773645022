import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { createApp } from '../../backend/app';
import { requireUser } from '../../backend/auth/require-user';
import type { AppEnv } from '../../backend/lib/context';
import { createLogger } from '../../backend/lib/logger';
import { postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

/** What every request costs besides its route: each of these was garbage the backend made at ~1,000 requests a second. */
describe.each(TEST_DRIVERS)('per-request overhead on %s', (kind) => {
  const test = useTestApp(kind);

  const dealerToken = async () => {
    const { body } = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer@example.ru', password: 'dealer-pass-1' });
    return tokenResponseSchema.parse(body).jwt;
  };

  it("hands the route's own answer to the server, the request id, security and cache headers set on it in place", async () => {
    const app = createApp({ db: test.database().db, kind, logger: createLogger('silent'), config: test.config() });
    let made: Response | undefined;
    app.get('/api/v1/qa-answer', (c) => (made = c.json({ ok: true })));
    const res = await app.request('/api/v1/qa-answer', { headers: { 'X-Request-Id': 'qa-answer-0001' } });
    // c.header() after the route had answered rebuilt the answer as a streamed copy (~40 KB of garbage per request).
    expect(res).toBe(made);
    expect(res.headers.get('X-Request-Id')).toBe('qa-answer-0001');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('still sets the request id on an answer whose headers cannot change (a fetched one)', async () => {
    const app = createApp({ db: test.database().db, kind, logger: createLogger('silent'), config: test.config() });
    app.get('/api/v1/qa-fetched', () => fetch('data:text/plain,fetched'));
    const res = await app.request('/api/v1/qa-fetched', { headers: { 'X-Request-Id': 'qa-fetched-0001' } });
    expect(res.headers.get('X-Request-Id')).toBe('qa-fetched-0001');
    expect(await res.text()).toBe('fetched');
  });

  it("marks a signed-in user's answer private in place, and keeps a route's own Cache-Control", async () => {
    const app = new Hono<AppEnv>();
    const guard = requireUser({ db: test.database().db, config: test.config() });
    let made: Response | undefined;
    app.get('/me', guard, (c) => (made = c.json(c.var.user)));
    app.get('/cached', guard, (c) => {
      c.header('Cache-Control', 'private, max-age=5');
      return c.json({ ok: true });
    });
    const headers = { 'X-API-Key': await dealerToken() };
    const res = await app.request('/me', { headers });
    expect(res).toBe(made);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.json()).toMatchObject({ email: 'dealer@example.ru', role: 'dealer' });
    expect((await app.request('/cached', { headers })).headers.get('Cache-Control')).toBe('private, max-age=5');
  });

  it("builds the signed-in user's query once, not on every request", async () => {
    let selects = 0;
    const db = new Proxy(test.database().db, {
      get(target, property, receiver): unknown {
        if (property === 'select') selects += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const app = new Hono<AppEnv>();
    app.get('/me', requireUser({ db, config: test.config() }, undefined, { withOrderListVersion: true }), (c) => c.json({ ...c.var.user, version: c.var.orderListVersion }));
    const headers = { 'X-API-Key': await dealerToken() };
    for (let i = 0; i < 3; i += 1) {
      const res = await app.request('/me', { headers });
      expect(await res.json()).toMatchObject({ role: 'dealer', version: expect.any(Number) as number });
    }
    expect(selects).toBe(1);
    expect((await app.request('/me', { headers: { 'X-API-Key': `${headers['X-API-Key']}x` } })).status).toBe(401);
  });

  it('makes no child logger for a request that logs nothing, and writes the access line as the child did', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const app = createApp({ db: test.database().db, kind, logger, config: test.config() });
    const child = vi.spyOn(logger, 'child');
    const res = await app.request('/api/v1/catalog/sections/', { headers: { 'X-Request-Id': 'qa-line-0001' } });
    expect(res.status).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{"level":"info","time":"[^"]+","service":"backend","reqId":"qa-line-0001","method":"GET","path":"\/api\/v1\/catalog\/sections\/","status":200,"ms":[\d.]+,"ip":"local","msg":"request"\}\n$/);
  });
});
