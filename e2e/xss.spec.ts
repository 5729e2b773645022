import { expect, test } from './helpers/test';
import { registerByApi, uniqueDealer } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';
import { expectInert, PAYLOADS, watchDialogs } from './helpers/xss';
import { apiToken, createOrderByApi, notifyByApi, openLive, signInByApi, STAFF, userIdOf } from './helpers/session';

test.describe('XSS payloads stay inert', { tag: ONE_WIDTH }, () => {
  test('in notification bodies (CMS HTML) on the notifications page and in the priority modal', async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    const dealer = uniqueDealer('xss');
    await registerByApi(request, dealer);
    const jwt = await signInByApi(page, dealer.email, dealer.password);
    const staff = (await apiToken(request, STAFF.login, STAFF.password)).jwt;
    await notifyByApi(request, staff, { to: userIdOf(jwt), title: 'Проверка <script>alert("xss-title")</script>', text: `<p>Безопасный текст</p>${PAYLOADS.join('')}` });

    await page.goto('/profile/notifications');
    const main = page.getByRole('main');
    await expect(main.getByText('Проверка <script>alert("xss-title")</script>')).toBeVisible();
    await expect(main.getByText('Безопасный текст')).toBeVisible();
    await expect(main.getByText('ссылка-ловушка')).toBeVisible();
    await expect(main.getByRole('link', { name: 'ссылка-ловушка' })).toHaveCount(0);
    await expectInert(page);

    await openLive(page, '/profile/user');
    await notifyByApi(request, staff, { to: userIdOf(jwt), title: 'Срочно', text: PAYLOADS.join('<br>'), priority: true });
    const modal = page.getByRole('dialog', { name: 'Срочно' });
    await expect(modal).toBeVisible();
    await expectInert(page);
    await modal.getByRole('button', { name: 'Прочитано' }).click();
    await expect(modal).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('in what dealers and staff type: comments and client names show as plain text', async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    const dealer = uniqueDealer('xss');
    await registerByApi(request, dealer);
    const jwt = await signInByApi(page, dealer.email, dealer.password);
    const staff = (await apiToken(request, STAFF.login, STAFF.password)).jwt;
    const orderId = await createOrderByApi(request, jwt);
    const client = await request.post('/api/v1/client/', { headers: { 'X-API-Key': jwt }, data: { name: PAYLOADS[1] } });
    expect(client.status()).toBe(200);
    for (const payload of PAYLOADS.slice(0, 4)) {
      const sent = await request.post('/api/v1/comment', { headers: { 'X-API-Key': staff }, multipart: { order_id: String(orderId), comment: payload } });
      expect(sent.status()).toBe(200);
    }

    await page.goto(`/profile/order/${orderId}`);
    const comments = page.getByRole('region', { name: /Комментарии/ });
    for (const payload of PAYLOADS.slice(0, 4)) await expect(comments.getByText(payload, { exact: true })).toBeVisible();
    await page.getByLabel('Комментарий', { exact: true }).fill(PAYLOADS[5] ?? '');
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    await expect(comments.getByText(PAYLOADS[5] ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: PAYLOADS[1] })).toHaveCount(1);
    await expectInert(page);
    expect(dialogs).toEqual([]);
  });
});
