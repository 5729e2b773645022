import { expectAccessible } from './content-helpers';
import { expect, test } from './helpers/test';
import { apiToken, DEALER, signInByApi, STAFF } from './helpers/session';
import { ONE_WIDTH } from './helpers/projects';

test.describe('clients, companies and managers on /profile/user', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
  });

  test('a dealer adds, edits, deletes and restores a client; orders offer it while it is not deleted', { tag: ONE_WIDTH }, async ({ page }) => {
    test.setTimeout(90_000);
    // The demo dealer is shared by the whole run: a name of its own keeps this client apart.
    const name = `Мастерская ${Date.now().toString(36)}`;
    await page.goto('/profile/user');
    const section = page.getByRole('region', { name: 'Мои клиенты' });
    const status = (text: string) => section.getByRole('status').filter({ hasText: text });
    const row = section.getByRole('list', { name: 'Список клиентов' }).getByRole('listitem', { name, exact: true });

    await section.getByRole('button', { name: 'Добавить клиента' }).click();
    const form = section.getByRole('form', { name: 'Новый клиент' });
    await form.getByLabel('E-mail').fill('не почта');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Пожалуйста, заполните обязательные поля')).toBeVisible();
    await expect(form.getByText('Email заполнен неверно')).toBeVisible();
    await form.getByLabel('Название или ФИО').fill(name);
    await form.getByLabel('Телефон').fill('+7 (900) 111-22');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('В номере должно быть 11 чисел')).toBeVisible();
    await form.getByLabel('Телефон').fill('+7 (900) 111-22-33');
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 (900)-111-22-33');
    await form.getByLabel('E-mail').fill('workshop@example.com');
    await form.getByLabel('Комментарий').fill('Кухня на даче');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(status('Клиент добавлен')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText('Кухня на даче');
    await expect(row.getByRole('link', { name: '+7 (900)-111-22-33' })).toHaveAttribute('href', 'tel:+79001112233');
    // A second client of the same name could not be told apart in an order's client list.
    await section.getByRole('button', { name: 'Добавить клиента' }).click();
    await form.getByLabel('Название или ФИО').fill(name.toUpperCase());
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Клиент с таким именем уже есть')).toBeVisible();
    await form.getByRole('button', { name: 'Отмена' }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Изменить' }).click();
    const edit = section.getByRole('form', { name: `Изменить клиента «${name}»` });
    await expect(edit.getByLabel('E-mail')).toHaveValue('workshop@example.com');
    await expect(edit.getByLabel('Телефон')).toHaveValue('+7 (900)-111-22-33');
    await edit.getByLabel('Комментарий').fill('Кухня и гардероб');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(status('Клиент изменён')).toBeVisible();
    await expect(row).toContainText('Кухня и гардероб');

    await page.goto('/profile/order-list');
    const filter = page.getByRole('combobox', { name: 'Клиент', exact: true });
    await filter.selectOption({ label: name });
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/client_id=\d+/);

    await page.goto('/profile/user');
    await row.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: `Удалить клиента «${name}»?` });
    await expect(confirm).toContainText('Показать удалённых');
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(status('Клиент удалён')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto('/profile/order/new');
    await expect(page.getByRole('combobox', { name: 'Клиент', exact: true }).getByRole('option', { name: 'Без клиента' })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Клиент', exact: true }).getByRole('option', { name, exact: true })).toHaveCount(0);

    await page.goto('/profile/user');
    await section.getByRole('checkbox', { name: 'Показать удалённых' }).check();
    await expect(row).toContainText('Удалён');
    await row.getByRole('button', { name: 'Восстановить' }).click();
    await expect(status('Клиент восстановлен')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Изменить' })).toBeVisible();
    await section.getByRole('checkbox', { name: 'Показать удалённых' }).uncheck();
    await expect(row).not.toContainText('Удалён');

    await page.goto('/profile/order/new');
    await expect(page.getByRole('combobox', { name: 'Клиент', exact: true }).getByRole('option', { name, exact: true })).toHaveCount(1);
  });

  test('the clients, companies and managers fit the screen', async ({ page }) => {
    await page.goto('/profile/user');
    const clients = page.getByRole('region', { name: 'Мои клиенты' });
    await expect(clients.getByRole('listitem', { name: 'Кухни «Уют»', exact: true })).toContainText('uyut@example.com');
    const companies = page.getByRole('region', { name: 'Компании', exact: true });
    await expect(companies.getByRole('listitem').filter({ hasText: 'ООО «Мебель-Урал»' })).toContainText('ИНН 6671234567');
    await expect(companies.getByRole('listitem').filter({ hasText: 'ИП Смирнов А. В.' })).toContainText('ИНН 667100112233');
    const managers = page.getByRole('region', { name: 'Менеджеры', exact: true });
    await expect(managers.getByText('Ирина Ковалёва')).toBeVisible();
    await expect(managers.getByRole('link', { name: '+7 (495)-123-45-60' })).toHaveAttribute('href', 'tel:+74951234560');
    await expect(managers.getByRole('link', { name: 'manager@example.com' })).toHaveAttribute('href', 'mailto:manager@example.com');
    await expect(companies.getByRole('button')).toHaveCount(0);

    await clients.getByRole('button', { name: 'Добавить клиента' }).click();
    await expect(clients.getByRole('form', { name: 'Новый клиент' }).getByLabel('Название или ФИО')).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe('/profile/user of the factory staff', () => {
  test('shows the profile without clients, companies or managers, which the staff neither keep nor may add', async ({ page }) => {
    await signInByApi(page, STAFF.login, STAFF.password);
    await page.goto('/profile/user');
    await expect(page.getByRole('heading', { name: 'Настройки профиля', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
    for (const name of ['Мои клиенты', 'Компании', 'Менеджеры']) await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Добавить клиента' })).toHaveCount(0);
    await expect(page.getByText('Ваши менеджеры на фабрике', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // Nor through the API: a refused write leaves the client list as it was.
    const { jwt } = await apiToken(page.request, STAFF.login, STAFF.password);
    const headers = { 'X-API-Key': jwt };
    const created = await page.request.post('/api/v1/client', { headers, data: { name: `Клиент фабрики ${Date.now().toString(36)}` } });
    expect(created.status()).toBe(403);
    expect(await created.json()).toEqual({ errorMessage: 'Недостаточно прав' });
    expect(await (await page.request.get('/api/v1/client?deleted=y', { headers })).json()).toEqual({ clients: [] });
  });
});
