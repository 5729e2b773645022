import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers/test';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { CalculatorReference } from '../api-client/schemas/calculator';
import { ONE_WIDTH } from './helpers/projects';
import { logoutFromCabinet, registerByApi, uniqueDealer } from './helpers/auth-ui';
import { freshDealer } from './helpers/fresh-dealer';
import { DEALER, openLive, signInByApi } from './helpers/session';

const cell = (page: Page, column: string, row: number) => page.getByRole('textbox', { name: `${column}, строка ${row}`, exact: true });
const grid = (page: Page) => page.getByRole('table', { name: 'Строки расчёта' });
const totals = (page: Page) => page.getByRole('region', { name: 'Итого' });
const totalSum = (page: Page) => totals(page).locator('dd').last();
const createButton = (page: Page) => page.getByRole('button', { name: 'Создать заказ' });

const EMPTY_GROUP = { model: null, glass: null, material: null, layout: null, color: null, ral: '', varnish: null, patina: null, packaging: null };

/** A draft left by an earlier run on a reused server would be restored; start from an empty one. */
async function clearDraft(request: APIRequestContext, jwt: string) {
  await request.post('/api/v1/order/save_calculator_state', {
    headers: { 'X-API-Key': jwt },
    data: { calc_data: JSON.stringify({ nti: null, group: EMPTY_GROUP, rows: [], savedAt: '' }) },
  });
}

/** Types each value into the focused cell and presses the key after it, as a dealer moving along a row. */
async function typeAlong(page: Page, key: 'Enter' | 'Tab', values: string[]) {
  for (const value of values) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press(key);
  }
}

/** A paste from Excel: the clipboard's tab-separated text handed to the focused cell. */
async function pasteInto(page: Page, column: string, row: number, text: string) {
  await cell(page, column, row).focus();
  await cell(page, column, row).evaluate((input, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

/** What the grid shows, row by row: №, height, width, quantity, area, unit price and sum (the trailing empty row left out). */
async function screenRows(page: Page): Promise<string[][]> {
  const rows = await grid(page)
    .locator('tbody tr:has(input)')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 8).map((td) => td.querySelector('input')?.value ?? td.textContent ?? '')),
    );
  return rows.filter((row) => row[1]).map((row) => [row[0], row[1], row[2], row[3], row[5], row[6], row[7]].map((value) => value ?? ''));
}

const number = (text: string) => Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'));

/** Twelve rows typed by keyboard: 300…850 mm high, 396 wide, 1–3 pieces, a note on the first. */
const TYPED = Array.from({ length: 12 }, (_, i) => [String(300 + i * 50), '396', String((i % 3) + 1), i === 0 ? 'Кухня' : '']);
const PASTED = '500\t300\t1\tНиз\n600\t300\t2\n700\t300\t1\n800\t300\t1\n900\t300\t4\n';

test.describe('the calculator', () => {
  test('12 rows by keyboard, 5 pasted, live prices, a warning and an error, a reload, the export and the order in the list', { tag: ONE_WIDTH }, async ({ page }) => {
    test.setTimeout(150_000);
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    await clearDraft(page.request, jwt);
    const reference = (await (await page.request.get('/api/v1/order/calculator', { headers: { 'X-API-Key': jwt } })).json()) as CalculatorReference;
    await page.goto('/profile/order/calculator?nti=1');
    await expect(page.getByRole('heading', { name: 'Калькулятор', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Вид заказа' })).toHaveValue('1');

    await page.getByRole('combobox', { name: 'Модель фасада' }).selectOption({ label: 'Фасад «Модена»' });
    await expect(page.getByRole('combobox', { name: 'Стекло' })).toBeDisabled();
    await expect(page.getByText('у модели нет стекла')).toBeVisible();
    await expect(page.getByText(/Допустимые размеры: высота 110–2350 мм, ширина 110–1150 мм/)).toBeVisible();

    // Keyboard only: Enter and Tab move on, a new row appears after the last.
    await cell(page, 'Высота, мм', 1).focus();
    await typeAlong(page, 'Enter', TYPED[0] as string[]);
    await expect(cell(page, 'Высота, мм', 2)).toBeFocused();
    await typeAlong(page, 'Tab', TYPED[1] as string[]);
    // Tab stops at the row's delete button on its way, as in any accessible table.
    await expect(page.getByRole('button', { name: 'Удалить строку 2' })).toBeFocused();
    await page.keyboard.press('Tab');
    for (const values of TYPED.slice(2)) await typeAlong(page, 'Enter', values);
    await expect(cell(page, 'Высота, мм', 13)).toBeFocused();
    await expect(cell(page, 'Высота, мм', 13)).toHaveValue('');
    await expect(cell(page, 'Высота, мм', 12)).toHaveValue('850');
    await expect(cell(page, 'Кол-во', 12)).toHaveValue('3');

    await pasteInto(page, 'Высота, мм', 13, PASTED);
    await expect(page.getByText('Вставлено строк: 5')).toBeVisible();
    await expect(cell(page, 'Высота, мм', 17)).toHaveValue('900');
    await expect(cell(page, 'Кол-во', 17)).toHaveValue('4');
    await expect(cell(page, 'Примечание', 13)).toHaveValue('Низ');
    await expect(cell(page, 'Высота, мм', 18)).toHaveValue('');

    const firstRow = grid(page).getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(5)).toHaveText('0,12');
    await expect(firstRow.getByRole('cell').nth(6)).toHaveText(/^\d[\d\s\u00a0]*$/);
    await expect(totals(page)).toContainText('Позиций17');

    // Another material: its colours replace the old ones in the select, and every price follows.
    const modena = reference.order_models.find((model) => model.title === 'Фасад «Модена»');
    const glossy = reference.order_materials.find((material) => material.title === 'Плёнка ПВХ глянцевая');
    const glossyColors = modena?.materials.find((material) => material.id === glossy?.id)?.colors.map((own) => reference.order_colors.find((color) => color.id === own.id)?.title ?? '');
    expect(glossyColors?.length).toBeGreaterThan(0);
    const matteSum = await totalSum(page).textContent();
    const mattePrice = await firstRow.getByRole('cell').nth(6).textContent();
    await page.getByRole('combobox', { name: 'Материал' }).selectOption({ label: 'Плёнка ПВХ глянцевая' });
    await expect(page.getByRole('combobox', { name: 'Цвет', exact: true }).locator('option')).toHaveText(glossyColors ?? []);
    await expect(firstRow.getByRole('cell').nth(6)).not.toHaveText(mattePrice ?? '');
    await expect(totalSum(page)).not.toHaveText(matteSum ?? '');

    // A warning lets the order go; an error blocks sending but not saving.
    await cell(page, 'Высота, мм', 2).fill('2050');
    await expect(page.getByText('Длинный фасад: возможен прогиб, рекомендуем выпрямитель')).toBeVisible();
    await expect(createButton(page)).toBeEnabled();
    await cell(page, 'Ширина, мм', 3).fill('1500');
    await expect(page.getByText('Ширина больше максимальной (1150 мм)')).toBeVisible();
    await expect(createButton(page)).toBeDisabled();
    await expect(totals(page).getByText('Итог предварительный: пока в строках есть ошибки, он может измениться')).toBeVisible();
    // A row that cannot be priced (its quantity is wrong) still says which size breaks the model's limits.
    const quantity = cell(page, 'Кол-во', 3);
    const typedQuantity = await quantity.inputValue();
    await quantity.fill('0');
    const rowThree = page.getByRole('list', { name: 'Проверка строки 3' });
    await expect(rowThree.getByText('Количество должно быть не меньше 1')).toBeVisible();
    await expect(rowThree.getByText('Ширина больше максимальной (1150 мм)')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Проверка строки 4' })).toHaveCount(0);
    await quantity.fill(typedQuantity);
    await expect(page.getByText('Количество должно быть не меньше 1')).toBeHidden();
    await expect(page.getByText('Заказ нельзя создать, пока в расчёте есть ошибки. Черновик при этом сохраняется.')).toBeVisible();
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page.getByText(/^Черновик сохранён в \d\d:\d\d\sМСК$/)).toBeVisible();

    // Mid-edit: a value typed a moment ago, not yet saved to the server, survives the reload too.
    await cell(page, 'Примечание', 5).fill('Мойка');
    await page.reload();
    await expect(cell(page, 'Примечание', 5)).toHaveValue('Мойка');
    await expect(cell(page, 'Ширина, мм', 3)).toHaveValue('1500');
    await expect(cell(page, 'Высота, мм', 17)).toHaveValue('900');
    await expect(page.getByRole('combobox', { name: 'Материал' }).locator('option:checked')).toHaveText('Плёнка ПВХ глянцевая');
    await expect(page.getByText('Ширина больше максимальной (1150 мм)')).toBeVisible();
    await expect(page.getByText('Длинный фасад: возможен прогиб, рекомендуем выпрямитель')).toBeVisible();

    await cell(page, 'Ширина, мм', 3).fill('596');
    await expect(createButton(page)).toBeEnabled();
    // A row begun and left half-filled keeps the order from leaving without it, and says what it lacks once left.
    await cell(page, 'Высота, мм', 18).fill('640');
    await expect(createButton(page)).toBeDisabled();
    await expect(page.getByText('Строка 18 заполнена не полностью: допишите её или очистите')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Проверка строки 18' })).toHaveCount(0);
    await cell(page, 'Примечание', 1).focus();
    const rowEighteen = page.getByRole('list', { name: 'Проверка строки 18' });
    await expect(rowEighteen).toHaveText(['Укажите ширину', 'Укажите количество'].join(''));
    await expect(page.getByText('Заказ нельзя создать, пока в расчёте есть ошибки. Черновик при этом сохраняется.')).toBeVisible();
    await cell(page, 'Высота, мм', 18).fill('');
    await expect(rowEighteen).toHaveCount(0);
    await expect(createButton(page)).toBeEnabled();
    await expect(page.getByText(/^Итог предварительный/)).toBeHidden();
    await expect(totals(page)).toHaveAttribute('aria-busy', 'false');
    const shown = await screenRows(page);
    expect(shown).toHaveLength(17);
    const sum = (await totalSum(page).textContent()) ?? '';
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    const values: unknown[][] = [];
    workbook.getWorksheet('Расчёт')?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const header = values.findIndex((row) => row[0] === '№');
    const sheetRows = values.slice(header + 1, header + 1 + shown.length);
    expect(sheetRows.map((row) => row.slice(0, 7))).toEqual(shown.map((row) => row.map(number)));
    expect(sheetRows[4]?.[9]).toBe('Мойка');
    expect(values.at(-1)?.[6]).toBe(number(sum));

    // A workbook with a wrong size is refused with its problem by cell, and no row is loaded.
    const bad = new ExcelJS.Workbook();
    bad.addWorksheet('Лист1').addRows([['Высота', 'Ширина', 'Кол-во'], [2900, 396, 1]]);
    await page.getByLabel('Загрузить из Excel').setInputFiles({ name: 'расчёт.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await bad.xlsx.writeBuffer()) });
    const refusal = page.getByRole('alert').filter({ hasText: 'В файле есть ошибки, строки не загружены' });
    await expect(refusal).toContainText('Лист1!A2: высота 2900 больше допустимой 2750');
    expect(await screenRows(page)).toHaveLength(17);

    // A file that names its own model loads its sizes, and says they are priced by the calculator's choice.
    const withModel = new ExcelJS.Workbook();
    withModel.addWorksheet('Лист1').addRows([['Модель', 'Высота', 'Ширина', 'Кол-во'], ['Верона', 500, 300, 1]]);
    await page.getByLabel('Загрузить из Excel').setInputFiles({ name: 'верона.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await withModel.xlsx.writeBuffer()) });
    // A file is a whole calculation: the rows typed here make way for it only when the dealer agrees.
    const replace = page.getByRole('dialog', { name: 'Заменить строки расчёта строками из файла?' });
    await expect(replace).toContainText('В расчёте уже 17 строк: их место займут 1 строка из файла.');
    await replace.getByRole('button', { name: 'Отмена' }).click();
    await expect(replace).toHaveCount(0);
    expect(await screenRows(page)).toHaveLength(17);

    // The calculation's own export loads back as the same calculation, not doubled.
    const exported = await readFile(await (await download).path());
    await page.getByLabel('Загрузить из Excel').setInputFiles({ name: 'Расчёт Фасадия.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: exported });
    await replace.getByRole('button', { name: 'Заменить' }).click();
    await expect(page.getByText('Загружено строк: 17')).toBeVisible();
    await expect.poll(() => screenRows(page)).toEqual(shown);
    await expect(totalSum(page)).toHaveText(sum);

    // A double click creates one order.
    let creates = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/order/create_from_calculator')) creates += 1;
    });
    await createButton(page).dblclick({ delay: 0 });
    await expect(page).toHaveURL(/\/profile\/order\/\d+$/);
    expect(creates).toBe(1);
    const id = /(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { name: `Заказ № ${id}` })).toBeVisible();
    await expect(page.getByText('Черновик').first()).toBeVisible();
    await expect(page.getByRole('row', { name: /^1 Фасад «Модена».* Кухня 300 396 1 шт/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^17 Фасад «Модена».* 900 300 4 шт/ })).toBeVisible();

    await page.goto(`/profile/order-list?number=${id}`);
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Заказ № ${id}`, exact: true }) });
    await expect(listed).toContainText('Черновик');
  });

  test('an order in draft opens in the calculator, is saved back into itself, and a new comment on it is announced', { tag: ONE_WIDTH }, async ({ page }) => {
    test.setTimeout(90_000);
    // The factory comments on this order: a dealer of this test alone keeps the announcement off other tests' pages.
    const dealer = await freshDealer(page, page.request, 'calc');
    const jwt = dealer.jwt;
    const reference = (await (await page.request.get('/api/v1/order/calculator', { headers: { 'X-API-Key': jwt } })).json()) as CalculatorReference;
    const modena = reference.order_models.find((model) => model.title === 'Фасад «Модена»');
    const material = modena?.materials[0];
    const calc = {
      group: { model: modena?.id, material: material?.id, color: material?.colors[0]?.id },
      rows: [
        { height: 716, width: 396, quantity: 2, note: 'Кухня' },
        { height: 500, width: 300, quantity: 1, note: '' },
      ],
    };
    const made = await page.request.post('/api/v1/order/create_from_calculator', { headers: { 'X-API-Key': jwt }, data: { calc_order: JSON.stringify(calc) } });
    const id = ((await made.json()) as { order: { id: number } }).order.id;

    await page.goto(`/profile/order/${id}`);
    await page.getByRole('link', { name: 'Изменить в калькуляторе' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/order/calc/${id}$`));
    await expect(page.getByText(`Открыт заказ № ${id}: «Сохранить заказ» заменит его строки и параметры`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Модель фасада' }).locator('option:checked')).toHaveText('Фасад «Модена»');
    await expect(cell(page, 'Высота, мм', 1)).toHaveValue('716');
    await expect(cell(page, 'Примечание', 1)).toHaveValue('Кухня');
    await expect(cell(page, 'Высота, мм', 2)).toHaveValue('500');
    await expect(cell(page, 'Высота, мм', 3)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toHaveCount(0);

    // The factory writes while the dealer has the order open: the calculator says so and links to the comments.
    await openLive(page, `/profile/order/calc/${id}`);
    await page.request.post('/api/v1/comment', { headers: { 'X-API-Key': dealer.staff }, data: { order_id: id, comment: 'Проверьте высоту второго фасада' } });
    await expect(page.getByText(`К заказу № ${id} добавлен новый комментарий.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Открыть комментарии' })).toHaveAttribute('href', `/profile/order/${id}#order-comments`);

    await cell(page, 'Высота, мм', 2).fill('550');
    await cell(page, 'Высота, мм', 3).focus();
    await typeAlong(page, 'Enter', ['400', '300', '1', 'Антресоль']);
    await page.reload();
    await expect(cell(page, 'Примечание', 3)).toHaveValue('Антресоль');
    await expect(cell(page, 'Высота, мм', 2)).toHaveValue('550');
    await page.getByRole('button', { name: 'Сохранить заказ' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/order/${id}$`));
    await expect(page.getByRole('row', { name: /^2 Фасад «Модена».* 550 300 1 шт/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^3 Фасад «Модена».* Антресоль 400 300 1 шт/ })).toBeVisible();

    await page.goto('/profile/order/calc/999999');
    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error).toContainText('Заказ не найден');
  });
});

test.describe('the calculator on a shared browser', () => {
  const deviceDrafts = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('calculatorDraft')));

  test('a draft this device keeps is its user\'s alone, and «Выход» forgets it', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const first = await freshDealer(page, request, 'calc-a');
    await page.goto('/profile/order/calculator');
    await cell(page, 'Примечание', 1).fill('Черновик первого дилера');
    await expect.poll(() => deviceDrafts(page)).toEqual([`calculatorDraft:${first.id}`]);

    // Another dealer signs in on this browser after the first one's session ran out (no «Выход»).
    const second = uniqueDealer('calc-b');
    await registerByApi(request, second);
    await signInByApi(page, second.email, second.password);
    await page.goto('/profile/order/calculator');
    await expect(cell(page, 'Высота, мм', 1)).toBeVisible();
    await expect(cell(page, 'Примечание', 1)).toHaveValue('');
    await cell(page, 'Примечание', 1).fill('Черновик второго дилера');
    await expect.poll(async () => (await deviceDrafts(page)).length).toBe(2);

    await logoutFromCabinet(page);
    // Forgotten by a module «Выход» loads when pressed, so a moment after the click.
    await expect.poll(() => deviceDrafts(page)).toEqual([]);
  });
});

/** A saved calculation of one «Модена» row, ready to be ordered. */
async function saveModenaDraft(request: APIRequestContext, jwt: string) {
  const reference = (await (await request.get('/api/v1/order/calculator', { headers: { 'X-API-Key': jwt } })).json()) as CalculatorReference;
  const modena = reference.order_models.find((model) => model.title === 'Фасад «Модена»');
  const material = modena?.materials[0];
  const group = { ...EMPTY_GROUP, model: modena?.id ?? null, material: material?.id ?? null, color: material?.colors[0]?.id ?? null };
  await request.post('/api/v1/order/save_calculator_state', {
    headers: { 'X-API-Key': jwt },
    data: { calc_data: JSON.stringify({ nti: null, group, rows: [{ height: '716', width: '396', quantity: '2', note: 'Кухня' }], savedAt: new Date().toISOString() }) },
  });
}

test.describe('the calculator in two tabs', () => {
  test('a calculation ordered in one tab starts anew in the other, which does not save the ordered rows back', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = await freshDealer(page, request, 'calc-tabs');
    await saveModenaDraft(request, dealer.jwt);
    // The first tab puts the session in the browser's storage, which the second then shares.
    await page.goto('/profile/order/calculator');
    await expect(cell(page, 'Примечание', 1)).toHaveValue('Кухня');
    const other = await page.context().newPage();
    await other.goto('/profile/order/calculator');
    await expect(cell(other, 'Примечание', 1)).toHaveValue('Кухня');
    await createButton(page).click();
    await expect(page).toHaveURL(/\/profile\/order\/\d+$/);

    await expect(other.getByText('Этот расчёт оформлен заказом в другой вкладке: здесь начат новый')).toBeVisible();
    await expect(cell(other, 'Высота, мм', 1)).toHaveValue('');
    const saved = other.waitForResponse((response) => response.url().includes('save_calculator_state') && response.ok());
    await cell(other, 'Примечание', 1).fill('Другой клиент');
    await saved;
    const state = (await (await request.get('/api/v1/order/calculator', { headers: { 'X-API-Key': dealer.jwt } })).json()) as CalculatorReference;
    expect(state.calculator_saved_data?.rows.filter((row) => row.height || row.note).map((row) => row.note)).toEqual(['Другой клиент']);
  });
});

test.describe('the calculator when an answer is lost', () => {
  test('«Создать заказ» pressed again after a lost answer leads to the order already made, not a second one', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = await freshDealer(page, request, 'calc-lost');
    await saveModenaDraft(request, dealer.jwt);
    // The order is made, but a gateway times out before its answer reaches the browser.
    let lost = false;
    await page.route('**/api/v1/order/create_from_calculator', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Time-out</h1>' });
    });
    await page.goto('/profile/order/calculator');
    await expect(createButton(page)).toBeEnabled();
    await createButton(page).click();
    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(error).toHaveCount(0);
    await createButton(page).click();
    await expect(page).toHaveURL(/\/profile\/order\/\d+$/);
    const list = (await (await request.get('/api/v1/order', { headers: { 'X-API-Key': dealer.jwt } })).json()) as { items: { id: number }[] };
    expect(list.items.map((order) => `/profile/order/${order.id}`)).toEqual([new URL(page.url()).pathname]);
  });
});

test.describe('the calculator on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens with its heading and grid, and with an order in it', async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    await page.goto('/profile/order/calculator');
    await expect(page.getByRole('heading', { name: 'Калькулятор', level: 1 })).toBeVisible();
    await expect(grid(page)).toBeVisible();
    await expect(cell(page, 'Высота, мм', 1)).toBeVisible();
    const reference = (await (await page.request.get('/api/v1/order/calculator', { headers: { 'X-API-Key': jwt } })).json()) as CalculatorReference;
    const model = reference.order_models[0];
    const calc = { group: { model: model?.id, material: model?.materials[0]?.id, color: model?.materials[0]?.colors[0]?.id, glass: reference.order_glassinsert_variants.find((v) => model?.layouts.includes(v.id))?.glass ?? null }, rows: [{ height: 716, width: 396, quantity: 1, note: '' }] };
    const made = await page.request.post('/api/v1/order/create_from_calculator', { headers: { 'X-API-Key': jwt }, data: { calc_order: JSON.stringify(calc) } });
    const id = ((await made.json()) as { order: { id: number } }).order.id;
    await page.goto(`/profile/order/calc/${id}`);
    await expect(page.getByText(`Открыт заказ № ${id}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сохранить заказ' })).toBeVisible();
  });
});
