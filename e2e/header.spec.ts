import { expect, test } from './helpers/test';
import type { BrowserContext, Page } from '@playwright/test';
import { DEALER, signInByApi } from './helpers/session';

type ShopGroup = { title: string; cityId: number; branches: { adress: string }[] };

/** The visitor's city as the city feature stores it, and the cookie notice already accepted. */
async function presetCity(context: BrowserContext, baseURL: string, city: { id: number; title: string } | null) {
  const cookies = [{ name: 'confirmCookie', value: 'Y', url: baseURL }];
  if (city) {
    cookies.push({ name: 'city_id', value: String(city.id), url: baseURL }, { name: 'city_name', value: encodeURIComponent(city.title), url: baseURL });
  }
  await context.addCookies(cookies);
}

async function shopGroups(page: Page): Promise<ShopGroup[]> {
  const response = await page.request.get('/api/v1/info/shops/');
  return ((await response.json()) as { shops: ShopGroup[] }).shops;
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

test.describe('public header at desktop width', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isDesktop(page), 'the full header is a desktop layout');
  });

  test('shows the city picker placeholder, the links, email, phones, socials and logo', async ({ page, context, baseURL }) => {
    await presetCity(context, baseURL!, null);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Выберите город' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Написать отзыв' })).toHaveAttribute('href', '/review');
    await expect(header.getByRole('button', { name: 'Задать вопрос' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'info@fasadia.ru' })).toHaveAttribute('href', 'mailto:info@fasadia.ru');
    await expect(header.getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
    await expect(header.getByRole('button', { name: 'Перезвоним' })).toBeVisible();
    const socials = header.getByRole('list', { name: 'Соцсети' });
    await expect(socials.getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/fasadia');
    await expect(socials.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/fasadia_ru');
    await expect(socials.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/78005553535');
    await expect(socials.getByRole('link')).toHaveCount(3);
    await expect(header.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('group', { name: 'Адрес магазина' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /Магазин/ })).toHaveCount(0);
  });

  test('lists every phone with its text in a drop-down that closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Все телефоны' });
    await toggle.click();
    await expect(header.getByRole('link', { name: '+7 (495) 123-45-67' })).toBeVisible();
    await expect(header.getByText('Отдел по работе с дилерами')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('several shops: a counted drop-down selects one, whose hours and other days show', async ({ page, context, baseURL }) => {
    const groups = await shopGroups(page);
    const city = groups.find((group) => group.branches.length === 3) ?? groups.find((group) => group.branches.length > 1)!;
    await presetCity(context, baseURL!, { id: city.cityId, title: city.title });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: city.title })).toBeVisible();
    const count = header.getByRole('button', { name: `${city.branches.length} Магазина` });
    await count.click();
    const second = city.branches[1]!.adress;
    const choice = header.getByRole('button', { name: new RegExp(second.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    // Chosen by keyboard: the list goes away, and focus returns to the drop-down's button rather than to the page.
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect(count).toHaveAttribute('aria-expanded', 'false');
    await expect(count).toBeFocused();
    const shop = header.getByRole('group', { name: 'Адрес магазина' });
    // The street: the city is the button beside it.
    await expect(shop).toContainText(second.replace(/^г\.\s*[^,]+,\s*/, ''));
    await expect(shop.getByTitle(second)).toBeVisible();
    await expect(shop).toContainText(/Сегодня: (\d\d:\d\d–\d\d:\d\d|выходной)/);
    const otherDays = shop.getByRole('button', { name: 'Другие дни' });
    await otherDays.click();
    await expect(shop.getByRole('term')).toHaveText(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(otherDays).toHaveAttribute('aria-expanded', 'false');
  });

  test('exactly one shop: it is selected by itself', async ({ page, context, baseURL }) => {
    const groups = await shopGroups(page);
    const city = groups.find((group) => group.branches.length === 1);
    test.skip(!city, 'the demo data has no city with a single shop');
    await presetCity(context, baseURL!, { id: city!.cityId, title: city!.title });
    await page.goto('/');
    const header = page.getByRole('banner');
    const shop = header.getByRole('group', { name: 'Адрес магазина' });
    await expect(shop.getByTitle(city!.branches[0]!.adress)).toBeVisible();
    await expect(header.getByRole('button', { name: /Магазин/ })).toHaveCount(0);
    // A long address gives way (cut with an ellipsis) rather than pushing 'Другие дни' over the links beside it.
    const otherDays = await shop.getByRole('button', { name: 'Другие дни' }).boundingBox();
    const review = await header.getByRole('link', { name: 'Написать отзыв' }).boundingBox();
    expect(otherDays!.x + otherDays!.width).toBeLessThanOrEqual(review!.x);
  });

  test('the mega menu opens on hover, closes after the pointer leaves, and on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Основное меню' });
    const products = nav.getByRole('button', { name: 'Продукция' });
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const section = nav.getByRole('link', { name: 'Фасады в плёнке ПВХ', exact: true });
    await expect(section).toHaveAttribute('href', '/catalog/fasady-pvh');
    await expect(nav.getByText('Мебельные фасады, стеновые панели и декор от производителя')).toBeVisible();
    // The whole catalogue, not its first section.
    await expect(nav.getByRole('link', { name: 'Смотреть все' }).first()).toHaveAttribute('href', '/catalog');
    await page.mouse.move(700, 880);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    // Tabbing on past the panel's last link closes it, so that it does not cover what is focused next.
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Смотреть все' }).last().focus();
    await expect.poll(async () => {
      await page.keyboard.press('Tab');
      return products.getAttribute('aria-expanded');
    }).toBe('false');
  });

  test('an open mega menu or drop-down does not stay over the page after Back or Forward (spec §2)', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('main').getByRole('link', { name: /Фасады в плёнке ПВХ/ }).first().click();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh$/);
    const products = page.getByRole('banner').getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Продукция' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    const phones = page.getByRole('button', { name: 'Все телефоны' });
    await phones.click();
    await expect(phones).toHaveAttribute('aria-expanded', 'true');
    await page.goForward();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh$/);
    await expect(phones).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows visitors the public and visitor-only menu items, and «Кабинет» opens the login', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav.getByRole('link', { name: 'Галерея' })).toHaveAttribute('href', '/gallery');
    await expect(nav.getByRole('link', { name: 'Дилерам' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Мои заказы' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Кабинет' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('shows a signed-in dealer the user-only items instead of the visitor-only ones, and the notifications', async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password);
    await page.goto('/catalog/fasady-pvh');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Основное меню' });
    await expect(nav.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/profile/order-list');
    await expect(nav.getByRole('link', { name: 'Дилерам' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Продукция' })).toBeVisible();
    // Spec §2: the public header shows a signed-in user's notifications with the unread count.
    const unread = ((await (await page.request.get('/api/v1/sse/userStats', { headers: { 'X-API-Key': jwt } })).json()) as { unreadNotifications: number }).unreadNotifications;
    const notifications = page.getByRole('banner').getByRole('link', { name: unread > 0 ? `Уведомления. Непрочитанных уведомлений: ${unread > 99 ? '99+' : unread}` : 'Уведомления' });
    await expect(notifications).toHaveAttribute('href', '/profile/notifications');
    await notifications.click();
    await expect(page).toHaveURL(/\/profile\/notifications$/);
  });

  test('«Задать вопрос» and «Перезвоним» open their modals', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Задать вопрос' }).click();
    await expect(page.getByRole('dialog', { name: 'Задать вопрос' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await header.getByRole('button', { name: 'Перезвоним' }).click();
    await expect(page.getByRole('dialog', { name: 'Мы вам перезвоним:' })).toBeVisible();
  });
});

test.describe('header at every width', () => {
  test('becomes fixed after 200 px of scroll without moving the page, and returns at the top', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'relative');
    const headingBefore = await page.getByRole('heading', { level: 1 }).evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveCSS('position', 'fixed');
    await expect.poll(() => header.evaluate((node) => node.getBoundingClientRect().top)).toBe(0);
    const headingAfter = await page.getByRole('heading', { level: 1 }).evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    expect(headingAfter).toBe(headingBefore);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('position', 'relative');
  });

  test('has no horizontal overflow', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('compact header below 1024 px', () => {
  test.beforeEach(({ page }) => {
    test.skip(isDesktop(page), 'the compact header is a mobile layout');
  });

  test('shows the logo, a phone link and the burger instead of the top row', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'На главную' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Позвонить: +7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
    await expect(header.getByRole('button', { name: 'Меню' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Написать отзыв' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
  });

  test('on a touch screen the mega menu toggles on tap', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Основное меню' });
    const products = nav.getByRole('button', { name: 'Продукция' });
    await products.tap();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Фасады в плёнке ПВХ', exact: true })).toBeVisible();
    await products.tap();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});
