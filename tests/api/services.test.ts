import { readdir } from 'node:fs/promises';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { requireUser } from '../../backend/auth/require-user';
import { signToken, verifyToken } from '../../backend/auth/tokens';
import { ephemeralConfig } from '../../backend/lib/config';
import type { AppEnv } from '../../backend/lib/context';
import { readOutboxFile } from '../../backend/lib/mail';
import { rateLimit } from '../../backend/lib/rate-limit';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

describe.each(TEST_DRIVERS)('shared services on %s', (kind) => {
  const test = useTestApp(kind);

  describe('POST /user/login', () => {
    it('signs in by e-mail in any case and returns a token with its expiry', async () => {
      const res = await postJson(test.app(), '/api/v1/user/login', { login: 'DEALER@example.ru', password: 'dealer-pass-1' });
      expect(res.status).toBe(200);
      const { jwt, exp } = tokenResponseSchema.parse(res.body);
      expect(exp).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
      expect(await verifyToken(test.config(), jwt)).toMatchObject({ role: 'dealer' });
    });

    it('signs in by phone typed in any format, from multipart form data', async () => {
      const form = new FormData();
      form.set('login', '+7 (999) 000-00-01');
      form.set('password', 'dealer-pass-1');
      const res = await postJson(test.app(), '/api/v1/user/login/', form);
      expect(res.status).toBe(200);
    });

    it.each([
      ['a wrong password', { login: 'dealer@example.ru', password: 'wrong-pass' }, 401],
      ['an unknown login', { login: 'nobody@example.ru', password: 'dealer-pass-1' }, 401],
      ['an empty login', { login: '', password: 'dealer-pass-1' }, 400],
      ['no password', { login: 'dealer@example.ru' }, 400],
      ['1 MB of login', { login: 'x'.repeat(1_000_000), password: 'p' }, 400],
      // Over the 2 MB any JSON body may have: refused before it is read.
      ['5 MB of login', { login: 'x'.repeat(5_000_000), password: 'p' }, 413],
    ])('refuses %s with %i and a message', async (_label, body, status) => {
      // Declared as a browser declares it (an in-process request carries no length of its own).
      const res = await postJson(test.app(), '/api/v1/user/login', body, { 'Content-Length': String(Buffer.byteLength(JSON.stringify(body))) });
      expect(res.status).toBe(status);
      expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
    });
  });

  describe('requireUser', () => {
    const guarded = () => {
      const app = new Hono<AppEnv>();
      app.get('/me', requireUser({ db: test.database().db, config: test.config() }), (c) => c.json(c.var.user));
      app.get('/staff', requireUser({ db: test.database().db, config: test.config() }, ['manager']), (c) => c.json(c.var.user));
      return app;
    };

    it('lets a valid token through with its user', async () => {
      const { body } = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer@example.ru', password: 'dealer-pass-1' });
      const { jwt } = tokenResponseSchema.parse(body);
      const res = await getJson(guarded(), '/me', { 'X-API-Key': jwt });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: 'dealer@example.ru', role: 'dealer' });
      expect((await getJson(guarded(), '/staff', { 'X-API-Key': jwt })).status).toBe(403);
    });

    it('refuses a missing, forged, expired or foreign-key token with 401 and no data', async () => {
      const expired = await signToken({ ...test.config(), tokenTtlSeconds: -10 }, { id: 1, role: 'dealer' });
      const foreign = await signToken(ephemeralConfig(), { id: 1, role: 'dealer' });
      const missingUser = await signToken(test.config(), { id: 99_999, role: 'dealer' });
      for (const token of [undefined, 'null', 'forged.token.value', expired.jwt, foreign.jwt, missingUser.jwt]) {
        const res = await getJson(guarded(), '/me', token ? { 'X-API-Key': token } : {});
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errorMessage: 'Invalid token specified' });
      }
    });
  });

  it('queues mail and writes it to the outbox as an .eml file', async () => {
    const id = await test.mailer().queue({ to: 'info@fasadia.example', subject: 'Заявка с сайта', text: 'Здравствуйте! <b>текст</b>' });
    await test.mailer().deliverPending();
    expect(await readdir(test.config().outboxDir)).toContain(`${String(id).padStart(6, '0')}.eml`);
    const eml = await readOutboxFile(test.config(), id);
    expect(eml).toContain('To: info@fasadia.example');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('limits requests per client address with a Russian 429', async () => {
    const app = new Hono();
    app.post('/form', rateLimit({ config: test.config(), db: test.database().db }, { name: 'form', limit: 2, windowMs: 60_000 }), (c) => c.json({ ok: true }));
    const send = (ip: string) => app.request('/form', { method: 'POST', headers: { 'X-Forwarded-For': ip } });
    expect((await send('10.0.0.1')).status).toBe(200);
    expect((await send('10.0.0.1')).status).toBe(200);
    const limited = await send('10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(errorResponseSchema.parse(await limited.json()).errorMessage).toBe('Слишком много запросов. Попробуйте ещё раз через 1 мин.');
    expect((await send('10.0.0.2')).status).toBe(200);
  });
});
