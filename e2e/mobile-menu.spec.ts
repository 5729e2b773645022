import { DEALER, signInByApi } from './helpers/session';
import { expect, test } from './helpers/test';

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the drawer replaces the desktop header below 1024 px');
    await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: baseURL! }]);
    await page.goto('/');
  });

  test('opens a drawer with every control and hides the page scrollbar', async ({ page }) => {
    await page.getByRole('button', { name: 'Меню' }).click();
    const drawer = page.getByRole('dialog', { name: 'Мобильное меню' });
    await expect(drawer).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    for (const name of ['Заказать', 'Кабинет', 'Выберите город', 'Помощь', 'Обратная связь', 'Закрыть меню']) {
      await expect(drawer.getByRole('button', { name })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Написать отзыв' })).toHaveAttribute('href', '/review');
    await expect(drawer.getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
    // The chat's button floats over the page, not over the open drawer: the drawer is what a tap there reaches.
    const chat = page.getByRole('button', { name: /Онлайн-чат/ });
    await expect(chat).toBeAttached();
    const box = (await chat.boundingBox())!;
    const topmostIsDrawer = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[role="dialog"][aria-label="Мобильное меню"]')),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmostIsDrawer).toBe(true);
    // The keyboard starts at the drawer and goes left to right: «Заказать», then «Закрыть меню».
    await expect(drawer).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Заказать' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Закрыть меню' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('walks the nested navigation and back to the root', async ({ page }) => {
    await page.getByRole('button', { name: 'Меню' }).click();
    const nav = page.getByRole('dialog', { name: 'Мобильное меню' }).getByRole('navigation', { name: 'Основное меню' });
    await expect(nav.getByRole('button', { name: 'Назад' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Продукция' }).click();
    await expect(nav.getByRole('button', { name: 'Назад' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Фасады в плёнке ПВХ' })).toHaveAttribute('href', '/catalog/fasady-pvh');
    await expect(nav.getByRole('link', { name: 'Галерея' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Назад' }).click();
    await expect(nav.getByRole('link', { name: 'Галерея' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  });

  test('gives a signed-in dealer the user-only items instead of the visitor-only ones', async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Уведомления/ })).toHaveAttribute('href', '/profile/notifications');
    await page.getByRole('button', { name: 'Меню' }).click();
    const drawer = page.getByRole('dialog', { name: 'Мобильное меню' });
    await expect(drawer.getByText('Алексей Смирнов')).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/profile/order-list');
    await expect(nav.getByRole('link', { name: 'Дилерам' })).toHaveCount(0);
  });

  test('closes on Escape and on navigation', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Мобильное меню' });
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.getByRole('button', { name: 'Меню' }).click();
    await drawer.getByRole('button', { name: 'Продукция' }).click();
    await drawer.getByRole('link', { name: 'Фасады в плёнке ПВХ' }).click();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('«Заказать» closes the drawer and opens the product request', async ({ page }) => {
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Мобильное меню' }).getByRole('button', { name: 'Заказать' }).click();
    await expect(page.getByRole('dialog', { name: 'Мобильное меню' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Заявка на товар:' })).toBeVisible();
    // The drawer's button went with it: closing the request hands the focus back to «Меню».
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Заявка на товар:' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Меню' })).toBeFocused();

    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Мобильное меню' }).getByRole('button', { name: 'Выберите город' }).click();
    const city = page.getByRole('dialog', { name: 'Выберите город:' });
    await expect(city).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(city).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Меню' })).toBeFocused();
  });
});
