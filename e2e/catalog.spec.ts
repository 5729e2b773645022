import { expect, test } from './helpers/test';
import { ONE_WIDTH } from './helpers/projects';

test.describe('catalogue slice', () => {
  test('home lists the seeded catalogue sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог продукции' })).toBeVisible();
    const sections = page.getByRole('list', { name: 'Разделы каталога' });
    await expect(sections.getByRole('link', { name: /Фасады в плёнке ПВХ/ })).toBeVisible();
    expect(await sections.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    // The home page's CMS metaTitle is used whole (decision of issue 2).
    await expect(page).toHaveTitle('Мебельные фасады от производителя — фабрика «Фасадия»');
  });

  test('a section shows product cards with prices and pages through them', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('list', { name: 'Разделы каталога' }).getByRole('link', { name: /Фасады в плёнке ПВХ/ }).click();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ПВХ/);
    const cards = page.getByRole('list', { name: 'Товары раздела' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(/₽|Цена по запросу/);
    const firstPageTitles = await cards.allTextContents();

    const pagination = page.getByRole('navigation', { name: 'Страницы каталога' });
    await expect(pagination.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    const secondPageTitles = await cards.allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles).not.toEqual(firstPageTitles);
    await expect(page).toHaveTitle(/страница 2/);
  });

  test('a product page shows title, price, options per mcp and metadata', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh');
    const firstCard = page.getByRole('list', { name: 'Товары раздела' }).getByRole('link').first();
    const cardText = await firstCard.innerText();
    await firstCard.click();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh\/[a-z0-9-]+$/);
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    expect(cardText).toContain(title);
    await expect(page.getByRole('main')).toContainText(/₽|Цена по запросу/);

    const materials = page.getByRole('group', { name: 'Материалы' });
    await expect(materials.getByRole('radio').first()).toBeChecked();
    await expect(page.getByRole('group', { name: 'Цвет' }).getByRole('radio').first()).toBeChecked();

    // The tags as a crawler gets them, on a load of the page itself. (After a client navigation to a page rendered on
    // demand, React sometimes leaves the previous page's title and description in <head> beside the new ones.)
    await page.reload();
    for (const tag of ['head > title', 'meta[name="description"]', 'meta[property="og:title"]', 'link[rel="canonical"]']) await expect(page.locator(tag)).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/catalog\/fasady-pvh\/[a-z0-9-]+$/);
  });

  test('choosing another material changes the colours on offer', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const { sections } = (await (await request.get('/api/v1/catalog/sections/')).json()) as { sections: { code: string }[] };
    // Find a product made in two or more materials, through the same API the site uses.
    let target: { section: string; code: string; materials: number } | undefined;
    for (const { code: section } of sections) {
      const list = (await (await request.get(`/api/v1/catalog/${section}/`)).json()) as { products: { code: string }[] };
      for (const { code } of list.products) {
        const detail = (await (await request.get(`/api/v1/catalog/${section}/${code}/`)).json()) as { product: { mcp: unknown[] } };
        if (detail.product.mcp.length >= 2) {
          target = { section, code, materials: detail.product.mcp.length };
          break;
        }
      }
      if (target) break;
    }
    expect(target, 'the demo data has a product in several materials').toBeDefined();
    await page.goto(`/catalog/${target!.section}/${target!.code}`);
    const colors = page.getByRole('group', { name: 'Цвет' });
    const before = await colors.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent));
    const materials = page.getByRole('group', { name: 'Материалы' }).locator('label:has(input:not([disabled]))');
    await materials.nth(1).click();
    await expect(page.getByRole('group', { name: 'Материалы' }).getByRole('radio').and(page.locator(':checked'))).toHaveCount(1);
    await expect
      .poll(() => colors.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent)))
      .not.toEqual(before);
  });

  test('navigation scrolls to the top and back restores the position', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh');
    const pagination = page.getByRole('navigation', { name: 'Страницы каталога' });
    await pagination.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await pagination.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});
