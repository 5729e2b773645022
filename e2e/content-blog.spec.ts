import { expect, test } from './helpers/test';
import { acceptCookies, breadcrumbs, expectAccessible } from './content-helpers';
import { ONE_WIDTH } from './helpers/projects';

test.describe('blog', () => {
  // The accessibility scan of a full page takes a while on this machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('/blog lists every article with sections, tags, the stock alert and paging', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Разделы блога' });
    await expect(sections.getByRole('link', { name: /Все статьи/ })).toHaveAttribute('aria-current', 'page');
    await expect(sections.getByRole('link')).toHaveCount(5);
    const articles = page.getByRole('list', { name: 'Статьи' }).getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(articles).toHaveCount(9);
    await expect(page.getByText('#Скидки').first()).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Подробнее' }).first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Страницы блога' }).getByRole('link', { name: 'Страница 4' }).click();
    await expect(page).toHaveURL(/\/blog\?page=4$/);
    await expect(articles).toHaveCount(3);
    await expectAccessible(page);
  });

  test('a section lists its own articles and leads to an article', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Разделы блога' }).getByRole('link', { name: /Советы/ }).click();
    await expect(page).toHaveURL(/\/blog\/sovety$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Советы' })).toBeVisible();
    await page.getByRole('link', { name: /Как выбрать фасады для кухни/ }).click();
    await expect(page).toHaveURL(/\/blog\/sovety\/kak-vybrat-fasady-dlya-kuhni$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Как выбрать фасады для кухни' })).toBeVisible();
    await expect(breadcrumbs(page).getByRole('link', { name: 'Советы' })).toHaveAttribute('href', '/blog/sovety');
    await expect(page.getByRole('region', { name: 'Метки' }).getByText('#Кухня')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ещё в разделе' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an article has Article and BreadcrumbList structured data', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/blog/akcii/skidka-15-na-fasady-modena');
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']));
    expect(types.sort()).toEqual(['Article', 'BreadcrumbList']);
  });

  test('/news shows the news section', async ({ page }) => {
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Новая коллекция эмалей 2026 года/ })).toBeVisible();
    // The same list as /blog/novosti: search engines are told to index that one.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/novosti$/);
    await expectAccessible(page);
  });

  test('unknown sections, articles and pages answer 404', { tag: ONE_WIDTH }, async ({ page }) => {
    for (const path of ['/blog/net-takogo', '/blog/sovety/net-takoj-stati', '/blog/akcii/kak-vybrat-fasady-dlya-kuhni', '/blog?page=50', '/news?page=50']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
