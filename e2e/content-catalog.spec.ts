import { expect, test } from './helpers/test';
import { acceptCookies, breadcrumbs, clickCentered, expectAccessible, waitForHydration } from './content-helpers';
import { ONE_WIDTH } from './helpers/projects';

test.describe('catalogue content', () => {
  // The accessibility scan of a full page takes a while on this machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('the home page shows sections, teasers, hits and decor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог продукции' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Галерея работ/ })).toHaveAttribute('href', '/gallery');
    const hits = page.getByRole('list', { name: 'Хиты продаж' });
    await expect(hits.getByRole('link', { name: /Фасад «Верона»/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Декор в тон фасадам' }).getByRole('link', { name: /Карниз «Прямой»/ })).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: 'Фасады от производителя' })).toBeVisible();
    await expectAccessible(page, { atEveryWidth: true });
  });

  test('the catalogue index lists every section', async ({ page }) => {
    const response = await page.goto('/catalog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('list', { name: 'Разделы каталога' }).getByRole('listitem')).toHaveCount(6);
    await expectAccessible(page);
  });

  test('a section pages through its products', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh');
    const products = page.getByRole('list', { name: 'Товары раздела' }).getByRole('listitem');
    await expect(products).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Страницы каталога' }).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh\?page=2$/);
    await expect(products).toHaveCount(10);
    await expectAccessible(page);
  });

  test('a product shows its gallery, offers, characteristics, content, price table and related products', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-verona');
    await expect(page.getByRole('heading', { level: 1, name: 'Фасад «Верона»' })).toBeVisible();
    await expect(breadcrumbs(page).getByRole('link', { name: 'Фасады в плёнке ПВХ' })).toHaveAttribute('href', '/catalog/fasady-pvh');
    await expect(page.getByText('5 900 ₽ за м²').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Варианты исполнения и цены' })).toBeVisible();
    await expect(page.getByText('Фасад глухой с патиной')).toBeVisible();
    const specs = page.getByRole('heading', { name: 'Характеристики' }).locator('..');
    await expect(specs.getByText('Ширина обвяза')).toBeVisible();
    await expect(specs.getByText('Высота')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Описание' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'О материалах' })).toBeVisible();

    await clickCentered(page.getByRole('button', { name: 'Показать таблицу цен' }));
    const table = page.getByRole('table');
    // The button goes away with the click: focus moves to the table that replaced it, not back to the page.
    await expect(page.locator(':focus')).toContainText('716 × 396 мм');
    await expect(table.getByRole('columnheader', { name: 'Размер' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '716 × 396 мм' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'С этим товаром покупают' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Вам может понравиться' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Все решения с этой моделью' })).toHaveAttribute('href', '/gallery?model=fasad-verona');
    await expectAccessible(page);
  });

  test('choosing material, colour, patina and glass is reflected in the choice', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-toskana');
    await waitForHydration(page);
    const choice = page.getByText('Ваш выбор:').locator('..');
    const materials = page.getByRole('group', { name: 'Материалы' });
    await clickCentered(materials.locator('label', { hasText: 'Плёнка ПВХ глянцевая' }));
    await expect(materials.getByRole('radio', { name: 'Плёнка ПВХ глянцевая' })).toBeChecked();
    await expect(choice).toContainText('Плёнка ПВХ глянцевая');
    await clickCentered(materials.locator('label', { hasText: 'Плёнка ПВХ матовая' }));
    const colorLabels = page.getByRole('group', { name: 'Цвет' }).locator('label');
    await clickCentered(colorLabels.nth(1));
    const colorName = (await colorLabels.nth(1).textContent()) ?? '';
    await expect(choice).toContainText(`Плёнка ПВХ матовая, ${colorName}`);
    const patinas = page.getByRole('group', { name: 'Патина' });
    if ((await patinas.count()) > 0) {
      const patina = patinas.locator('label').nth(1);
      await clickCentered(patina);
      await expect(choice).toContainText((await patina.textContent()) ?? '');
    }
    const glasses = page.getByRole('group', { name: 'Стекла' });
    await expect(glasses.getByRole('radio')).toHaveCount(3);
    await clickCentered(glasses.locator('label', { hasText: 'Витраж' }));
    await expect(glasses.getByRole('radio', { name: 'Витраж' })).toBeChecked();
    await expect(choice).toContainText('Витраж');
  });

  test('glass layouts give each glass once', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-ravenna');
    await expect(page.getByRole('group', { name: 'Стекла' }).getByRole('radio')).toHaveCount(2);
  });

  test('the product request button opens the request modal', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-verona');
    await waitForHydration(page);
    await clickCentered(page.getByRole('button', { name: 'Заказать', exact: true }));
    await expect(page.getByRole('dialog', { name: 'Заявка на товар:' })).toBeVisible();
  });

  test('changing the city re-prices the product without a reload', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-verona');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await expect(page.getByText('5 900 ₽ за м²').first()).toBeVisible();
    await clickCentered(page.getByRole('contentinfo').getByRole('button', { name: 'Выберите город', exact: true }));
    await page.getByRole('dialog', { name: 'Выберите город:' }).getByRole('button', { name: 'Санкт-Петербург' }).click();
    await expect(page.getByText('6 077 ₽ за м²').first()).toBeVisible();
    // The offer for a facade with patina is re-priced too: 7 080 × 1.03.
    await expect(page.getByText('7 292 ₽ за м²')).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  test('unknown sections and products answer 404', { tag: ONE_WIDTH }, async ({ page }) => {
    for (const path of ['/catalog/fasady-pvh/net-takogo', '/catalog/net-takogo', '/catalog/fasady-pvh?page=99']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    }
  });

  test("a product's address without its section (spec §2: /catalog/{section?}/{product}) leads to the product", { tag: ONE_WIDTH }, async ({ page, request }) => {
    const response = await request.get('/catalog/fasad-verona', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/catalog\/fasady-pvh\/fasad-verona$/);
    await page.goto('/catalog/fasad-verona');
    await expect(page).toHaveURL(/\/catalog\/fasady-pvh\/fasad-verona$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
