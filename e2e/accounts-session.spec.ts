import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { acceptCookies, DEMO_DEALER, isMobile, openLoginModal, signInOnPage, submitLogin, waitForHydration } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';

/** Spec §9: the session is checked every 20 s; the page's clock is moved on by that instead of waiting. */
const CHECK_PERIOD_MS = 20_000;

/**
 * Moves the page's clock on one check period at a time until the expectation holds: on a loaded machine the
 * watcher's timer may start a moment after hydration, so a single jump could land before it exists.
 */
async function advanceUntil(page: Page, expectation: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(CHECK_PERIOD_MS);
    await expectation();
  }).toPass({ timeout: 25_000 });
}

const expireStoredToken = (page: Page) =>
  page.evaluate(() => window.localStorage.setItem('tokenExpires', String(Date.now() - 1000)));

test.describe('session', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('a token expired in local storage leads from the cabinet to /sign-in within 20 s', async ({ page }) => {
    await page.clock.install();
    await signInOnPage(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await page.goto('/profile/calculator-guide');
    await expect(page.getByRole('heading', { name: 'Инструкция по калькулятору' })).toBeVisible();
    await expireStoredToken(page);
    await advanceUntil(page, () => expect(page).toHaveURL(/\/sign-in\?back=%2Fprofile%2Fcalculator-guide$/, { timeout: 8_000 }));
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('dialog', { name: 'Время сессии истекло' })).toHaveCount(0);
  });

  test('a token the backend refuses, though unexpired, leads from the cabinet to /sign-in and back after signing in', async ({ page }) => {
    await signInOnPage(page, DEMO_DEALER.email, DEMO_DEALER.password);
    // As after a password change elsewhere or a new signing key: the stored token still looks valid to the browser.
    await page.evaluate(() => window.localStorage.setItem('token', `${window.localStorage.getItem('token')}x`));
    await page.goto('/profile/order-list?status=n');
    await expect(page).toHaveURL(/\/sign-in\?back=%2Fprofile%2Forder-list%3Fstatus%3Dn$/);
    await expect(page.getByRole('dialog', { name: 'Ошибка' })).toHaveCount(0);
    await waitForHydration(page);
    await submitLogin(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list\?status=n$/);
    await expect(page.getByRole('heading', { name: 'Список заказов' })).toBeVisible();
  });

  test('outside the cabinet an expired session shows «Время сессии истекло» for 10 s', async ({ page }) => {
    await page.clock.install();
    await signInOnPage(page, DEMO_DEALER.email, DEMO_DEALER.password);
    // The stream opens only once the watcher has taken the session in: expiring the token before that would
    // look, to the site, like a visit that never had one (no popup, rightly). Listened for from the new document's
    // commit, as the cabinet page being left opens a stream of its own.
    await page.goto('/', { waitUntil: 'commit' });
    const sessionTakenIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/sse/stream');
    await waitForHydration(page);
    await sessionTakenIn;
    // From here the page's time moves only when the test moves it, so the popup's 10 s are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    await expireStoredToken(page);
    const popup = page.getByRole('dialog', { name: 'Время сессии истекло' });
    await advanceUntil(page, () => expect(popup).toBeVisible({ timeout: 8_000 }));
    await expect(page).toHaveURL(/\/$/);
    await page.clock.fastForward(9_000);
    await expect(popup).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(popup).toHaveCount(0);
    await expect(page.locator('[data-site-header]').getByRole('button', { name: isMobile(page) ? 'Меню' : 'Кабинет' })).toBeVisible();
  });

  test('the button logout in one tab logs out the other, with no popup; a login in one tab reaches the other', { tag: ONE_WIDTH }, async ({ page, context }) => {
    await signInOnPage(page, DEMO_DEALER.email, DEMO_DEALER.password);
    const other = await context.newPage();
    await other.goto('/profile/user');
    await expect(other.getByRole('heading', { name: 'Настройки профиля' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('button', { name: 'Выход' }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('dialog', { name: 'Время сессии истекло' })).toHaveCount(0);

    await other.goto('/sign-in');
    await waitForHydration(other);
    await page.goto('/');
    await waitForHydration(page);
    const dialog = await openLoginModal(page);
    await submitLogin(dialog, DEMO_DEALER.email, DEMO_DEALER.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    await expect(other).toHaveURL(/\/profile$/);
  });

  test('the profile header hides on scroll down and slides back on scroll up; the badge shows unread notifications', async ({ page }) => {
    await page.route('**/api/v1/sse/userStats**', (route) => route.fulfill({ json: { unreadNotifications: 120, unreadComments: 3 } }));
    await signInOnPage(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await page.goto('/profile/user');
    const header = page.getByRole('banner');
    await expect(header.getByText('Личный кабинет')).toBeVisible();
    await expect(header.getByRole('button', { name: /Уведомления/ })).toContainText('99+');
    await expect(header.getByRole('link', { name: 'Список заказов' })).toHaveAttribute('href', '/profile/order-list');
    await expect(header.getByRole('button', { name: 'Новый заказ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();

    const top = async () => (await header.boundingBox())?.y ?? Number.NaN;
    // The script slides by offsetHeight (whole pixels).
    const height = await header.evaluate((element) => (element as HTMLElement).offsetHeight);
    expect(await top()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(top).toBeCloseTo(-height, 0);
    await page.evaluate(() => window.scrollTo(0, 380));
    await expect.poll(top).toBeCloseTo(-height + 20, 0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(top).toBe(0);
    // The notification panel hangs from the header: while it is open the header stays.
    await header.getByRole('button', { name: /Уведомления/ }).click();
    await expect(page.getByRole('region', { name: 'Уведомления' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    expect(await top()).toBe(0);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(top).toBeCloseTo(-height, 0);
  });

  test('on a phone the cabinet menu is one row that scrolls sideways, showing the current page', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 690, 'the sideways row is the phone layout (below 690 px)');
    await signInOnPage(page, DEMO_DEALER.email, DEMO_DEALER.password);
    await page.goto('/profile/user');
    const header = page.getByRole('banner');
    const current = header.getByRole('link', { name: DEMO_DEALER.name });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The last items start beyond the screen's edge; the row, not the page, scrolls to bring this one clear of its fade.
    await expect.poll(async () => {
      const box = await current.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0) - 20;
    }).toBe(true);
    const newOrder = await header.getByRole('button', { name: 'Новый заказ' }).boundingBox();
    const logout = await header.getByRole('button', { name: 'Выход' }).boundingBox();
    expect(logout?.y).toBe(newOrder?.y);
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(110);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
