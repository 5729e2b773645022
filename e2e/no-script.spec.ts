import { expect, test } from './helpers/test';

const NOTICE = 'В браузере выключен JavaScript: каталог, статьи и контакты открываются, но формы, выбор города, чат и личный кабинет без него не работают.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue reads, and the page says what needs scripts instead of doing nothing', async ({ page }) => {
    // Playwright's text and role locators skip <noscript>: the notice is found by its markup.
    const notice = page.locator('noscript > p');
    await page.goto('/catalog/fasady-pvh');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(NOTICE);
    await expect(page.getByRole('heading', { level: 1, name: 'Фасады в плёнке ПВХ' })).toBeVisible();
    await page.goto('/profile');
    await expect(notice).toBeVisible();
  });
});
