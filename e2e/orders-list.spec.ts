import { expect, test } from './helpers/test';
import { apiToken, createOrderByApi, DEALER, sampleRows, signInByApi } from './helpers/session';
import { ONE_WIDTH } from './helpers/projects';
import { freshDealer } from './helpers/fresh-dealer';
import { expectAccessible } from './content-helpers';

test.describe('order list', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
  });

  test('creation dates typed as dd.mm.yyyy or chosen in the calendar', async ({ page, isMobile }) => {
    // The seed's orders were made 0, 1, 2, 4, 6, 9, 12, 18, 25, 33, 40 and 45 days ago; other tests add orders today.
    const typed = (daysAgo: number) => {
      const day = new Date(Date.now() - daysAgo * 86_400_000);
      return `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    };
    const listCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/order');
    await page.goto('/profile/order-list');
    // Spec §7: limit 10, sorted by creation, newest first.
    expect(Object.fromEntries(new URL((await listCall).url()).searchParams)).toMatchObject({ limit: '10', field_sort: 'order_create', order_sort: 'desc', page: '1' });
    const rows = page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const from = page.getByRole('textbox', { name: 'Создан с' });
    // A phone shows the orders first, the filters folded under their button; set filters keep them open.
    const filtersToggle = page.getByRole('button', { name: 'Фильтр заказов' });
    if (isMobile) {
      await expect(from).toBeHidden();
      await expect(rows.first()).toBeInViewport();
      await filtersToggle.click();
      await expect(filtersToggle).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(filtersToggle).toBeHidden();
    }
    const to = page.getByRole('textbox', { name: 'по', exact: true });

    await from.fill('31.02.2026');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(from).toHaveAccessibleDescription('Дата заполнена неверно');
    await expect(page).not.toHaveURL(/date_from/);
    await from.fill(typed(20));
    await expect(page.getByText('Дата заполнена неверно')).toBeHidden();
    await to.fill(typed(15));
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}/);
    await expect(page).toHaveURL(/date_to=\d{4}-\d{2}-\d{2}/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('К-104');
    await page.reload();
    if (isMobile) await expect(page.getByRole('button', { name: 'Фильтр заказов (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(from).toHaveValue(typed(20));
    await expect(rows).toHaveCount(1);

    // An empty field's calendar opens at today; a month back, by the keys: 25 days ago is after it, 33 days ago before.
    await from.fill(typed(35));
    await to.fill('');
    const toggle = page.getByRole('button', { name: 'Выбрать дату: по' });
    await toggle.click();
    const calendar = page.getByRole('dialog', { name: 'Календарь' });
    await expect(calendar.getByRole('columnheader').first()).toHaveText('пн');
    await expectAccessible(page);
    await expect(calendar.getByRole('button', { name: /, (понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)$/ }).and(page.locator('[tabindex="0"]'))).toBeFocused();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(to).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('К-097');
  });

  test('pages of 10, filters kept in the URL, and load-more', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/profile/order-list');
    const rows = page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toBeVisible();

    // Nobody cancels orders in these tests: the seed's one cancelled order stays the only one.
    await page.getByLabel('Статус').selectOption({ label: 'Отменен' });
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/status=cn/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Отменен');
    await page.reload();
    await expect(page.getByLabel('Статус')).toHaveValue('cn');
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(rows).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Страницы' });
    await expect(pager.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Показать ещё' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    // From the keyboard the focus goes on to the first order it brought (Tab from the button would pass them by).
    await expect(rows.nth(10).getByRole('link', { name: /^Заказ № \d+$/ })).toBeFocused();
    // The pager stands on the last page shown: its arrow back leads to page 1, none leads to what is on screen.
    await expect(pager.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Страница 1' })).not.toHaveAttribute('aria-current', 'page');

    // Back from an order of the added page shows the added pages again, the order's row where it was.
    const shownCount = await rows.count();
    const eleventh = rows.nth(10).getByRole('link', { name: /^Заказ № \d+$/ });
    const name = (await eleventh.textContent()) ?? '';
    await eleventh.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(shownCount);
    await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();
    await expect(pager.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a filter the backend refuses is told on its field, and editing the field clears it', { tag: ONE_WIDTH }, async ({ page }) => {
    const number = page.getByRole('searchbox', { name: 'Номер заказа' });
    await page.goto('/profile/order-list');
    await expect(page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem').first()).toBeVisible();
    await expect(number).toHaveAttribute('maxlength', '50');

    // A link with a number longer than any order's (typed into the address, or an old bookmark).
    await page.goto(`/profile/order-list?number=${'7'.repeat(51)}`);
    await expect(number).toHaveAccessibleDescription('Не больше 50 знаков');
    await expect(page.getByRole('alert').filter({ hasText: 'Неверные параметры запроса' })).toHaveCount(0);
    // The statuses are still offered, though the list could not say which its orders have.
    await expect(page.getByLabel('Статус').getByRole('option')).toHaveCount(9);
    await number.fill('К-104');
    await expect(page.getByText('Не больше 50 знаков')).toBeHidden();
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem')).toHaveCount(1);

    await page.goto('/profile/order-list?status=xx');
    await expect(page.getByLabel('Статус')).toHaveAccessibleDescription('Неверное значение');
  });

  test('a filter value in the address that no field shows is said, with a way back to every order', async ({ page, request }) => {
    const rows = page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem');
    const refused = page.getByRole('alert').filter({ hasText: 'Заказы не показаны: фильтр в адресе страницы задан неверно' });
    // The checkbox shows only ticked or not: «q» has no field to be told under.
    await page.goto('/profile/order-list?unreadMessages=q');
    await expect(refused).toContainText('С непрочитанными комментариями: Неверное значение');
    await expect(refused).toBeInViewport();
    await refused.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).not.toHaveURL(/unreadMessages/);
    await expect(rows.first()).toBeVisible();
    await expect(refused).toHaveCount(0);

    // A dealer without companies has no company field either.
    await freshDealer(page, request, 'filters');
    await page.goto('/profile/order-list?company_id=-1');
    await expect(refused).toContainText('Компания: Неверный идентификатор');
    await refused.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).not.toHaveURL(/company_id/);
    await expect(page.getByText('Заказов не найдено')).toBeVisible();
  });

  test('a page past the last gives way to the last page', async ({ page }) => {
    const rows = page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem');
    const pager = page.getByRole('navigation', { name: 'Страницы' });
    await page.goto('/profile/order-list?page=99');
    await expect(page).not.toHaveURL(/page=99/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    await expect(rows.first()).toBeVisible();
    await expect(pager.getByRole('link', { name: `Страница ${last}` })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Следующая страница' })).toHaveCount(0);
    await expect(page.getByText('Заказов не найдено')).toHaveCount(0);

    // One page of cancelled orders: the list's first page, with its filter kept.
    await page.goto('/profile/order-list?status=cn&page=5');
    await expect(page).toHaveURL(/\/profile\/order-list\?status=cn$/);
    await expect(rows).toHaveCount(1);
  });

  test('repeat an order: chosen rows become a new draft at today\'s prices', async ({ page, isMobile }) => {
    await page.goto('/profile/order-list?status=sp');
    await page.getByRole('link', { name: /^Заказ № \d+$/ }).first().click();
    await page.getByRole('button', { name: 'Повторить заказ' }).click();
    const region = page.getByRole('region', { name: 'Повторить заказ' });
    // On a phone the table's rows become cards, each price under its own label.
    const header = (name: string) => (isMobile ? region.getByRole('cell', { name: new RegExp(`^${name}`) }).first() : region.getByRole('columnheader', { name }));
    await expect(header('Цена в заказе')).toBeVisible();
    await expect(header('Цена сегодня')).toBeVisible();
    await region.getByRole('checkbox', { name: 'Строка 1' }).uncheck();
    const source = page.url();
    await region.getByRole('button', { name: 'Создать черновик' }).click();
    await expect(page).not.toHaveURL(source);
    await expect(page.getByText(/головной заказ №/)).toBeVisible();
    await expect(page.getByText('Черновик').first()).toBeVisible();
  });

  test('a 50-character order number of the dealer\'s own wraps inside its card', async ({ page, isMobile }) => {
    const { jwt } = await apiToken(page.request, DEALER.login, DEALER.password);
    const id = await createOrderByApi(page.request, jwt);
    const long = 'КУХНЯ-ИВАНОВА-'.repeat(4).slice(0, 50);
    expect((await page.request.post(`/api/v1/order/${id}`, { headers: { 'X-API-Key': jwt }, multipart: { order_number: long } })).ok()).toBe(true);
    await page.goto(`/profile/order-list?number=${id}`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Заказ № ${id}`, exact: true }) });
    const number = row.getByText(long);
    await expect(number).toBeVisible();
    const right = (box: { x: number; width: number } | null) => (box?.x ?? 0) + (box?.width ?? 0);
    const numberBox = await number.boundingBox();
    expect(right(numberBox)).toBeLessThanOrEqual(right(await row.boundingBox()));
    // On a wide screen the facts stand beside it: the number stays clear of them.
    if (!isMobile) expect(right(numberBox)).toBeLessThanOrEqual((await row.locator('dl').boundingBox())?.x ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('«Показать ещё» after orders came in meanwhile shows each order once, the new ones too', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = await freshDealer(page, request, 'more');
    for (let i = 0; i < 12; i++) await createOrderByApi(request, dealer.jwt, sampleRows(1));
    await page.goto('/profile/order-list');
    const links = page.getByRole('list', { name: 'Список заказов' }).getByRole('link', { name: /^Заказ № \d+$/ });
    await expect(links).toHaveCount(10);
    const fresh = [await createOrderByApi(request, dealer.jwt, sampleRows(1)), await createOrderByApi(request, dealer.jwt, sampleRows(1))];
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(links).toHaveCount(14);
    const names = await links.allTextContents();
    expect(new Set(names).size).toBe(14);
    for (const id of fresh) expect(names).toContain(`Заказ № ${id}`);
  });

  test('long client names wrap in the list and leave the order page its price box, on any screen', async ({ page, request, isMobile }) => {
    const dealer = await freshDealer(page, request, 'names');
    const client = async (name: string) => {
      const response = await request.post('/api/v1/client/', { headers: { 'X-API-Key': dealer.jwt }, data: { name } });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { client: { id: number } }).client.id;
    };
    await client('Индивидуальный предприниматель Константинопольский-Преображенский Александр Вячеславович');
    const unbroken = 'Оченьоченьоченьдлинноеимябезпробеловдлятестапереноса';
    const id = await createOrderByApi(request, dealer.jwt);
    const set = await request.post(`/api/v1/order/${id}`, { headers: { 'X-API-Key': dealer.jwt }, multipart: { client_id: String(await client(unbroken)) } });
    expect(set.ok()).toBe(true);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await page.goto('/profile/order-list');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Заказ № ${id}`, exact: true }) });
    const name = row.getByText(unbroken);
    await expect(name).toBeVisible();
    const right = (box: { x: number; width: number } | null) => (box?.x ?? 0) + (box?.width ?? 0);
    expect(right(await name.boundingBox())).toBeLessThanOrEqual(right(await row.boundingBox()));
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(`/profile/order/${id}`);
    const price = page.getByRole('region', { name: 'Стоимость' });
    await expect(price).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The select of clients no longer grows to its longest name and squeezes the prices beside it.
    expect((await price.boundingBox())?.width ?? 0).toBeGreaterThan(isMobile ? 280 : 320);
  });

  test('the bare order area leads to the order list', { tag: ONE_WIDTH }, async ({ page }) => {
    const response = await page.request.get('/profile/order', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/profile/order-list');
    await page.goto('/profile/order');
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    await expect(page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem').first()).toBeVisible();
  });

  test("'Новый заказ' offers the calculator or an import", async ({ page }) => {
    await page.goto('/profile/order-list');
    await page.getByRole('main').getByRole('button', { name: 'Новый заказ' }).click();
    const choice = page.getByRole('dialog', { name: 'Выберите способ создания заказа' });
    await choice.getByRole('button', { name: /Калькулятор/ }).click();
    await expect(page.getByRole('dialog', { name: 'Выберите вид заказа' })).toContainText('Срок производства');
    await page.keyboard.press('Escape');
    // The profile header's own 'Новый заказ' opens the same choice.
    await page.getByRole('banner').getByRole('button', { name: 'Новый заказ' }).click();
    await page.getByRole('dialog', { name: 'Выберите способ создания заказа' }).getByRole('link', { name: /Импорт/ }).click();
    await expect(page).toHaveURL(/\/profile\/order\/new$/);
  });
});
