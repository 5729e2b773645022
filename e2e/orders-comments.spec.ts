import { expect, test } from './helpers/test';
import { freshDealer } from './helpers/fresh-dealer';
import { createOrderByApi, factory, openLive, sampleRows } from './helpers/session';
import { ONE_WIDTH } from './helpers/projects';

test.describe('order comments', () => {
  test('a comment with a file and a reply; the unread marks clear on viewing', async ({ page }) => {
    const dealer = await freshDealer(page, page.request, 'comments');
    const id = await createOrderByApi(page.request, dealer.jwt);
    await factory('comment', String(id), '--text', 'Уточните цвет кромки');
    await page.goto(`/profile/order-list?number=${id}`);
    const link = page.getByRole('link', { name: `Заказ № ${id}`, exact: true });
    const row = page.getByRole('listitem').filter({ has: link });
    await expect(row).toContainText('1 новый');
    // The filter says how many comments wait (spec §7's order/new_comment_count).
    await expect(page.getByText('С непрочитанными комментариями (1)')).toHaveCount(1);

    await link.click();
    const comments = page.getByRole('region', { name: /Комментарии/ });
    const factoryComment = comments.getByRole('listitem', { name: 'Комментарий: Ирина Ковалёва' });
    await expect(factoryComment).toContainText('Уточните цвет кромки');
    await factoryComment.getByRole('button', { name: 'Ответить' }).click();
    await page.getByLabel('Комментарий', { exact: true }).fill('Кромка в цвет фасада');
    await page.getByRole('form', { name: 'Новый комментарий' }).getByLabel('Прикрепить файл').setInputFiles({ name: 'кромка.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 кромка') });
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    const mine = comments.getByRole('listitem', { name: `Комментарий: ${dealer.fullName}` });
    await expect(mine).toContainText('Ответ на комментарий (Ирина Ковалёва): Уточните цвет кромки');
    await expect(mine.getByRole('button', { name: 'кромка.pdf' })).toBeVisible();
    await expect(factoryComment.getByText('новый', { exact: true })).toHaveCount(0);

    // Editing changes the files too: the sketch replaces the pdf.
    await mine.getByRole('button', { name: 'Изменить' }).click();
    const edit = mine.getByRole('form', { name: 'Изменить комментарий' });
    await edit.getByRole('checkbox', { name: 'Удалить файл кромка.pdf' }).check();
    await edit.getByLabel('Прикрепить файл').setInputFiles({ name: 'эскиз.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toHaveCount(0);
    await expect(mine.getByRole('button', { name: 'эскиз.png' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'кромка.pdf' })).toHaveCount(0);
    await expect(mine).toContainText('изменён');

    // The number filter matches order numbers that contain the id too (seeded «К-117» for 17): only this order must be gone.
    await page.goto(`/profile/order-list?unreadMessages=y&number=${id}`);
    await expect(page.getByText('Заказов не найдено').or(page.getByRole('list', { name: 'Список заказов' }))).toBeVisible();
    await expect(link).toHaveCount(0);
  });

  test('«Открыть комментарии» and a link to #order-comments open the order at its comments, clear of the cabinet header', async ({ page }) => {
    const dealer = await freshDealer(page, page.request, 'comments');
    // Thirty rows: the comments are well below the first screen at either width.
    const id = await createOrderByApi(page.request, dealer.jwt, sampleRows(30));
    const heading = page.getByRole('heading', { name: /^Комментарии/ });
    const atComments = async () => {
      await expect(heading).toBeInViewport();
      // Not under the sticky header: what the page shows at the heading's first letter is the heading.
      await expect
        .poll(() =>
          heading.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    };

    // A link opened directly: the heading comes with the order's data, after the browser looked for it.
    await page.goto(`/profile/order/${id}#order-comments`);
    await atComments();

    // The new-comment modal's link, from elsewhere in the cabinet.
    await openLive(page, '/profile/order-list');
    // The cabinet, whose notifier opens the modal, is drawn by then.
    await expect(page.getByRole('link', { name: `Заказ № ${id}`, exact: true })).toBeVisible();
    const posted = await page.request.post('/api/v1/comment', { headers: { 'X-API-Key': dealer.staff }, data: { order_id: id, comment: 'Проверьте размеры' } });
    expect(posted.ok()).toBe(true);
    await page.getByRole('dialog', { name: 'Новый комментарий' }).getByRole('link', { name: 'Открыть комментарии' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/order/${id}#order-comments$`));
    await expect(page.getByText('Проверьте размеры')).toBeVisible();
    await atComments();

    // Once per opening: back at the top, a refetch of the order (the window's focus) leaves the page where it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/order/${id}`);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await refetched;
    await expect(page.getByRole('heading', { name: `Заказ № ${id}` })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('25 comments show the last 10 and the rest load on request', { tag: ONE_WIDTH }, async ({ page }) => {
    const dealer = await freshDealer(page, page.request, 'comments');
    const id = await createOrderByApi(page.request, dealer.jwt);
    for (let i = 1; i <= 25; i++) {
      await page.request.post('/api/v1/comment', { headers: { 'X-API-Key': dealer.staff }, data: { order_id: id, comment: `Сообщение ${i}` } });
    }
    await page.goto(`/profile/order/${id}`);
    const list = page.getByRole('region', { name: /Комментарии/ }).getByRole('listitem', { name: /^Комментарий:/ });
    await expect(list).toHaveCount(10);
    await expect(list.first()).toContainText('Сообщение 16');
    await page.getByRole('button', { name: 'Показать предыдущие комментарии (15)' }).click();
    await expect(list).toHaveCount(25);
    await expect(list.first()).toContainText('Сообщение 1');
  });

  test("the factory's edit and removal of a comment show on the dealer's open order without a reload", { tag: ONE_WIDTH }, async ({ page }) => {
    const dealer = await freshDealer(page, page.request, 'comments');
    const id = await createOrderByApi(page.request, dealer.jwt);
    const posted = await page.request.post('/api/v1/comment', { headers: { 'X-API-Key': dealer.staff }, data: { order_id: id, comment: 'Отгрузка в пятницу' } });
    const { comment } = (await posted.json()) as { comment: { id: number } };
    await page.goto(`/profile/order/${id}`);
    const list = page.getByRole('region', { name: /Комментарии/ }).getByRole('listitem', { name: /^Комментарий:/ });
    await expect(list).toHaveText([/Отгрузка в пятницу/]);

    await page.request.post(`/api/v1/comment/${comment.id}`, { headers: { 'X-API-Key': dealer.staff }, data: { comment: 'Отгрузка в субботу' } });
    await expect(list).toHaveText([/Отгрузка в субботу/]);
    await page.request.delete(`/api/v1/comment/${comment.id}`, { headers: { 'X-API-Key': dealer.staff } });
    await expect(list).toHaveCount(0);
  });

  test("the factory's edit made while the dealer's page is still connecting its stream shows without a reload", { tag: ONE_WIDTH }, async ({ page }) => {
    const dealer = await freshDealer(page, page.request, 'comments-race');
    const id = await createOrderByApi(page.request, dealer.jwt);
    const posted = await page.request.post('/api/v1/comment', { headers: { 'X-API-Key': dealer.staff }, data: { order_id: id, comment: 'Отгрузка в пятницу' } });
    const { comment } = (await posted.json()) as { comment: { id: number } };
    // The page has its comments before its stream is open: the edit falls between the two.
    let edited = () => {};
    const editDone = new Promise<void>((resolve) => (edited = resolve));
    await page.route('**/api/v1/sse/stream?**', async (route) => {
      await editDone;
      await route.continue();
    });
    await page.goto(`/profile/order/${id}`);
    const list = page.getByRole('region', { name: /Комментарии/ }).getByRole('listitem', { name: /^Комментарий:/ });
    await expect(list).toHaveText([/Отгрузка в пятницу/]);
    await page.request.post(`/api/v1/comment/${comment.id}`, { headers: { 'X-API-Key': dealer.staff }, data: { comment: 'Отгрузка в субботу' } });
    edited();
    await expect(list).toHaveText([/Отгрузка в субботу/]);
  });
});
