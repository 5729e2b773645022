import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** A second site process whose backend address has nothing listening: the backend is down. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const DEAD_ORIGIN = `http://127.0.0.1:${PORT + 7}`;
const origin = `http://127.0.0.1:${PORT}`;

let site: ChildProcess | undefined;

test.describe('backend down', () => {
  // One worker, so one site process on the port: parallel workers would each start and stop their own.
  test.describe.configure({ mode: 'serial' });
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one server process is enough: run at desktop width');

  test.beforeAll(async () => {
    site = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(PORT)], {
      env: { ...process.env, API_ORIGIN: DEAD_ORIGIN, PORT: String(PORT) },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/favicon.svg`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      site.kill('SIGTERM');
      await once(site, 'exit');
    }
  });

  test('a page that needs the backend shows the 500 page quickly, without details', async ({ page }) => {
    // A product no test has opened, so no cached copy can stand in for the backend.
    const response = await page.goto(`${origin}/catalog/fasady-pvh/never-rendered-product`, { timeout: 10_000 });
    expect(response?.status()).toBe(500);
    // With the whole backend down the shell's own data fails first, so the site-wide 500 page shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Ошибка сервера' })).toBeVisible();
    await expect(page.getByText('На сервере произошла непредвиденная ошибка.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'вернуться на главную' })).toHaveAttribute('href', '/');
    const html = await response!.text();
    expect(html).not.toMatch(/ECONNREFUSED|at async|node_modules|ApiError/);
  });

  test('the API through the site answers an error, not a hang', async ({ request }) => {
    const response = await request.get(`${origin}/api/v1/catalog/sections/`, { timeout: 10_000, maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(500);
  });
});
