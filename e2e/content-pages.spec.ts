import { expect, test } from './helpers/test';
import { acceptCookies, breadcrumbs, expectAccessible, waitForHydration } from './content-helpers';
import { ONE_WIDTH } from './helpers/projects';

test.describe('contacts, about and content pages', () => {
  // The accessibility scan of a full page takes a while on this machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('contacts group shops by city with hours from Monday, phones and map links', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    for (const city of ['Москва', 'Санкт-Петербург', 'Екатеринбург', 'Краснодар', 'Казань']) {
      await expect(page.getByRole('region', { name: city })).toBeVisible();
    }
    const moscow = page.getByRole('region', { name: 'Москва' });
    const shop = moscow.getByRole('article').first();
    await expect(shop.getByRole('heading', { name: 'Фабричный салон на Савёловской' })).toBeVisible();
    await expect(shop.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute('href', 'tel:+74951234567');
    const days = await shop.getByRole('listitem').allTextContents();
    expect(days[0]).toMatch(/^Пн/);
    expect(days[6]).toMatch(/^Вс/);
    await expect(shop.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\//);
    await expectAccessible(page);
  });

  test('the feedback button opens the feedback choice', async ({ page }) => {
    await page.goto('/contacts');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Написать нам' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a branch has its own page', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByRole('link', { name: 'Подробнее о магазине: Фабричный салон на Савёловской', exact: true }).click();
    await expect(page).toHaveURL(/\/contacts\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Фабричный салон на Савёловской' })).toBeVisible();
    await expect(page.getByText(/Флагманский салон/)).toBeVisible();
    await expect(breadcrumbs(page).getByRole('link', { name: 'Контакты' })).toBeVisible();
    await expectAccessible(page);
    expect((await page.goto('/contacts/999999'))?.status()).toBe(404);
  });

  test('about has anchors for its h2 blocks', async ({ page }) => {
    await page.goto('/about');
    const anchors = page.getByRole('navigation', { name: 'Содержание' }).getByRole('link');
    await expect(anchors).toHaveText(['История', 'Производство', 'Дилерам', 'Реквизиты']);
    await anchors.filter({ hasText: 'Дилерам' }).click();
    await expect(page).toHaveURL(/#dileram$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Дилерам' })).toBeInViewport();
    await expectAccessible(page);
  });

  test('privacy shows the terms', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('content pages answer at every depth with breadcrumbs, and unknown paths are 404', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/uslugi');
    await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Монтаж' }).click();
    await expect(page).toHaveURL(/\/uslugi\/montazh$/);
    await page.getByRole('link', { name: 'Монтаж стеновых панелей' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Монтаж стеновых панелей' })).toBeVisible();
    await expect(breadcrumbs(page).getByRole('link')).toHaveText(['Главная', 'Услуги', 'Монтаж']);
    await expectAccessible(page);
    // No description in the CMS: the opening of the page's text stands in for it (as a crawler loads the page).
    await page.goto('/uslugi/montazh/stenovye-paneli');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Монтаж на клей или на обрешётку\. Стоимость/);

    const deepest = await page.goto('/dileram/usloviya/skidki/obyom');
    expect(deepest?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Скидки за объём' })).toBeVisible();

    for (const path of ['/net-takoj-stranicy', '/uslugi/net', '/a/b/c/d/e/f']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    }
  });
});
