import { expect, test } from './helpers/test';
import { DEALER, signInByApi } from './helpers/session';
import { ONE_WIDTH } from './helpers/projects';

test.describe('order list', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
  });

  test('pages of 10, filters kept in the URL, and load-more', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/profile/order-list');
    const rows = page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toBeVisible();

    // Nobody cancels orders in these tests: the seed's one cancelled order stays the only one.
    await page.getByLabel('Статус').selectOption({ label: 'Отменен' });
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/status=cn/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Отменен');
    await page.reload();
    await expect(page.getByLabel('Статус')).toHaveValue('cn');
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
  });

  test('repeat an order: chosen rows become a new draft at today\'s prices', async ({ page, isMobile }) => {
    await page.goto('/profile/order-list?status=sp');
    await page.getByRole('link', { name: /^Заказ № \d+$/ }).first().click();
    await page.getByRole('button', { name: 'Повторить заказ' }).click();
    const region = page.getByRole('region', { name: 'Повторить заказ' });
    // On a phone the table's rows become cards, each price under its own label.
    const header = (name: string) => (isMobile ? region.getByRole('cell', { name: new RegExp(`^${name}`) }).first() : region.getByRole('columnheader', { name }));
    await expect(header('Цена в заказе')).toBeVisible();
    await expect(header('Цена сегодня')).toBeVisible();
    await region.getByRole('checkbox', { name: 'Строка 1' }).uncheck();
    const source = page.url();
    await region.getByRole('button', { name: 'Создать черновик' }).click();
    await expect(page).not.toHaveURL(source);
    await expect(page.getByText(/головной заказ №/)).toBeVisible();
    await expect(page.getByText('Черновик').first()).toBeVisible();
  });

  test('the bare order area leads to the order list', { tag: ONE_WIDTH }, async ({ page }) => {
    const response = await page.request.get('/profile/order', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/profile/order-list');
    await page.goto('/profile/order');
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    await expect(page.getByRole('list', { name: 'Список заказов' }).getByRole('listitem').first()).toBeVisible();
  });

  test("'Новый заказ' offers the calculator or an import", async ({ page }) => {
    await page.goto('/profile/order-list');
    await page.getByRole('main').getByRole('button', { name: 'Новый заказ' }).click();
    const choice = page.getByRole('dialog', { name: 'Выберите способ создания заказа' });
    await choice.getByRole('button', { name: /Калькулятор/ }).click();
    await expect(page.getByRole('dialog', { name: 'Выберите вид заказа' })).toContainText('Срок производства');
    await page.keyboard.press('Escape');
    // The profile header's own 'Новый заказ' opens the same choice.
    await page.getByRole('banner').getByRole('button', { name: 'Новый заказ' }).click();
    await page.getByRole('dialog', { name: 'Выберите способ создания заказа' }).getByRole('link', { name: /Импорт/ }).click();
    await expect(page).toHaveURL(/\/profile\/order\/new$/);
  });
});
