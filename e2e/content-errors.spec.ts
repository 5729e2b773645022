import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as forward, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { expect, test } from './helpers/test';

/**
 * A second site process whose backend is a proxy to the real one that lists one more product in its sitemap (the
 * site's index of what exists) and fails that product's calls with 503: the product page must show the error page
 * with that status.
 */
const SITE_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const PROXY_PORT = SITE_PORT + 1;
const API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
const origin = `http://127.0.0.1:${SITE_PORT}`;
const BROKEN = 'broken-product';

let site: ChildProcess | undefined;

/** The real sitemap with the broken product in it. */
async function listBroken(outgoing: ServerResponse): Promise<void> {
  const sitemap = (await (await fetch(`http://127.0.0.1:${API_PORT}/api/v1/content/get_sitemap`)).json()) as { products: { sectionCode: string; code: string }[] };
  sitemap.products.push({ sectionCode: 'fasady-pvh', code: BROKEN });
  outgoing.writeHead(200, { 'Content-Type': 'application/json' });
  outgoing.end(JSON.stringify(sitemap));
}
let proxy: Server | undefined;

test.describe('a failing backend call', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one server process is enough: run at desktop width');

  test.beforeAll(async () => {
    proxy = createServer((incoming, outgoing) => {
      if (incoming.url?.includes('/content/get_sitemap')) {
        void listBroken(outgoing);
        return;
      }
      if (incoming.url?.includes(BROKEN)) {
        outgoing.writeHead(503, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify({ errorMessage: 'Сервис недоступен' }));
        return;
      }
      const upstream = forward({ host: '127.0.0.1', port: API_PORT, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(upstream);
    });
    proxy.listen(PROXY_PORT, '127.0.0.1');
    await once(proxy, 'listening');
    site = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(SITE_PORT)], {
      env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${PROXY_PORT}`, PORT: String(SITE_PORT) },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${origin}/favicon.svg`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      site.kill('SIGTERM');
      await once(site, 'exit');
    }
    proxy?.close();
  });

  test('a product the backend fails to give shows the error page with its status', async ({ page }) => {
    const response = await page.goto(`${origin}/catalog/fasady-pvh/${BROKEN}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Произошла ошибка' })).toBeVisible();
    await expect(page.getByText('503', { exact: true })).toBeAttached();
    await expect(page.getByRole('link', { name: 'вернуться на главную' })).toHaveAttribute('href', '/');
  });
});
