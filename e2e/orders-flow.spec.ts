import { expect, test } from './helpers/test';
import { apiToken, createOrderByApi, DEALER, factory, signInByApi, STAFF } from './helpers/session';
import { registerByApi, uniqueDealer } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';
import { freshDealer } from './helpers/fresh-dealer';

test.describe('an order from draft to shipment', () => {
  // Each factory step starts the factory script (npx tsx), a few seconds apiece on a loaded machine.
  test.describe.configure({ timeout: 90_000 });
  test('the dealer edits and sends the order; the factory takes it to shipment; list and page follow', { tag: ONE_WIDTH }, async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    const id = await createOrderByApi(page.request, jwt);
    await page.goto(`/profile/order/${id}`);
    await expect(page.getByRole('heading', { name: `Заказ № ${id}` })).toBeVisible();

    await page.getByLabel('Номер заказа клиента').fill('Кухня Иванова');
    await page.getByRole('combobox', { name: 'Клиент', exact: true }).selectOption({ label: 'Кухни «Уют»' });
    await page.getByRole('combobox', { name: 'Компания', exact: true }).selectOption({ label: 'ИП Смирнов А. В.' });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
    // The form is drawn anew from the saved order; the keyboard goes on from its new «Сохранить».
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeFocused();
    await page.reload();
    await expect(page.getByLabel('Номер заказа клиента')).toHaveValue('Кухня Иванова');
    await expect(page.getByRole('combobox', { name: 'Клиент', exact: true })).toHaveValue(/\d+/);
    await page.getByRole('combobox', { name: 'Клиент', exact: true }).selectOption({ label: 'Без клиента' });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();

    const files = page.getByRole('region', { name: 'Файлы' });
    await files.getByLabel('Прикрепить файл').setInputFiles({ name: 'чертёж.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 чертёж') });
    await expect(files.getByRole('button', { name: 'чертёж.pdf', exact: true })).toBeVisible();
    await files.getByRole('button', { name: 'Удалить файл чертёж.pdf' }).click();
    await expect(files.getByRole('button', { name: 'чертёж.pdf', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    const confirm = page.getByRole('dialog', { name: 'Отправить заказ на проверку?' });
    await expect(confirm).toContainText('Пока заказ на проверке, его можно вернуть в черновик.');
    await confirm.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Статус заказа: Проверка' })).toBeVisible();
    // The pressed button went with the old status: the keyboard carries on from the new status's first action.
    await expect(page.getByRole('button', { name: 'Отметить как проверенный' })).toBeFocused();

    await factory('upload', String(id));
    await factory('produce', String(id), '--days', '14');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Статус заказа: Производство' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Ход производства' })).toBeVisible();
    await expect(page.getByText(/Срок производства 14 дн\./)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Счёт по заказу/ })).toBeVisible();

    await factory('ready', String(id));
    await factory('ship', String(id));
    await page.goto(`/profile/order-list?number=${id}`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Заказ № ${id}`, exact: true }) });
    await expect(row).toContainText('Отгрузка');
    await row.getByRole('link', { name: `Заказ № ${id}`, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Статус заказа: Отгрузка' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toHaveCount(0);
    // Made the day it started: the bar is full, not 0 of 14 days.
    await expect(page.getByText('Срок производства 14 дн. Заказ изготовлен.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Ход производства' })).toHaveAttribute('aria-valuenow', '14');
  });

  test("staff see whose order it is, its client and company as text, and only the check, production and draft", async ({ page, request, isMobile }) => {
    const dealer = (await apiToken(request, DEALER.login, DEALER.password)).jwt;
    const id = await createOrderByApi(request, dealer);
    const headers = { 'X-API-Key': dealer };
    const { clients } = (await (await request.get('/api/v1/client/', { headers })).json()) as { clients: { id: number; name: string }[] };
    const { companies } = (await (await request.get('/api/v1/company/', { headers })).json()) as { companies: { id: number; name: string }[] };
    const [client, company] = [clients[0]!, companies[0]!];
    const set = await request.post(`/api/v1/order/${id}`, { headers, multipart: { client_id: String(client.id), company_id: String(company.id) } });
    expect(set.ok()).toBe(true);
    const dealerLine = 'Дилер: Алексей Смирнов, ООО «Мебель-Урал», dealer@example.com';
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await signInByApi(page, STAFF.login, STAFF.password);
    await page.goto('/profile/order-list');
    // On a phone the filters fold away until asked for.
    if (isMobile) await page.getByRole('button', { name: 'Фильтр заказов' }).click();
    // The staff's own client list holds none of the dealers' clients: no filter by it.
    await expect(page.getByRole('combobox', { name: 'Статус' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Клиент', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Новый заказ' })).toHaveCount(0);
    // The search finds a dealer's orders by their e-mail (or name, or company) as well as by number.
    await page.goto('/profile/order-list?number=dealer%40example.com');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Заказ № ${id}`, exact: true }) });
    await expect(row).toContainText(dealerLine);
    await expect(page.getByRole('searchbox', { name: 'Номер заказа или дилер' })).toHaveValue('dealer@example.com');
    await expect(row.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await row.getByRole('link', { name: `Заказ № ${id}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${id}` })).toBeVisible();
    await expect(page.getByText(dealerLine)).toBeVisible();
    const details = page.locator('form[data-focus-key="order-details"]');
    await expect(details.getByText(client.name, { exact: true })).toBeVisible();
    await expect(details.getByText(company.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Клиент', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Компания', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Примечание')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
    // The subscription, deletion and the dealer's own steps are the dealer's: not offered.
    await expect(page.getByRole('checkbox', { name: 'Получать уведомления об изменениях' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toHaveCount(0);
    // Placing orders is a dealer's part: the staff are not offered what the backend would refuse them.
    await expect(page.getByRole('button', { name: 'Повторить заказ' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Отправить в производство' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Отметить как проверенный' }).click();
    await expect(page.getByRole('button', { name: 'Отметить как проверенный' })).toHaveCount(0);

    const saved = (await (await request.get(`/api/v1/order/${id}`, { headers })).json()) as { order: { client: { id: number } | null; subscribe: boolean; order_check_users: string[]; actions: string[] } };
    expect(saved.order).toMatchObject({ client: { id: client.id }, subscribe: true, order_check_users: ['Ирина Ковалёва'] });
    // The factory's check leaves the dealer's own to make.
    expect(saved.order.actions).toContain('setchecked');

    // Typed addresses of the dealer's forms say why there is no form, not a form whose send would be refused.
    for (const [path, title] of [['/profile/order/new', 'Новый заказ из файла'], ['/profile/order/calculator', 'Калькулятор']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Заказы оформляют дилеры в своих кабинетах.')).toBeVisible();
      await expect(page.getByRole('button', { name: /Создать заказ/ })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'К списку заказов' }).click();
    await expect(page).toHaveURL(/\/profile\/order-list$/);
  });

  test('a client removed in another tab is said at the order\'s client field, and the field\'s message goes once it is changed', { tag: ONE_WIDTH }, async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    const id = await createOrderByApi(page.request, jwt);
    const created = await page.request.post('/api/v1/client', { headers: { 'X-API-Key': jwt }, data: { name: `Уходящий клиент ${id}` } });
    const { client } = (await created.json()) as { client: { id: number } };
    await page.goto(`/profile/order/${id}`);
    const field = page.getByRole('combobox', { name: 'Клиент', exact: true });
    await field.selectOption({ label: `Уходящий клиент ${id}` });
    await page.request.delete(`/api/v1/client/${client.id}`, { headers: { 'X-API-Key': jwt } });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(field).toHaveAccessibleDescription('Клиент не найден: обновите страницу');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await field.selectOption({ index: 0 });
    await expect(page.getByText('Клиент не найден: обновите страницу')).toHaveCount(0);
  });

  test('two tabs on one order: a refetch keeps what one is typing, and its save sends only what it changed', { tag: ONE_WIDTH }, async ({ page, context, request }) => {
    const dealer = (await apiToken(request, DEALER.login, DEALER.password)).jwt;
    const id = await createOrderByApi(request, dealer);
    await signInByApi(page, DEALER.login, DEALER.password);
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/profile/order/${id}`);
      await expect(tab.getByLabel('Примечание')).toBeVisible();
    }
    await other.getByLabel('Номер заказа клиента').fill('B-456');
    await page.getByLabel('Примечание').fill('Заметка из первой вкладки');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
    // The second tab comes back into view: its order is fetched again, and what was typed there stays.
    const refetched = other.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/order/${id}` && response.request().method() === 'GET');
    await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await refetched;
    await expect(other.getByLabel('Номер заказа клиента')).toHaveValue('B-456');
    await other.getByRole('button', { name: 'Сохранить' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
    const saved = (await (await request.get(`/api/v1/order/${id}`, { headers: { 'X-API-Key': dealer } })).json()) as { order: { notation: string; number: { order_number: string } } };
    expect(saved.order).toMatchObject({ notation: 'Заметка из первой вкладки', number: { order_number: 'B-456' } });
    // Saved, the second tab shows the server's order again, the first tab's note included.
    await expect(other.getByLabel('Примечание')).toHaveValue('Заметка из первой вкладки');
  });

  test('the factory cancelling an order while the dealer types in it: the page shows the saved values and says why', { tag: ONE_WIDTH }, async ({ page, request }) => {
    // A dealer of its own: the demo dealer's list is counted by status elsewhere.
    const owner = uniqueDealer('cancel');
    await registerByApi(request, owner);
    const dealer = (await apiToken(request, owner.email, owner.password)).jwt;
    const id = await createOrderByApi(request, dealer);
    await signInByApi(page, owner.email, owner.password);
    await page.goto(`/profile/order/${id}`);
    await page.getByLabel('Примечание').fill('Не успели сохранить');
    const staff = (await apiToken(request, STAFF.login, STAFF.password)).jwt;
    expect((await request.post(`/api/v1/order/${id}/status`, { headers: { 'X-API-Key': staff }, multipart: { action: 'cancel' } })).ok()).toBe(true);
    // The page learns it from the stream, or at the latest when it comes back into view.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page.getByRole('alert').filter({ hasText: 'Заказ перешёл в статус «Отменен» и больше не редактируется; несохранённые правки отменены.' })).toBeVisible();
    await expect(page.getByLabel('Примечание')).toHaveValue('');
    await expect(page.getByLabel('Примечание')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  });

  test('an action the status does not allow is refused with the server message in the error modal', { tag: ONE_WIDTH }, async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    const id = await createOrderByApi(page.request, jwt);
    await page.goto(`/profile/order/${id}`);
    await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toBeVisible();
    // Sent for checking meanwhile, from another tab of the dealer's.
    await page.request.get(`/api/v1/order/${id}/validate`, { headers: { 'X-API-Key': jwt } });
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await page.getByRole('dialog', { name: 'Отправить заказ на проверку?' }).getByRole('button', { name: 'Отправить на проверку' }).click();
    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error).toContainText('недоступно для заказа в статусе «Проверка»');
  });

  test('a double click on an action opens one confirmation and sends one request', { tag: ONE_WIDTH }, async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    const id = await createOrderByApi(page.request, jwt);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/order\/\d+\/(validate|draft)$/.test(new URL(request.url()).pathname)) sent.push(new URL(request.url()).pathname.split('/').at(-1) ?? '');
    });
    await page.goto(`/profile/order/${id}`);
    await page.getByRole('button', { name: 'Отправить на проверку' }).dblclick();
    const confirm = page.getByRole('dialog', { name: 'Отправить заказ на проверку?' });
    await expect(confirm).toHaveCount(1);
    await confirm.getByRole('button', { name: 'Отправить на проверку' }).dblclick();
    await expect(page.getByRole('button', { name: 'Вернуть в черновик' })).toBeVisible();
    await page.getByRole('button', { name: 'Вернуть в черновик' }).dblclick();
    await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toBeVisible();
    expect(sent).toEqual(['validate', 'draft']);
    await expect(page.getByRole('dialog', { name: 'Ошибка' })).toHaveCount(0);
  });
});

test.describe('the order page and its neighbours', () => {
  test("the tab is titled by the order's number, and as the 404 page for an order that is not the dealer's", { tag: ONE_WIDTH }, async ({ page, request }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    const id = await createOrderByApi(request, jwt);
    await page.goto(`/profile/order/0${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${id}` })).toBeVisible();
    await expect(page).toHaveTitle(`Заказ № ${id} — Фасадия`);

    const other = uniqueDealer('title');
    await registerByApi(request, other);
    const foreign = await createOrderByApi(request, (await apiToken(request, other.email, other.password)).jwt);
    for (const path of [`/profile/order/${foreign}`, '/profile/order/999999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
      await expect(page).toHaveTitle('Страница не найдена — Фасадия');
    }
    // The 404's title goes with its view: the next page has its own.
    await page.getByRole('banner').getByRole('link', { name: 'Список заказов' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Список заказов' })).toBeVisible();
    await expect(page).toHaveTitle('Список заказов — Фасадия');
  });

  test('a status notification links to its order, which opens in the cabinet', async ({ page, request }) => {
    const dealer = await freshDealer(page, request, 'status');
    const id = await createOrderByApi(request, dealer.jwt);
    const cancelled = await request.post(`/api/v1/order/${id}/status`, { headers: { 'X-API-Key': dealer.staff }, multipart: { action: 'cancel' } });
    expect(cancelled.ok()).toBe(true);
    await page.goto('/profile/notifications');
    const item = page.getByRole('listitem').filter({ hasText: `Заказ № ${id}: Отменен` });
    await expect(item).toContainText(`Статус заказа № ${id} изменился: «Черновик» → «Отменен».`);
    await item.getByRole('link', { name: `заказа № ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/order/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${id}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Статус заказа: Отменен' })).toBeVisible();
  });

  test('the order page and the new-order page fit a 320 px screen', { tag: ONE_WIDTH }, async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    const id = await createOrderByApi(request, jwt);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    const within320 = async (name: string, locator: ReturnType<typeof page.getByRole>) => {
      const box = await locator.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(320);
    };

    // A draft: its files, the workbook's replacement and the comment form, each with a file picker.
    await page.goto(`/profile/order/${id}`);
    const comment = page.getByRole('form', { name: 'Новый комментарий' });
    await expect(comment).toBeVisible();
    await expect(page.getByRole('region', { name: 'Заменить файл заказа' })).toBeVisible();
    expect(await width()).toBe(320);
    await within320('the comment', comment.getByLabel('Комментарий', { exact: true }));
    await within320('«Отправить»', comment.getByRole('button', { name: 'Отправить' }));

    await page.goto('/profile/order/new');
    const form = page.locator('form').filter({ has: page.getByLabel('Файл заказа') });
    await expect(form).toBeVisible();
    expect(await width()).toBe(320);
    await within320('the client', page.getByRole('combobox', { name: 'Клиент' }));
  });
});
