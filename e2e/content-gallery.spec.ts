import { expect, test } from './helpers/test';
import { acceptCookies, expectAccessible, waitForHydration } from './content-helpers';
import { ONE_WIDTH } from './helpers/projects';

test.describe('gallery', () => {
  // The accessibility scan of a full page takes a while on this machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('lists solutions with filters and paging', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Галерея решений' })).toBeVisible();
    await expect(page.getByText('Найдено 120 решений')).toBeVisible();
    for (const label of ['Материал', 'Цвет', 'Патина', 'Интерьер', 'Модель']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Коллекция' }).getByRole('checkbox')).toHaveCount(5);
    await page.getByRole('navigation', { name: 'Страницы галереи' }).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/gallery\?page=2$/);
    await expectAccessible(page);
    // A further page is a page of its own for search engines, as the blog's and the catalogue's are: loaded as a
    // crawler loads it, it names itself in its one canonical link.
    await page.goto('/gallery?page=2');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', /\/gallery\?page=2$/);
    // A filtered view, on any of its pages, is a variant of the gallery: its canonical is the gallery's.
    await page.goto('/gallery?interior=kuhnya&page=2');
    await expect(canonical).toHaveAttribute('href', /\/gallery$/);

    // Ten pages: the pager links the ends and the neighbours of the current one, and fits a phone.
    await page.goto('/gallery?page=6');
    const pager = page.getByRole('navigation', { name: 'Страницы галереи' });
    await expect(pager.getByRole('link', { name: /^Страница / })).toHaveText(['1', '5', '6', '7', '10']);
    await expect(pager.getByRole('link', { name: 'Страница 6' })).toHaveAttribute('aria-current', 'page');
    const next = pager.getByRole('link', { name: 'Следующая страница' });
    const nextBox = await next.boundingBox();
    expect(nextBox!.x + nextBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await next.click();
    await expect(page).toHaveURL(/\/gallery\?page=7$/);
  });

  test('filters combine, live in the URL, survive a reload and go back', async ({ page }) => {
    await page.goto('/gallery');
    await waitForHydration(page);
    await page.getByText('Интерьер', { exact: true }).click();
    await page.getByRole('group', { name: 'Интерьер' }).getByText('Кухня', { exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?interior=kuhnya$/);
    await expect(page.getByText('Найдено 20 решений')).toBeVisible();

    await page.getByRole('group', { name: 'Интерьер' }).getByText('Гостиная', { exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?interior=kuhnya,gostinaya$/);
    await expect(page.getByText('Найдено 40 решений')).toBeVisible();

    await page.getByRole('group', { name: 'Коллекция' }).getByText('Классика', { exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?interior=kuhnya,gostinaya&collection=klassika$/);
    const combined = await page.getByText(/^Найдено \d+ решени/).textContent();
    const cards = page.getByRole('list', { name: 'Галерея решений' }).getByRole('listitem');
    for (const text of await cards.allTextContents()) {
      expect(text).toMatch(/Кухня|Гостиная/);
      expect(text).toContain('Классика');
    }

    await page.reload();
    await expect(page.getByText(combined ?? '')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Коллекция' }).getByRole('checkbox', { name: 'Классика', exact: true })).toBeChecked();
    // Closed on arrival, so that the results are in view; the group's title counts what is chosen.
    await expect(page.getByRole('group', { name: 'Интерьер' })).toBeHidden();
    await page.getByText('Интерьер (2)').click();
    await expect(page.getByRole('group', { name: 'Интерьер' }).getByRole('checkbox', { name: 'Гостиная' })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\/gallery\?interior=kuhnya,gostinaya$/);
    await expect(page.getByText('Найдено 40 решений')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Коллекция' }).getByRole('checkbox', { name: 'Классика', exact: true })).not.toBeChecked();
  });

  test('one filter group is open at a time, and a click outside or Escape closes it', async ({ page }) => {
    await page.goto('/gallery');
    await waitForHydration(page);
    await page.getByText('Материал', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Материал' })).toBeVisible();
    await page.getByText('Цвет', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Цвет' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Материал' })).toBeHidden();

    await page.getByRole('heading', { level: 1, name: 'Галерея решений' }).click();
    await expect(page.getByRole('group', { name: 'Цвет' })).toBeHidden();

    await page.getByText('Патина', { exact: true }).click();
    await page.getByRole('group', { name: 'Патина' }).getByRole('checkbox').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Патина' })).toBeHidden();
    await expect(page.getByText('Патина', { exact: true })).toBeFocused();
  });

  test('a shared filtered link opens the filtered view', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/gallery?material=emal-matovaya&model=fasad-emal-klassika,fasad-emal-provans');
    const cards = page.getByRole('list', { name: 'Галерея решений' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Эмаль матовая.*Модель: Фасад «(Классика|Прованс)»/s);
    await expect(page.getByRole('link', { name: 'Сбросить фильтры' })).toHaveAttribute('href', '/gallery');
  });
});
