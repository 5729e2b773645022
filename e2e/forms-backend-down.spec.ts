import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { startDeadBackendSite, type DeadBackendSite } from './helpers/dead-backend-site';
import { CONSENT, SEND_ERROR, waitForHydration } from './helpers/forms';

let site: DeadBackendSite | undefined;
const origin = () => site?.origin ?? '';

async function expectSendError(page: Page) {
  const error = page.getByRole('dialog', { name: 'Ошибка' });
  await expect(error.getByText(SEND_ERROR)).toBeVisible();
  await error.getByRole('button', { name: 'продолжить' }).click();
  await expect(error).toBeHidden();
}

test.describe('forms with the backend down', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one server process is enough: run at desktop width');

  test.beforeAll(async ({ request }) => {
    // The pages are rendered once by the live site, so the dead one serves them from the shared cache.
    for (const url of ['/', '/review']) expect((await request.get(url)).status()).toBe(200);
    site = await startDeadBackendSite(4, '/review');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('the review form shows the error modal and keeps the typed text', async ({ page }) => {
    await page.goto(`${origin()}/review`);
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await form.getByLabel('Ваше имя').fill('Анна');
    await form.getByLabel('Телефон или e-mail').fill('anna@example.ru');
    await form.getByLabel('Ваш отзыв').fill('Текст, который нельзя потерять');
    await form.getByRole('checkbox', { name: CONSENT }).check();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expectSendError(page);
    await expect(form.getByLabel('Ваш отзыв')).toHaveValue('Текст, который нельзя потерять');
    await expect(form.getByLabel('Ваше имя')).toHaveValue('Анна');
    await expect(form.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  test('a modal form shows the error modal over itself and keeps the typed text', async ({ page }) => {
    await page.goto(`${origin()}/`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'заказать звонок' }).click();
    const dialog = page.getByRole('dialog', { name: 'Мы вам перезвоним:' });
    await dialog.getByLabel('Ваше имя').fill('Иван');
    await dialog.getByLabel('Телефон', { exact: true }).fill('9123456789');
    await dialog.getByLabel('Сообщение').fill('Перезвоните после обеда');
    await dialog.getByRole('checkbox', { name: CONSENT }).check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expectSendError(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Сообщение')).toHaveValue('Перезвоните после обеда');
    await expect(dialog.getByLabel('Телефон', { exact: true })).toHaveValue('+7 (912)-345-67-89');
  });
});
