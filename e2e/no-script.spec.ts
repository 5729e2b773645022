import { expect, test } from './helpers/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue reads, and the page says what needs scripts instead of doing nothing', async ({ page }) => {
    const notice = 'В браузере выключен JavaScript: каталог, статьи и контакты открываются, но формы, выбор города, чат и личный кабинет без него не работают.';
    await page.goto('/catalog/fasady-pvh');
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(notice)).toBeVisible();
  });
});
