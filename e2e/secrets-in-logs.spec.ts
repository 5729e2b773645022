import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { submitLogin, waitForHydration } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';
import { DEALER } from './helpers/session';

/** Issues #7 and #11: the session token and the password never reach a log line, a URL or a served page. */
const API_PORT = specPort(30);
const SITE_PORT = specPort(31);

let dataDir = '';
const logs: string[] = [];
let backend: Spawned | undefined;
let site: Spawned | undefined;

test.describe('secrets stay out of logs, URLs and pages', { tag: ONE_WIDTH }, () => {
  // One backend and site pair on this spec's ports, read by both tests.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-e2e-secrets-'));
    backend = await startBackend(API_PORT, dataDir, logs);
    site = await startSite(SITE_PORT, backend.origin, '/api/v1/health', logs, { LOG_LEVEL: 'debug' });
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await site?.stop();
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a request id from the balancer is answered and logged by the site and the backend; the probes answer', async ({ request }) => {
    const origin = site?.origin ?? '';
    const traced = await request.get(`${origin}/api/v1/catalog/sections/?q=private-words`, { headers: { 'X-Request-Id': 'e2e-trace-00000001' } });
    expect(traced.status()).toBe(200);
    expect(traced.headers()['x-request-id']).toBe('e2e-trace-00000001');
    const forged = await request.get(`${origin}/catalog`, { headers: { 'X-Request-Id': 'no spaces allowed' } });
    expect(forged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const accessLines = () =>
      logs
        .join('')
        .split('\n')
        .filter((line) => line.includes('"reqId":"e2e-trace-00000001"'))
        .map((line) => JSON.parse(line) as { service: string; path: string; status: number; msg: string });
    await expect.poll(() => accessLines().map((line) => line.service).sort()).toEqual(['backend', 'site']);
    for (const line of accessLines()) {
      expect(line).toMatchObject({ msg: 'request', status: 200 });
      expect(line.path).toMatch(/^\/api\/v1\/catalog\/sections\/?$/);
    }
    expect(logs.join('')).not.toContain('private-words');

    const live = await request.get(`${origin}/healthz`);
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await request.get(`${origin}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const backendReady = await request.get(`${origin}/api/v1/health/ready`);
    expect(await backendReady.json()).toMatchObject({ status: 'ready', database: 'pglite' });
  });

  test('a dealer signs in, works in the cabinet and meets errors: neither secret is ever logged or served', async ({ page, context }) => {
    test.setTimeout(120_000);
    const origin = site?.origin ?? '';
    await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: origin }]);
    const urls: string[] = [];
    const documents: string[] = [];
    context.on('request', (request) => urls.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') void response.text().then((html) => documents.push(html), () => undefined);
    });

    await page.goto(`${origin}/sign-in`);
    await waitForHydration(page);
    const login = page.waitForResponse((response) => response.url().includes('/api/v1/user/login'));
    await submitLogin(page, DEALER.login, DEALER.password);
    const { jwt } = (await (await login).json()) as { jwt: string };
    expect(jwt.split('.')).toHaveLength(3);
    await expect(page).toHaveURL(/\/profile\/order-list/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const main = page.getByRole('main');
    for (const [route, shown] of [
      ['/profile/user', main.getByRole('heading', { level: 1 })],
      ['/profile/notifications', main.getByRole('heading', { level: 1 })],
      ['/profile/order/999999999', main.getByRole('heading', { level: 1, name: 'Страница не найдена' })],
      ['/catalog', main.getByRole('heading', { level: 1 })],
    ] as const) {
      await page.goto(`${origin}${route}`);
      await expect(shown.first()).toBeVisible();
    }
    // Failures are where tokens usually leak into logs: a refused token, a wrong password, a broken body.
    expect((await page.request.get(`${origin}/api/v1/order/`, { headers: { 'X-API-Key': `${jwt}x` } })).status()).toBe(401);
    expect((await page.request.post(`${origin}/api/v1/user/login`, { data: { login: DEALER.login, password: `${DEALER.password}!` } })).status()).toBeGreaterThanOrEqual(400);
    expect((await page.request.post(`${origin}/api/v1/client/`, { headers: { 'X-API-Key': jwt, 'Content-Type': 'application/json' }, data: '{"name":' })).status()).toBe(400);
    documents.push(await page.content());

    const secrets = [jwt, jwt.split('.')[2] ?? jwt, DEALER.password];
    const everything = { urls: urls.join('\n'), pages: documents.join('\n'), logs: logs.join('') };
    expect(everything.logs.length, 'the servers logged at debug level').toBeGreaterThan(0);
    expect(documents.length).toBeGreaterThan(4);
    for (const secret of secrets) {
      for (const [where, text] of Object.entries(everything)) expect(text.includes(secret), `a secret in the ${where}`).toBe(false);
    }
  });
});
