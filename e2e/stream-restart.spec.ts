import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { ONE_WIDTH } from './helpers/projects';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';
import { apiToken, DEALER, notifyByApi, openLive, signInByApi, STAFF, userIdOf } from './helpers/session';

/** Issue #10: after a backend restart the open page reconnects and has caught up within 10 s. */
const CATCH_UP_MS = 10_000;
const API_PORT = specPort(20);
const SITE_PORT = specPort(21);

/** The header button's accessible name for `count` unread notifications. */
const bellName = (count: number) => (count > 0 ? new RegExp(`^Уведомления\\s*непрочитанных: ${count}$`) : /^Уведомления$/);

// The backend is restarted, so this spec runs its own backend and site rather than the shared ones.
let dataDir = '';
let backend: Spawned | undefined;
let site: Spawned | undefined;

test.describe('the stream across a backend restart', { tag: ONE_WIDTH }, () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-e2e-restart-'));
    backend = await startBackend(API_PORT, dataDir);
    site = await startSite(SITE_PORT, backend.origin, '/api/v1/health');
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await site?.stop();
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the open cabinet reconnects and shows a notification sent after the restart, without a reload', async ({ page, request }) => {
    test.setTimeout(180_000);
    const origin = site?.origin ?? '';
    const jwt = await signInByApi(page, DEALER.login, DEALER.password, origin);
    const staff = (await apiToken(request, STAFF.login, STAFF.password, origin)).jwt;
    const statsResponse = await request.get(`${origin}/api/v1/sse/userStats`, { headers: { 'X-API-Key': jwt } });
    expect(statsResponse.status()).toBe(200);
    const before = ((await statsResponse.json()) as { unreadNotifications: number }).unreadNotifications;

    await openLive(page, `${origin}/profile/user`);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
    await expect(bell).toHaveAccessibleName(bellName(before));
    // Survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { beforeRestart: true }));

    await backend?.stop();
    const reconnected = page.waitForResponse((response) => response.url().includes('/api/v1/sse/stream') && response.status() === 200, { timeout: 120_000 });
    backend = await startBackend(API_PORT, dataDir);
    await notifyByApi(request, staff, { to: userIdOf(jwt), title: 'Фабрика снова на связи', text: 'Уведомление после перезапуска сервера' }, origin);
    const sent = Date.now();

    await expect(bell).toHaveAccessibleName(bellName(before + 1), { timeout: CATCH_UP_MS });
    await reconnected;
    expect(Date.now() - sent).toBeLessThanOrEqual(CATCH_UP_MS);
    expect(await page.evaluate(() => (window as Window & { beforeRestart?: boolean }).beforeRestart)).toBe(true);
  });
});
