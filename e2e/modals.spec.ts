import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { ONE_WIDTH } from './helpers/projects';

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('footer button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

test.describe('modals', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: baseURL ?? '' }]);
  });

  test('stacked modals: Escape closes only the top one, a backdrop click the next', async ({ page }) => {
    // A failing city list opens the error modal over the city modal (spec §8).
    await page.route('**/api/v1/info/citilist**', (route) => route.fulfill({ status: 404, json: { errorMessage: 'Не найдено' } }));
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Выберите город' });
    await opener.click();

    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error).toBeVisible();
    await expect(error.getByText('При загрузке списка городов произошла ошибка')).toBeVisible();
    await expect(page.locator('[role="dialog"][data-modal-id]')).toHaveCount(2);
    expect(await bodyOverflow(page)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(error).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Выберите город:' })).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    await page.mouse.click(5, 5);
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('');
    await expect(opener).toBeFocused();
  });

  test('a footer popup link opens its CMS content; focus returns to the link on close', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    if (isMobile) await footer.getByText('Покупателям', { exact: true }).filter({ visible: true }).click();
    const link = footer.getByRole('button', { name: 'Заказать образцы' }).filter({ visible: true });
    await link.click();

    const dialog = page.getByRole('dialog', { name: 'Заказать образцы' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Как заказать образцы:')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('«заказать звонок» opens the call-back form', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'заказать звонок' }).click();
    const dialog = page.getByRole('dialog', { name: 'Мы вам перезвоним:' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Телефон')).toBeVisible();
  });

  test('a client-side navigation closes every modal', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('main a[href^="/catalog/"]').first().click();
    await expect(page).toHaveURL(/\/catalog\//);
    await page.getByRole('contentinfo').getByRole('button', { name: 'заказать звонок' }).click();
    await expect(page.getByRole('dialog', { name: 'Мы вам перезвоним:' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('');
  });
});
