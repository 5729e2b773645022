import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './page-ready';

export const DEMO_DEALER = { email: 'dealer@example.com', phone: '+7 (912) 345-67-89', password: 'dealer2026', name: 'Алексей Смирнов' };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

export { acceptCookies, waitForHydration } from './page-ready';

/** A dealer nobody else uses: e-mail and phone unique per call. */
export function uniqueDealer(tag: string) {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    name: 'Олег',
    lastName: `Тестов${tag}`,
    email: `e2e-${tag}-${digits}@example.ru`,
    phone: `+7 (9${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`,
    password: 'e2e-secret-pass',
  };
}
export type TestDealer = ReturnType<typeof uniqueDealer>;

/** Registers through the API (the UI path has its own test), for tests that change a user's data. */
export async function registerByApi(request: APIRequestContext, dealer: TestDealer) {
  const response = await request.post('/api/v1/user/register', {
    headers: { 'CAPTCHA-TOKEN': 'development' },
    data: {
      name: dealer.name,
      last_name: dealer.lastName,
      phone: dealer.phone,
      email: dealer.email,
      company: 'ООО «Тест»',
      password: dealer.password,
    },
  });
  expect(response.status()).toBe(200);
}

/** 'Кабинет' in the header, or in the drawer below 1024 px. */
export async function openLoginModal(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Мобильное меню' }).getByRole('button', { name: 'Кабинет' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Кабинет' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the login form (modal or /sign-in page) and presses 'войти'. */
export async function submitLogin(scope: Page | ReturnType<Page['getByRole']>, login: string, password: string) {
  await scope.getByLabel('E-mail или телефон').fill(login);
  await scope.getByLabel('Пароль', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'войти' }).click();
}

export async function signInOnPage(page: Page, login: string, password: string) {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await submitLogin(page, login, password);
  await expect(page).toHaveURL(/\/profile\//);
}

/** 'Выход' of the profile header. */
export async function logoutFromCabinet(page: Page) {
  await page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('button', { name: 'Выход' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Every URL the page requests, to prove no token or password ever travels in one. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

export function expectNoSecrets(urls: string[], html: string, secrets: string[]) {
  for (const secret of secrets.filter(Boolean)) {
    expect(urls.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret))), 'a secret in a URL').toEqual([]);
    expect(html.includes(secret), 'a secret in the HTML').toBe(false);
  }
}

export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token') ?? '');
