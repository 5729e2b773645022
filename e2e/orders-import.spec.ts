import { expect, test } from './helpers/test';
import ExcelJS from 'exceljs';
import { apiToken, createOrderByApi, DEALER, orderWorkbook, sampleRows, signInByApi } from './helpers/session';
import { chooseLargeFile } from './helpers/forms';
import { ONE_WIDTH } from './helpers/projects';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe('order from an Excel file', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
  });

  test('the template filled with 20 rows becomes an order with its items and totals', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/profile/order/new');
    await expect(page.getByRole('heading', { name: 'Новый заказ из файла' })).toBeVisible();
    const template = await page.request.get('/api/v1/order/template');
    expect(template.headers()['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template.body()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Лист1');
    if (!sheet) throw new Error('template has no Лист1');
    for (let i = 0; i < 20; i++) {
      sheet.getRow(i + 2).values = [i + 1, 'Фасад глухой', 'Модена', 716, 396, 2, 'МДФ 19 мм', 'белый', '9003'];
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.getByLabel('Файл заказа').setInputFiles({ name: 'кухня.xlsx', mimeType: XLSX, buffer });
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    await expect(page).toHaveURL(/\/profile\/order\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Заказ № \d+$/ })).toBeVisible();
    const items = page.getByRole('region', { name: 'Состав заказа' }).locator('tbody tr');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText('Фасад глухой');
    await expect(items.first()).toContainText('Белый RAL 9003');
    await expect(page.getByRole('region', { name: 'Состав заказа' }).locator('tfoot')).toContainText('₽');
    await expect(page.getByText('Черновик').first()).toBeVisible();
  });

  test('a file with three bad cells lists the three problems by cell and creates nothing', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/profile/order/new');
    const rows = sampleRows(10);
    rows[2] = [3, 'Фасад', 'Верона', 2900, 396, 1, 'белый'];
    rows[5] = [6, 'Фасад', 'Верона', 716, 'узкий', 1, 'белый'];
    rows[8] = [9, 'Фасад', 'Верона', 716, 396, 0, 'белый'];
    await page.getByLabel('Файл заказа').setInputFiles({ name: 'ошибки.xlsx', mimeType: XLSX, buffer: await orderWorkbook(rows) });
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    const problems = page.getByRole('list', { name: 'Ошибки в файле' });
    await expect(problems.getByRole('listitem')).toHaveCount(3);
    await expect(problems).toContainText('Лист1!D4: высота 2900 больше допустимой 2750');
    await expect(problems).toContainText('Лист1!E7: ширина «узкий» не число');
    await expect(problems).toContainText('Лист1!F10: количество');
    await expect(page.getByRole('alert').filter({ hasText: 'заказ не создан' })).toHaveText('В файле заказа есть ошибки, заказ не создан');
    await expect(page).toHaveURL(/\/profile\/order\/new$/);
    // The problems were the old file's: choosing another clears them with its error.
    await page.getByLabel('Файл заказа').setInputFiles({ name: 'заказ.xlsx', mimeType: XLSX, buffer: await orderWorkbook(sampleRows(2)) });
    await expect(problems).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'заказ не создан' })).toHaveCount(0);
  });

  test("a refused additional file is named under its own field, not the order file's", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/profile/order/new');
    await page.getByLabel('Файл заказа').setInputFiles({ name: 'заказ.xlsx', mimeType: XLSX, buffer: await orderWorkbook(sampleRows(2)) });
    await page.getByLabel('Дополнительные файлы').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') });
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Можно прикрепить только файлы' })).toBeVisible();
    await expect(page.getByLabel('Дополнительные файлы')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Файл заказа')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/profile\/order\/new$/);
  });

  test('files over 10 MB are refused before anything is sent, beside their fields', { tag: ONE_WIDTH }, async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/order/excel')) posts += 1;
    });
    await page.goto('/profile/order/new');
    await chooseLargeFile(page.getByLabel('Файл заказа'), 'большой.xlsx', 11 * 1024 * 1024);
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    await expect(page.getByLabel('Файл заказа')).toHaveAccessibleDescription('Файл больше 10 МБ');

    await page.getByLabel('Файл заказа').setInputFiles({ name: 'заказ.xlsx', mimeType: XLSX, buffer: await orderWorkbook(sampleRows(2)) });
    await chooseLargeFile(page.getByLabel('Дополнительные файлы'), 'скан.pdf', 11 * 1024 * 1024);
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    await expect(page.getByLabel('Дополнительные файлы')).toHaveAccessibleDescription('Файл больше 10 МБ');
    expect(posts).toBe(0);
  });

  test("a draft's rows are replaced from a new file after a confirmation; a file with errors changes nothing", async ({ page }) => {
    const { jwt } = await apiToken(page.request, DEALER.login, DEALER.password);
    const id = await createOrderByApi(page.request, jwt, sampleRows(3));
    await page.goto(`/profile/order/${id}`);
    const items = page.getByRole('region', { name: 'Состав заказа' }).locator('tbody tr');
    await expect(items).toHaveCount(3);
    const replace = page.getByRole('region', { name: 'Заменить файл заказа' });

    const bad = sampleRows(5);
    bad[1] = [2, 'Фасад', 'Верона', 2900, 396, 1, 'белый'];
    await replace.getByLabel('Новый файл заказа').setInputFiles({ name: 'ошибки.xlsx', mimeType: XLSX, buffer: await orderWorkbook(bad) });
    await replace.getByRole('button', { name: 'Заменить' }).click();
    await page.getByRole('dialog', { name: `Заменить строки заказа № ${id} строками из файла «ошибки.xlsx»?` }).getByRole('button', { name: 'Заменить' }).click();
    await expect(replace.getByRole('list', { name: 'Ошибки в файле' })).toContainText('Лист1!D3: высота 2900 больше допустимой 2750');
    await expect(items).toHaveCount(3);

    await replace.getByLabel('Новый файл заказа').setInputFiles({ name: 'кухня-2.xlsx', mimeType: XLSX, buffer: await orderWorkbook(sampleRows(5)) });
    await replace.getByRole('button', { name: 'Заменить' }).click();
    const confirm = page.getByRole('dialog', { name: `Заменить строки заказа № ${id} строками из файла «кухня-2.xlsx»?` });
    await expect(confirm).toContainText('Это действие нельзя отменить.');
    await confirm.getByRole('button', { name: 'Заменить' }).click();
    await expect(replace.getByRole('status')).toHaveText('Файл заказа заменён');
    await expect(items).toHaveCount(5);
    await page.reload();
    await expect(items).toHaveCount(5);

    // Sent to validation, the order is no longer a draft: its file can no longer be replaced.
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(replace).toHaveCount(0);
  });
});
