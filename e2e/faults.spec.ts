import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { startFaultProxy, SLOW_MS, type Fault, type FaultProxy } from './helpers/fault-proxy';
import { solutionResponseSchema } from '../api-client/schemas/gallery';
import { ONE_WIDTH } from './helpers/projects';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';
import { createOrderByApi, DEALER, signInByApi } from './helpers/session';

/** Issue #11: a backend that fails, answers garbage, hangs or is gone, between the site and its real backend. */
const API_PORT = specPort(50);
const PROXY_PORT = specPort(51);
const SITE_PORT = specPort(52);
/** The site gives up on a server-side call after this long (API_TIMEOUT_MS): a failing cached page is rendered twice, so twice this stays well under the navigation limit. */
const SITE_TIMEOUT_MS = 2_000;
/**
 * The gallery's call, whose unique filter below gives it a URL of its own: Next's data cache (shared by every site
 * process of the build) keeps a 200 answer, garbled or not, and must not keep one another test would read.
 */
const GALLERY_CALL = /^\/api\/v1\/solution\//;

/**
 * Filters no other test asks for, so that no cached page or answer stands in for the backend: known codes, as the
 * site drops codes it does not know (by the list it last loaded, kept while the backend fails), and random ones, so
 * that a retry does not meet the answer a slow backend gave its first try late.
 */
async function unaskedGalleryQuery(): Promise<string> {
  const { filters } = solutionResponseSchema.parse(await (await fetch(`${backend?.origin ?? ''}/api/v1/solution/`)).json());
  const some = (code: string, count: number) =>
    (filters.find((filter) => filter.code === code)?.options ?? [])
      .map((option) => option.code)
      .sort(() => Math.random() - 0.5)
      .slice(0, count);
  return new URLSearchParams({ material: some('material', 2).join(','), color: some('color', 2).join(','), interior: some('interior', 1).join(',') }).toString();
}

let dataDir = '';
let backend: Spawned | undefined;
let proxy: FaultProxy | undefined;
let site: Spawned | undefined;
const origin = () => site?.origin ?? '';

test.describe('faults of the backend', { tag: ONE_WIDTH }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-e2e-faults-'));
    backend = await startBackend(API_PORT, dataDir);
    proxy = await startFaultProxy(PROXY_PORT, backend.origin);
    site = await startSite(SITE_PORT, proxy.origin, '/api/v1/health', undefined, { API_TIMEOUT_MS: String(SITE_TIMEOUT_MS) });
    // A cold backend may miss the short timeout on its first renders; the tests start from a warm one.
    await expect.poll(async () => (await fetch(`${origin()}/`)).status, { timeout: 60_000 }).toBe(200);
  });

  test.afterEach(() => proxy?.set('none'));

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await site?.stop();
    await proxy?.close();
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  for (const fault of ['error-500', 'malformed-json', 'slow', 'down'] as const satisfies Fault[]) {
    test(`a public page over a backend that is ${fault} shows the error page, without waiting for it`, async ({ page }) => {
      const query = await unaskedGalleryQuery();
      proxy?.set(fault, GALLERY_CALL);
      const response = await page.goto(`${origin()}/gallery?${query}`, { timeout: SLOW_MS - 1_000 });
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Произошла ошибка' })).toBeVisible();
      expect(await response!.text()).not.toMatch(/ECONNRESET|ECONNREFUSED|SyntaxError|at async|node_modules/);
    });
  }

  test('a garbled answer kept by the data cache stops showing within seconds once the backend answers well again', async ({ page }) => {
    const url = `${origin()}/gallery?${await unaskedGalleryQuery()}`;
    proxy?.set('malformed-json', GALLERY_CALL);
    expect((await page.goto(url))?.status()).toBeGreaterThanOrEqual(500);
    proxy?.set('none');
    // The garbled answers stay cached, but the second try's cache key changes every 10 s (api-client/http.ts).
    await expect.poll(async () => (await page.goto(url))?.status(), { timeout: 30_000, intervals: [2_000] }).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Галерея решений' })).toBeVisible();
  });

  test('an order list or order that failed to load is asked again from the page, with «Повторить» or «Найти»', async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password, origin());
    const orderId = await createOrderByApi(page.request, jwt, undefined, origin());
    proxy?.set('down', /\/api\/v1\/order(\?|\/\d+$)/);
    await page.goto(`${origin()}/profile/order-list`);
    // Spec §8's default text once the retries are spent, not a message key.
    const failure = page.getByRole('alert').filter({ hasText: 'Что-пошло не так' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    proxy?.set('none');
    await failure.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('link', { name: `Заказ № ${orderId}`, exact: true })).toBeVisible();

    proxy?.set('down', /\/api\/v1\/order(\?|\/\d+$)/);
    await page.goto(`${origin()}/profile/order-list?status=n`);
    await expect(failure).toBeVisible({ timeout: 20_000 });
    proxy?.set('none');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('link', { name: `Заказ № ${orderId}`, exact: true })).toBeVisible();

    proxy?.set('down', /\/api\/v1\/order\/\d+$/);
    await page.goto(`${origin()}/profile/order/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${orderId}` })).toBeVisible();
    await expect(failure).toBeVisible({ timeout: 20_000 });
    proxy?.set('none');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('region', { name: /Комментарии/ })).toBeVisible();
  });

  test('a comment typed while the backend fails is kept, and is sent once it is back', async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password, origin());
    const orderId = await createOrderByApi(page.request, jwt, undefined, origin());
    await page.goto(`${origin()}/profile/order/${orderId}`);
    const comments = page.getByRole('region', { name: /Комментарии/ });
    await expect(comments).toBeVisible();
    const field = page.getByLabel('Комментарий', { exact: true });
    const text = 'Прошу ускорить отгрузку: объект сдаётся в пятницу';
    await field.fill(text);

    for (const fault of ['error-500', 'malformed-json', 'down'] as const) {
      await test.step(fault, async () => {
        proxy?.set(fault, /\/api\/v1\/comment/);
        await page.getByRole('button', { name: 'Отправить', exact: true }).click();
        const error = page.getByRole('dialog', { name: 'Ошибка' });
        await expect(error).toBeVisible();
        // None of these answers carries the backend's words: the modal's Russian default, never a status text.
        await expect(error.getByText('Что-пошло не так', { exact: true })).toBeVisible();
        await error.getByRole('button', { name: 'продолжить' }).click();
        await expect(error).toHaveCount(0);
        await expect(field).toHaveValue(text);
        // The button, disabled while it was sending, has the focus back: the keyboard goes on from where it was.
        await expect(page.getByRole('button', { name: 'Отправить', exact: true })).toBeFocused();
      });
    }

    proxy?.set('none');
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    await expect(comments.getByText(text, { exact: true })).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('a calculation typed while the backend is gone stays on the device, survives a reload, and reaches the server once it is back', async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password, origin());
    const savedRows = async () => {
      const answer = await page.request.get(`${origin()}/api/v1/order/calculator`, { headers: { 'X-API-Key': jwt } });
      const body = (await answer.json()) as { calculator_saved_data: { rows: { height: string; width: string; quantity: string }[] } | null };
      return (body.calculator_saved_data?.rows ?? []).filter((row) => row.height).map((row) => [row.height, row.width, row.quantity]);
    };
    const cell = (column: string) => page.getByRole('textbox', { name: `${column}, строка 1`, exact: true });
    const kept = page.getByText('Нет связи: черновик сохранён на этом устройстве');

    proxy?.set('down', /\/api\/v1\/order\/save_calculator_state/);
    await page.goto(`${origin()}/profile/order/calculator`);
    await cell('Высота, мм').fill('700');
    await cell('Ширина, мм').fill('396');
    await cell('Кол-во').fill('2');
    await expect(kept).toBeVisible();

    await page.reload();
    await expect(cell('Высота, мм')).toHaveValue('700');
    await expect(cell('Кол-во')).toHaveValue('2');
    await expect(kept).toBeVisible();
    expect(await savedRows()).toEqual([]);

    proxy?.set('none');
    await expect(page.getByText(/^Черновик сохранён в /)).toBeVisible({ timeout: 20_000 });
    expect(await savedRows()).toEqual([['700', '396', '2']]);
  });
});
