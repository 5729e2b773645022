import { expect, test } from './helpers/test';
import { acceptCookies, expectNoSecrets, logoutFromCabinet, recordUrls, signInOnPage, uniqueDealer, waitForHydration } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';

test.describe('registration', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('shows every field and password rule before sending', async ({ page }) => {
    await page.goto('/sign-up');
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
    await submit.click();
    await expect(page.getByText('Пожалуйста, заполните обязательные поля').first()).toBeVisible();
    // The first field with an error takes the focus, in the order the form shows them.
    await expect(page.getByLabel('Фамилия')).toBeFocused();

    await page.getByLabel('E-mail', { exact: true }).fill('dealer@example');
    await page.getByLabel('Телефон').fill('912345');
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (912)-345');
    await page.getByLabel('Пароль', { exact: true }).fill('пароль-123');
    await submit.click();
    await expect(page.getByText('Email заполнен неверно')).toBeVisible();
    await expect(page.getByText('В номере должно быть 11 чисел')).toBeVisible();
    await expect(page.getByText('Пароль не должен содержать буквы русского алфавита')).toBeVisible();
    // Editing a field clears its error (spec §5), though the value is still not an e-mail; the next send checks again.
    await page.getByLabel('E-mail', { exact: true }).fill('dealer@example.');
    await expect(page.getByText('Email заполнен неверно')).toHaveCount(0);
    await expect(page.getByText('В номере должно быть 11 чисел')).toBeVisible();

    await page.getByLabel('Пароль', { exact: true }).fill('short');
    await submit.click();
    await expect(page.getByText('Пароль должен состоять минимум из 8 знаков').first()).toBeVisible();

    await page.getByLabel('Пароль', { exact: true }).fill('Long-enough-1');
    await page.getByLabel('Повторите пароль').fill('other-pass-1');
    await submit.click();
    await expect(page.getByText('Пароли не совпадают')).toHaveCount(2);
    // Compared case-insensitively (spec §5).
    await page.getByLabel('Повторите пароль').fill('LONG-ENOUGH-1');
    await submit.click();
    await expect(page.getByText('Пароли не совпадают')).toHaveCount(0);
  });

  test('registers a dealer through the UI, then signs in by e-mail and by phone', { tag: ONE_WIDTH }, async ({ page }) => {
    const dealer = uniqueDealer('ui');
    const urls = recordUrls(page);
    await page.goto('/sign-up');
    await waitForHydration(page);
    await page.getByLabel('Фамилия').fill(dealer.lastName);
    await page.getByLabel('Имя', { exact: true }).fill(`  ${dealer.name} `);
    await page.getByLabel('Компания').fill('ООО «Проверка»');
    await page.getByLabel('Телефон').fill(dealer.phone);
    await page.getByLabel('E-mail', { exact: true }).fill(dealer.email);
    await page.getByRole('button', { name: 'Выбрать город' }).click();
    const cities = page.getByRole('dialog', { name: 'Выберите город:' });
    await cities.getByRole('button', { name: 'Москва' }).click();
    await expect(page.getByLabel('Город', { exact: true })).toHaveValue('Москва');
    await page.getByLabel('Пароль', { exact: true }).fill(dealer.password);
    await page.getByLabel('Повторите пароль').fill(dealer.password);
    await page.getByRole('checkbox', { name: 'Получать новости и предложения на e-mail' }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page).toHaveURL(/\/profile\/order-list$/);
    const cabinet = page.getByRole('navigation', { name: 'Меню личного кабинета' });
    await expect(cabinet.getByRole('link', { name: `${dealer.name} ${dealer.lastName}` })).toBeVisible();
    expectNoSecrets(urls, await page.content(), [dealer.password]);

    await logoutFromCabinet(page);
    await signInOnPage(page, dealer.email, dealer.password);
    await logoutFromCabinet(page);
    await signInOnPage(page, dealer.phone, dealer.password);
    await expect(page.getByRole('heading', { name: 'Список заказов' })).toBeVisible();
  });
});
