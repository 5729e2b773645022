import { expect, test } from './helpers/test';
import { freshDealer } from './helpers/fresh-dealer';
import { createOrderByApi, factory } from './helpers/session';
import { ONE_WIDTH } from './helpers/projects';

test.describe('printed pages', () => {
  test("a printed order keeps its facts, items and comments, without the cabinet's menu, forms and buttons", { tag: ONE_WIDTH }, async ({ page }) => {
    const dealer = await freshDealer(page, page.request, 'print');
    const id = await createOrderByApi(page.request, dealer.jwt);
    await factory('comment', String(id), '--text', 'Заказ в покраске');
    await page.goto(`/profile/order/${id}`);
    await expect(page.getByRole('heading', { name: `Заказ № ${id}`, level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' });
    const commentForm = page.getByRole('form', { name: 'Новый комментарий' });
    const send = page.getByRole('button', { name: 'Отправить', exact: true });
    await expect(menu).toBeVisible();
    await expect(commentForm).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: `Заказ № ${id}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('Заказ в покраске')).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(commentForm).toBeHidden();
    await expect(send).toBeHidden();
    await expect(page.getByRole('button', { name: 'Повторить заказ' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Получать уведомления об изменениях' })).toBeHidden();

    await page.emulateMedia({ media: 'screen' });
    await expect(menu).toBeVisible();
    await expect(send).toBeVisible();
  });

  test('a printed calculation or claim shows no file pickers', { tag: ONE_WIDTH }, async ({ page }) => {
    await freshDealer(page, page.request, 'print-files');
    await page.goto('/profile/order/calculator');
    await expect(page.getByRole('heading', { name: 'Калькулятор', level: 1 })).toBeVisible();
    const importLabel = page.getByText('Загрузить из Excel', { exact: true });
    await expect(importLabel).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Итого' })).toBeVisible();
    await expect(importLabel).toBeHidden();

    await page.emulateMedia({ media: 'screen' });
    await page.goto('/profile/order/reklamation');
    const addFiles = page.getByText('Добавить фото или документ', { exact: true });
    await expect(addFiles).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Новая рекламация' })).toBeVisible();
    await expect(addFiles).toBeHidden();
  });

  test("a printed product keeps its name, price and specifications, without the site's header and footer", { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-verona');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
    await expect(header).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });
});
