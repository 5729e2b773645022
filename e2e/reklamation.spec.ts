import { expect, test } from './helpers/test';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ONE_WIDTH } from './helpers/projects';
import { freshDealer } from './helpers/fresh-dealer';
import { apiToken, createOrderByApi, DEALER, signInByApi, STAFF } from './helpers/session';

/** A tiny PNG: the server checks the first bytes, the browser only shows it as a preview. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGPY0pOCFTEMpAQAIy9OwVPinmkAAAAASUVORK5CYII=',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const DESCRIPTION = 'Обнаружено при приёмке: скол на углу фасада, у второго фасада оттенок светлее образца.';
const DAMAGE = 'Механическое повреждение (скол, царапина, вмятина)';
const COLOR = 'Цвет или оттенок не соответствует';

/** The rows of the first sheet as arrays of cell values. */
async function sheetRows(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Posts to the API and fails the test on a refusal, with the backend's words. */
async function apiPost<T>(page: Page, path: string, jwt: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { headers: { 'X-API-Key': jwt }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A dealer of this test alone with `count` claims sent, oldest first, on an order the factory has shipped: the demo
 * dealer's one draft is shared with the other tests of the run.
 */
async function dealerWithClaims(page: Page, count: number) {
  const dealer = await freshDealer(page, page.request, 'claims');
  const orderId = await createOrderByApi(page.request, dealer.jwt);
  const upload = await page.request.get(`/api/v1/order/${orderId}/upload`, { headers: { 'X-API-Key': dealer.staff } });
  expect(upload.ok(), await upload.text()).toBe(true);
  for (const action of ['produce', 'ready', 'ship']) await apiPost(page, `/api/v1/order/${orderId}/status`, dealer.staff, { action });
  const claims: { id: number; number: string }[] = [];
  for (let i = 1; i <= count; i += 1) {
    const { rId } = (await (await page.request.get('/api/v1/order/reklamation', { headers: { 'X-API-Key': dealer.jwt } })).json()) as { rId: number };
    const rek_data = JSON.stringify({ orderId, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: `Скол, претензия ${i}` });
    await apiPost(page, '/api/v1/order/save_reklamation_state', dealer.jwt, { rId, rek_data });
    claims.push((await apiPost<{ claim: { id: number; number: string } }>(page, '/api/v1/order/send_reklamation', dealer.jwt, { rId })).claim);
  }
  return { ...dealer, claims };
}

/** «Показать ещё» until the claim is on the page: other tests' claims may come before it. */
async function showUntil(list: Locator, claim: Locator) {
  await expect(list.getByRole('article').first()).toBeVisible();
  for (let pages = 0; pages < 30 && !(await claim.isVisible()); pages += 1) {
    const more = list.getByRole('button', { name: 'Показать ещё' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(list.getByRole('button', { name: 'Загрузка…' })).toHaveCount(0);
  }
  await expect(claim).toBeVisible();
}

async function download(page: Page, button: string): Promise<string> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return (await (await waiting).path()) ?? '';
}

/** A draft left by an earlier run on a reused server would be restored: every run starts from an empty one. */
async function clearDraft(page: Page, jwt: string) {
  const init = await page.request.get('/api/v1/order/reklamation', { headers: { 'X-API-Key': jwt } });
  const { rId } = (await init.json()) as { rId: number };
  await page.request.post('/api/v1/order/remove_reklamation', { headers: { 'X-API-Key': jwt }, data: { rId } });
}

test.describe('claims', () => {
  test.describe.configure({ mode: 'serial' });

  test('a claim on a shipped order: rows, two photos with one removed, sending, both exports and the factory answer', { tag: ONE_WIDTH }, async ({ page }) => {
    test.setTimeout(120_000);
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    await clearDraft(page, jwt);

    // From the cabinet's start page, as a dealer finds it.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Рекламации: сообщить о браке' }).click();
    await expect(page.getByRole('heading', { name: 'Рекламация', level: 1 })).toBeVisible();

    // Sending an empty draft: the server's reasons in the error modal.
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error).toContainText('Рекламация заполнена не полностью: выберите отгруженный заказ; отметьте хотя бы одну деталь с дефектом; опишите дефект');
    await error.getByRole('button', { name: 'продолжить' }).click();
    await expect(page.getByText('Выберите отгруженный заказ', { exact: true })).toBeVisible();

    const orderSelect = page.getByRole('combobox', { name: 'Отгруженный заказ' });
    const option = orderSelect.locator('option', { hasText: 'К-101' });
    const orderId = Number(await option.getAttribute('value'));
    await orderSelect.selectOption(String(orderId));
    await page.getByRole('checkbox', { name: /^Строка 1:/ }).check();
    await page.getByRole('combobox', { name: 'Вид дефекта, строка 1' }).selectOption({ label: DAMAGE });
    await page.getByRole('textbox', { name: 'Комментарий, строка 1' }).fill('Скол на углу');
    await page.getByRole('checkbox', { name: /^Строка 3:/ }).check();
    await page.getByRole('combobox', { name: 'Вид дефекта, строка 3' }).selectOption({ label: COLOR });
    const quantity = page.getByRole('spinbutton', { name: 'Количество, строка 3' });
    // A cleared quantity is no state to save, and must not break the page either. More pieces than shipped are
    // said at the field at once, yet the draft keeps them; the sending refuses them.
    await quantity.fill('');
    await quantity.fill('99');
    await expect(quantity).toHaveAccessibleDescription('Количество больше, чем в заказе');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^Черновик сохранён в \d\d:\d\d\sМСК$/)).toBeVisible();
    await quantity.fill('1');
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('combobox', { name: 'Требование' }).selectOption({ label: 'Замена деталей' });
    // The line still shows the save before this one: the reload below must come after the description's own save.
    const descriptionSaved = page.waitForResponse((response) => response.url().includes('save_reklamation_state') && response.ok() && (response.request().postData() ?? '').includes(DESCRIPTION));
    await page.getByRole('textbox', { name: 'Описание дефекта' }).fill(DESCRIPTION);
    await descriptionSaved;
    await expect(page.getByText(/^Черновик сохранён в \d\d:\d\d\sМСК$/)).toBeVisible();

    const files = page.getByRole('list', { name: 'Прикреплённые файлы' });
    await page.getByLabel('Добавить фото или документ').setInputFiles([photo('скол.png'), photo('оттенок.png')]);
    await expect(files.getByRole('img', { name: 'скол.png' })).toBeVisible();
    await expect(files.getByRole('img', { name: 'оттенок.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Удалить файл оттенок.png' }).click();
    await expect(files.getByRole('img', { name: 'оттенок.png' })).toHaveCount(0);
    await expect(files.getByRole('listitem')).toHaveCount(1);

    // A renamed program is refused by its content, with the server's message.
    await page.getByLabel('Добавить фото или документ').setInputFiles({ name: 'фото.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ\x90\x00\x03 program') });
    await expect(error).toContainText('Можно прикрепить только файлы jpg, jpeg, png, webp, pdf, xlsx, docx');
    await error.getByRole('button', { name: 'продолжить' }).click();

    // Everything comes back after a reload.
    await page.reload();
    await expect(orderSelect).toHaveValue(String(orderId));
    await expect(page.getByRole('checkbox', { name: /^Строка 1:/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Вид дефекта, строка 1' })).toHaveValue('damage');
    await expect(page.getByRole('textbox', { name: 'Комментарий, строка 1' })).toHaveValue('Скол на углу');
    await expect(page.getByRole('checkbox', { name: /^Строка 2:/ })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Вид дефекта, строка 3' })).toHaveValue('color');
    await expect(page.getByRole('textbox', { name: 'Описание дефекта' })).toHaveValue(DESCRIPTION);
    await expect(files.getByRole('img', { name: 'скол.png' })).toBeVisible();
    const firstRow = (await page.getByRole('checkbox', { name: /^Строка 1:/ }).locator('xpath=..').textContent()) ?? '';

    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    const sent = page.getByRole('dialog', { name: 'Рекламация отправлена' });
    await expect(sent).toContainText(/Рекламация Р-\d{5} отправлена на фабрику/);
    const number = /Р-\d{5}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: /^Строка 1:/ })).toHaveCount(0);
    await expect(orderSelect).toHaveValue('');

    const claim = page.getByRole('article', { name: `Рекламация ${number}` });
    await expect(claim.getByText('Статус: Отправлена')).toBeVisible();
    const orderText = (await claim.getByRole('link', { name: /^Заказ №/ }).textContent()) ?? '';
    expect(orderText).toBe(`Заказ № ${orderId} (К-101)`);
    // What was sent stays readable, its photos downloadable.
    await claim.getByRole('button', { name: `Показать подробности ${number}` }).click();
    await expect(claim.getByText(DESCRIPTION)).toBeVisible();
    const sentFiles = claim.getByRole('list', { name: `Файлы рекламации ${number}` });
    const photoDownload = page.waitForEvent('download');
    await sentFiles.getByRole('button', { name: 'скол.png' }).click();
    expect((await photoDownload).suggestedFilename()).toBe('скол.png');

    const document = await sheetRows(await download(page, `Рекламация (Excel) ${number}`));
    expect(document[0]?.[0]).toBe(`Рекламация ${number}`);
    expect(document).toContainEqual(['Статус', 'Отправлена']);
    expect(document).toContainEqual(['Заказ', `№ ${orderId} · К-101`]);
    expect(document).toContainEqual(['Требование', 'Замена деталей']);
    expect(document).toContainEqual(['Описание', DESCRIPTION]);
    expect(document).toContainEqual(['Файлы', 'скол.png']);
    const one = document.find((row) => row[0] === 1);
    expect(firstRow).toContain(`Строка 1: ${String(one?.[1])}`);
    expect(firstRow).toContain(String(one?.[2]));
    expect(one?.slice(5)).toEqual([1, DAMAGE, 'Скол на углу']);
    expect(document.find((row) => row[0] === 3)?.slice(5, 7)).toEqual([1, COLOR]);

    const label = await sheetRows(await download(page, `Ярлык на посылку (Excel) ${number}`));
    expect(label[0]?.[0]).toBe(`Рекламация ${number}`);
    expect(label).toContainEqual(['Получатель', 'Фабрика «Фасадия», отдел рекламаций']);
    expect(label).toContainEqual(['Заказ', `№ ${orderId} · К-101`]);
    expect(label).toContainEqual(['Деталей, шт', '2']);
    expect(label.map((row) => row[0])).toEqual(expect.arrayContaining(['Строка 1', 'Строка 3']));

    // The factory accepts the claim; the dealer sees the new status and its note.
    const staff = await apiToken(page.request, STAFF.login, STAFF.password);
    // The number is the claim's place among sent claims, not its id: the list joins the two. The dealer's own list has
    // it first, however many claims other tests send meanwhile.
    const list = (await (await page.request.get('/api/v1/order/reklamation_list', { headers: { 'X-API-Key': jwt } })).json()) as { claims: { id: number; number: string }[] };
    const rId = list.claims.find((item) => item.number === number)?.id;
    expect(rId).toBeDefined();
    const moved = await page.request.post('/api/v1/order/reklamation_status', {
      headers: { 'X-API-Key': staff.jwt },
      data: { rId, status: 'accepted', comment: 'Заменим фасад за счёт фабрики' },
    });
    expect(moved.ok()).toBe(true);
    await page.reload();
    await expect(claim.getByText('Статус: Принята')).toBeVisible();
    await expect(claim.getByText('Заменим фасад за счёт фабрики', { exact: true })).toBeVisible();
  });

  test('the staff move a claim to its next status on the same page', { tag: ONE_WIDTH }, async ({ page }) => {
    await signInByApi(page, STAFF.login, STAFF.password);
    await page.goto('/profile/order/reklamation');
    const list = page.getByRole('region', { name: 'Рекламации дилеров' });
    const filter = list.getByRole('combobox', { name: 'Показать' });
    // Filtered: other tests' claims may have pushed the accepted one off the first page of all claims.
    await filter.selectOption({ label: 'Принята' });
    const accepted = list.getByRole('article').filter({ has: page.getByText('Статус: Принята') }).first();
    const number = /Р-\d{5}/.exec((await accepted.getByRole('heading').textContent()) ?? '')?.[0] ?? '';
    const claim = list.getByRole('article', { name: `Рекламация ${number}` });
    await claim.getByRole('combobox', { name: `Новый статус, ${number}` }).selectOption({ label: 'Закрыта' });
    await claim.getByRole('textbox', { name: `Комментарий для дилера, ${number}` }).fill('Фасад заменён');
    await claim.getByRole('button', { name: 'Сменить статус' }).click();
    // Closed, it leaves the accepted ones: the list says what became of it.
    await expect(list.getByRole('status').filter({ hasText: `Статус рекламации ${number}: Закрыта` })).toBeVisible();
    await expect(claim).toHaveCount(0);
    await filter.selectOption({ label: 'Закрыта' });
    await showUntil(list, claim);
    await expect(claim.getByText('Статус: Закрыта')).toBeVisible();
    await expect(claim.getByText('Рассмотрение завершено')).toBeVisible();
  });

  test('a long list comes a page at a time with «Показать ещё», and the staff find an old open claim with the filter', async ({ page }) => {
    test.setTimeout(180_000);
    const dealer = await dealerWithClaims(page, 21);
    const [oldest] = dealer.claims;
    await page.goto('/profile/order/reklamation');
    const mine = page.getByRole('region', { name: 'Мои рекламации' });
    await expect(mine.getByRole('article')).toHaveCount(20);
    await expect(mine.getByText('Показано 20 из 21')).toBeVisible();
    await expect(mine.getByRole('article', { name: `Рекламация ${oldest!.number}` })).toHaveCount(0);
    await mine.getByRole('button', { name: 'Показать ещё' }).click();
    const old = mine.getByRole('article', { name: `Рекламация ${oldest!.number}` });
    await expect(old).toBeVisible();
    await expect(mine.getByRole('article')).toHaveCount(21);
    await expect(mine.getByText('Показано 21 из 21')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
    // What was sent is still there for the older claim.
    await old.getByRole('button', { name: `Показать подробности ${oldest!.number}` }).click();
    await expect(old.getByText('Скол, претензия 1', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The factory settles every newer claim of this dealer (never through «Принята», which another test looks for); the
    // oldest one still waits for it.
    for (const claim of dealer.claims.slice(1)) {
      await apiPost(page, '/api/v1/order/reklamation_status', dealer.staff, { rId: claim.id, status: 'rejected' });
      await apiPost(page, '/api/v1/order/reklamation_status', dealer.staff, { rId: claim.id, status: 'closed' });
    }
    await signInByApi(page, STAFF.login, STAFF.password);
    await page.goto('/profile/order/reklamation');
    const all = page.getByRole('region', { name: 'Рекламации дилеров' });
    await expect(all.getByRole('article')).toHaveCount(20);
    await expect(all.getByRole('article', { name: `Рекламация ${oldest!.number}` })).toHaveCount(0);
    await all.getByRole('combobox', { name: 'Показать' }).selectOption({ label: 'Открытые: ждут действий фабрики' });
    await expect(page).toHaveURL(/[?&]status=open/);
    const waiting = all.getByRole('article', { name: `Рекламация ${oldest!.number}` });
    await showUntil(all, waiting);
    await expect(waiting.getByText('Статус: Отправлена')).toBeVisible();
    await expect(all.getByText('Статус: Закрыта')).toHaveCount(0);
    await waiting.getByRole('combobox', { name: `Новый статус, ${oldest!.number}` }).selectOption({ label: 'На рассмотрении' });
    await waiting.getByRole('button', { name: 'Сменить статус' }).click();
    await expect(waiting.getByText('Статус: На рассмотрении')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Back from another page, the address keeps the filter.
    await page.goto('/profile');
    await page.goBack();
    await expect(all.getByRole('combobox', { name: 'Показать' })).toHaveValue('open');
  });

  test('the claim page fits the screen', async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
    await page.goto('/profile/order/reklamation');
    await expect(page.getByRole('heading', { name: 'Рекламация', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Отгруженный заказ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Мои рекламации' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The picker's longest order ('№ 10 (К-097), отгружен 24.10.2026, строк: 4') must not push it out of its card on a phone.
    const picker = page.getByRole('combobox', { name: 'Отгруженный заказ' });
    const pickerBox = await picker.boundingBox();
    const cardBox = await page.locator('fieldset').filter({ has: picker }).boundingBox();
    expect(pickerBox!.x + pickerBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  });
});
