import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('footer button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

const footerCity = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('button', { name, exact: true });

test.describe('city', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // The cookie notice is covered by its own spec; here it would only sit over the footer.
    await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: baseURL ?? '' }]);
  });

  test('a city chosen in the modal is saved and survives a reload', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    await footerCity(page, 'Выберите город').click();

    const dialog = page.getByRole('dialog', { name: 'Выберите город:' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Москва' })).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Поиск города' }).fill('каз');
    await expect(dialog.getByRole('button', { name: 'Москва' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Казань' }).click();
    await expect(dialog).toBeHidden();
    await expect(footerCity(page, 'Казань')).toBeVisible();

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'city_id')?.value).toMatch(/^\d+$/);
    expect(decodeURIComponent(cookies.find((cookie) => cookie.name === 'city_name')?.value ?? '')).toBe('Казань');

    await page.reload();
    await expect(footerCity(page, 'Казань')).toBeVisible();
  });

  test('the city button in the header opens the same modal', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header top bar is a desktop element; the mobile menu has its own button');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Выберите город' }).click();
    await expect(page.getByRole('dialog', { name: 'Выберите город:' })).toBeVisible();
  });

  test.describe('with geolocation allowed', () => {
    test.use({ geolocation: { latitude: 59.93, longitude: 30.31 }, permissions: ['geolocation'] });

    test('detects the city from the browser position', async ({ page }) => {
      await page.goto('/');
      await expect(footerCity(page, 'Санкт-Петербург')).toBeVisible();
    });
  });
});
