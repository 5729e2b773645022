import { expect, test } from './helpers/test';
import { acceptCookies, registerByApi, signInOnPage, uniqueDealer } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';
import { apiToken, createOrderByApi } from './helpers/session';

test.describe('profile', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('the account card fits the screen, its dates breaking between date and time', async ({ page, request }) => {
    const dealer = uniqueDealer('facts');
    await registerByApi(request, dealer);
    await createOrderByApi(request, (await apiToken(request, dealer.email, dealer.password)).jwt);
    await signInOnPage(page, dealer.email, dealer.password);
    // The smallest phone the site is made for, where the card's label column left its values no room.
    if ((page.viewportSize()?.width ?? 0) < 690) await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/profile/user');
    const last = page.getByRole('term').filter({ hasText: 'Последний заказ' }).locator('xpath=following-sibling::dd[1]');
    await expect(last).toHaveText(/МСК$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const box = await last.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });

  test('edits the profile, subscriptions, password and gets a Telegram code', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = uniqueDealer('prof');
    await registerByApi(request, dealer);
    await signInOnPage(page, dealer.email, dealer.password);
    await createOrderByApi(request, (await apiToken(request, dealer.email, dealer.password)).jwt);
    await page.goto('/profile/user');
    const name = page.getByLabel('Имя', { exact: true });
    await expect(name).toHaveValue(dealer.name);
    const fact = (term: string) => page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Заказов')).toHaveText('1');
    await expect(fact('Последний заказ')).toHaveText(/^\d{2}\.\d{2}\.\d{4}\s\d{2}:\d{2}\sМСК$/);

    await name.fill('Григорий');
    await page.getByLabel('Город доставки').fill('Тверь');
    const orders = page.getByRole('checkbox', { name: 'Письма об изменении статуса заказов' });
    await expect(orders).toBeChecked();
    await orders.uncheck();
    await page.getByRole('checkbox', { name: 'Новости и предложения фабрики' }).check();
    await page.getByRole('checkbox', { name: 'Показывать калькулятор в новом заказе' }).uncheck();
    await page.getByLabel('E-mail', { exact: true }).fill('bad@');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Email заполнен неверно')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(dealer.email);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('dialog', { name: 'Данные сохранены' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The new token carries the new name into the header.
    await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('link', { name: `Григорий ${dealer.lastName}` })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Город доставки')).toHaveValue('Тверь');
    await expect(page.getByRole('checkbox', { name: 'Письма об изменении статуса заказов' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Новости и предложения фабрики' })).toBeChecked();
    // Without the calculator, 'Новый заказ' is the import at once.
    await page.getByRole('banner').getByRole('button', { name: 'Новый заказ' }).click();
    await expect(page).toHaveURL(/\/profile\/order\/new$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByLabel('Текущий пароль')).toBeVisible();

    // The same password again is refused in the page, before anything is sent.
    await page.getByLabel('Текущий пароль').fill(dealer.password);
    await page.getByLabel('Новый пароль').fill(dealer.password);
    await page.getByLabel('Повторите пароль').fill(dealer.password);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Новый пароль совпадает с текущим')).toBeVisible();

    await page.getByLabel('Текущий пароль').fill('wrong-old-pass');
    await page.getByLabel('Новый пароль').fill('changed-pass-9');
    await page.getByLabel('Повторите пароль').fill('changed-pass-9');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Неверный текущий пароль')).toBeVisible();
    await page.getByLabel('Текущий пароль').fill(dealer.password);
    const elsewhere = (await apiToken(request, dealer.email, dealer.password)).jwt;
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByRole('dialog', { name: 'Пароль изменён' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Another session signed in with the old password has ended; this one goes on.
    expect((await request.get('/api/v1/user/profile', { headers: { 'X-API-Key': elsewhere } })).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();

    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText(/^Ваш код: \d{6}\. Он действует 15 минут\.$/)).toBeVisible();
    const tg = page.getByRole('checkbox', { name: 'Присылать уведомления в Telegram' });
    await tg.check();
    await expect(tg).toBeChecked();
  });

  test('the cabinet root and the calculator guide', async ({ page, request }) => {
    const dealer = uniqueDealer('root');
    await registerByApi(request, dealer);
    await signInOnPage(page, dealer.email, dealer.password);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
    await page.getByRole('link', { name: 'Как пользоваться калькулятором' }).click();
    await expect(page).toHaveURL(/\/profile\/calculator-guide$/);
    await expect(page.getByRole('heading', { name: 'Инструкция по калькулятору' })).toBeVisible();
  });
});
