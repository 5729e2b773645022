import { expect, test } from './helpers/test';
import { startDeadBackendSite, type DeadBackendSite } from './helpers/dead-backend-site';

let site: DeadBackendSite | undefined;
const origin = () => site?.origin ?? '';

test.describe('backend down', () => {
  // One worker, so one site process on the port: parallel workers would each start and stop their own.
  test.describe.configure({ mode: 'serial' });
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one server process is enough: run at desktop width');

  test.beforeAll(async () => {
    site = await startDeadBackendSite(2, '/favicon.svg');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('a page that needs the backend shows the 500 page quickly, without details', async ({ page }) => {
    // A product no test has opened, so no cached copy can stand in for the backend.
    const response = await page.goto(`${origin()}/catalog/fasady-pvh/never-rendered-product`, { timeout: 10_000 });
    expect(response?.status()).toBe(500);
    // With the whole backend down the shell's own data fails first, so the site-wide 500 page shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Ошибка сервера' })).toBeVisible();
    await expect(page.getByText('На сервере произошла непредвиденная ошибка.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'вернуться на главную' })).toHaveAttribute('href', '/');
    const html = await response!.text();
    expect(html).not.toMatch(/ECONNREFUSED|at async|node_modules|ApiError/);
  });

  test('the API through the site answers an error, not a hang', async ({ request }) => {
    const response = await request.get(`${origin()}/api/v1/catalog/sections/`, { timeout: 10_000, maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(500);
  });
});
