import { expect, test } from './helpers/test';
import {
  acceptCookies,
  DEMO_DEALER,
  expectNoSecrets,
  logoutFromCabinet,
  openLoginModal,
  recordUrls,
  storedToken,
  submitLogin,
  waitForHydration,
} from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';

test.describe('sign-in', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('the login modal signs in by e-mail, goes to the order list, and the header greets the user', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openLoginModal(page);
    await expect(dialog.getByLabel('Пароль', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expect(dialog.getByLabel('E-mail или телефон')).toHaveAttribute('autocomplete', 'username');
    await expect(dialog.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/sign-up');
    await expect(dialog.getByRole('checkbox', { name: 'Запомнить меня' })).toBeVisible();

    const password = dialog.getByLabel('Пароль', { exact: true });
    await password.fill(DEMO_DEALER.password);
    await dialog.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Скрыть пароль' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await dialog.getByLabel('E-mail или телефон').fill(DEMO_DEALER.email);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    await expect(page.getByRole('dialog', { name: 'Вход' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Список заказов' })).toBeVisible();
    const cabinet = page.getByRole('navigation', { name: 'Меню личного кабинета' });
    await expect(cabinet.getByRole('link', { name: DEMO_DEALER.name })).toHaveAttribute('href', '/profile/user');

    const token = await storedToken(page);
    expect(token.split('.')).toHaveLength(3);
    expectNoSecrets(urls, await page.content(), [token, DEMO_DEALER.password]);

    await logoutFromCabinet(page);
    expect(await storedToken(page)).toBe('');
    if (page.viewportSize()!.width >= 1024) await expect(page.getByRole('banner').getByRole('button', { name: 'Кабинет' })).toBeVisible();
  });

  test('signs in by phone on /sign-in; an authenticated user on /sign-in goes to the profile', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await submitLogin(page, '8 912 345 67 89', DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
  });

  test('a wrong password puts the server message on both fields and clears them', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await submitLogin(page, DEMO_DEALER.email, 'not-the-password');
    await expect(page.getByText('Неверный логин или пароль')).toHaveCount(2);
    await expect(page.getByLabel('E-mail или телефон')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail или телефон')).toHaveValue('');
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('checks the login before sending it', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'войти' }).click();
    await expect(page.getByText('Пожалуйста, заполните обязательные поля')).toHaveCount(2);
    await submitLogin(page, 'dealer@example', 'x');
    await expect(page.getByText('Email заполнен неверно')).toBeVisible();
    await submitLogin(page, '+7 912 345', 'x');
    await expect(page.getByText('В номере должно быть 11 чисел')).toBeVisible();
  });

  test('remember-me keeps the login, never the password', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'Запомнить меня' }).check();
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain(DEMO_DEALER.email);
    expect(stored).not.toContain(DEMO_DEALER.password);
    await logoutFromCabinet(page);
    await page.goto('/sign-in');
    await expect(page.getByLabel('E-mail или телефон')).toHaveValue(DEMO_DEALER.email);
    await expect(page.getByRole('checkbox', { name: 'Запомнить меня' })).toBeChecked();
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('');
  });

  test('a visitor opening /profile/order-list lands on /sign-in and returns there after signing in', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/profile/order-list');
    await expect(page).toHaveURL(/\/sign-in\?back=%2Fprofile%2Forder-list$/);
    await waitForHydration(page);
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    await expect(page.getByRole('heading', { name: 'Список заказов' })).toBeVisible();
    expectNoSecrets(urls, await page.content(), [await storedToken(page), DEMO_DEALER.password]);
  });

  test('after signing in from a guarded page, Back leaves for the page before, not for /sign-in', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/about');
    await page.goto('/profile/order-list?page=2');
    await expect(page).toHaveURL(/\/sign-in\?back=/);
    await waitForHydration(page);
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list\?page=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a signed-out link to an order\'s comments comes back to them after signing in', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/profile/order/1#order-comments');
    await expect(page).toHaveURL(/\/sign-in\?back=%2Fprofile%2Forder%2F1%23order-comments$/);
    await waitForHydration(page);
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order\/1#order-comments$/);
    await expect(page.getByRole('heading', { name: /^Комментарии/ })).toBeInViewport();
  });

  test('the form is in the page before its scripts run, and a submit then puts nothing into the address', { tag: ONE_WIDTH }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('E-mail или телефон').fill(DEMO_DEALER.email);
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_DEALER.password);
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole('button', { name: 'войти' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    expect(page.url()).toBe(new URL('/sign-in', baseURL).href);
    await context.close();
  });

  test('a spent or made-up confirmation link says so, leaves the address clean and the form working', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/sign-in?confirm=made-up-token');
    await expect(page.getByRole('alert').filter({ hasText: 'Ссылка для подтверждения' })).toHaveText(
      'Ссылка для подтверждения устарела или уже использована. Войдите с логином и паролем.',
    );
    await expect(page).toHaveURL(/\/sign-in$/);
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
  });

  // The shared e2e backend runs without REQUIRE_EMAIL_CONFIRMATION: accounts-email-confirm.spec.ts follows real links on its own.
  test('a spent or made-up link for a new sign-in e-mail gives the backend\'s reason, a clean address and a working form', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/sign-in?email=made-up-token');
    await expect(page.getByRole('alert').filter({ hasText: 'Ссылка для смены e-mail' })).toHaveText('Ссылка для смены e-mail неверна, устарела или уже использована');
    await expect(page).toHaveURL(/\/sign-in$/);
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
  });
});

