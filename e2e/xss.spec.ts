import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { registerByApi, uniqueDealer } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';
import { apiToken, createOrderByApi, notifyByApi, openLive, signInByApi, STAFF, userIdOf } from './helpers/session';

/** Issue #11: OWASP payloads (script tags, event handlers, javascript: URLs, SVG, mutation XSS) never run. */
const PAYLOADS = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror=alert("xss-img")>',
  '<svg onload=alert("xss-svg")><circle r=1></circle></svg>',
  '<a href="javascript:alert(\'xss-link\')">ссылка-ловушка</a>',
  '<iframe src="javascript:alert(\'xss-frame\')"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'xss-mxss\')>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(\'xss-math\')>',
  '"><details open ontoggle=alert("xss-toggle")>',
];

/** Every dialog the page opens: an XSS payload that runs would open one with alert(). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** No element of the page carries an inline handler or a javascript: URL, and no script or frame came in with content. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          ['IFRAME', 'EMBED', 'OBJECT'].includes(element.tagName) ||
          (element.tagName === 'SCRIPT' && !element.hasAttribute('src') && !(element as HTMLScriptElement).nonce && (element as HTMLScriptElement).type !== 'application/ld+json') ||
          Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(found).toEqual([]);
}

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
