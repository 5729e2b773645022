import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { ONE_WIDTH } from './helpers/projects';
import { freshDealer } from './helpers/fresh-dealer';
import { createOrderByApi, orderWorkbook } from './helpers/session';

const cell = (page: Page, column: string, row: number) => page.getByRole('textbox', { name: `${column}, строка ${row}`, exact: true });
const HOUR = 3_600_000;

/** The device's copy of the draft holds `height` (the device copy is written at once, but after a render). */
const deviceHolds = (page: Page, height: string) =>
  expect.poll(() => page.evaluate((value) => Object.keys(window.localStorage).some((key) => key.startsWith('calculatorDraft') && (window.localStorage.getItem(key) ?? '').includes(`"height":"${value}"`)), height)).toBe(true);

// A dealer's PC clock running off the server's must not decide which copy of the calculation is the newer one.
test.describe('the calculator with a wrong clock on the device', () => {
  test('rows replaced on the server since win over an older edit kept on a device whose clock is an hour fast', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = await freshDealer(page, request, 'calc-fast');
    const id = await createOrderByApi(request, dealer.jwt, [[1, 'Фасад', 'Верона', 716, 396, 1, 'белый']]);
    await page.clock.install({ time: Date.now() + HOUR });
    await page.goto(`/profile/order/calc/${id}`);
    await expect(cell(page, 'Высота, мм', 1)).toHaveValue('716');
    await cell(page, 'Высота, мм', 1).fill('800');
    await deviceHolds(page, '800');

    // «Заменить файл» on the order page, left unsaved in the calculator.
    const replaced = await request.post(`/api/v1/order/${id}/excel`, {
      headers: { 'X-API-Key': dealer.jwt },
      multipart: { file_order: { name: 'заказ.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await orderWorkbook([[1, 'Фасад', 'Верона', 500, 300, 5, 'белый']]) } },
    });
    expect(replaced.ok()).toBe(true);
    await page.goto(`/profile/order/calc/${id}`);
    await expect(cell(page, 'Высота, мм', 1)).toHaveValue('500');
    await expect(cell(page, 'Кол-во', 1)).toHaveValue('5');
    await expect(cell(page, 'Высота, мм', 2)).toHaveValue('');
  });

  test('an edit kept on a device whose clock is an hour slow survives a reload', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = await freshDealer(page, request, 'calc-slow');
    const id = await createOrderByApi(request, dealer.jwt, [[1, 'Фасад', 'Верона', 716, 396, 1, 'белый']]);
    await page.clock.install({ time: Date.now() - HOUR });
    await page.goto(`/profile/order/calc/${id}`);
    await cell(page, 'Высота, мм', 1).fill('800');
    await deviceHolds(page, '800');
    await page.reload();
    await expect(cell(page, 'Высота, мм', 1)).toHaveValue('800');
  });

  test('a new calculation keeps the edits made after its last save landed, while the server is out of reach', { tag: ONE_WIDTH }, async ({ page, request }) => {
    await freshDealer(page, request, 'calc-base');
    await page.goto('/profile/order/calculator');
    const saved = page.waitForResponse((response) => response.url().includes('save_calculator_state') && response.ok());
    await cell(page, 'Высота, мм', 1).fill('700');
    await saved;
    await page.route('**/save_calculator_state', (route) => route.abort());
    await cell(page, 'Высота, мм', 1).fill('900');
    await deviceHolds(page, '900');
    await page.unroute('**/save_calculator_state');
    await page.reload();
    await expect(cell(page, 'Высота, мм', 1)).toHaveValue('900');
  });
});
