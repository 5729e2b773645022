import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { e2eDataDir } from '../playwright.config';
import { readOutbox } from './helpers/outbox';
import { CONSENT, giveConsent, pdfFile, REQUIRED, SEND_ERROR, waitForHydration } from './helpers/forms';
import { ONE_WIDTH } from './helpers/projects';

async function storedSizes(): Promise<number[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(entries.map(async (e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])));
    return nested.flat();
  };
  return Promise.all((await walk(path.join(e2eDataDir, 'files'))).map(async (file) => (await stat(file)).size));
}

test.describe('review page', () => {
  test('the header link leads to /review, whose form loads after the page', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Меню' }).click();
      await page.getByRole('link', { name: 'Написать отзыв' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Написать отзыв' }).click();
    }
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Написать отзыв' })).toBeVisible();
    await expect(page).toHaveTitle(/Написать отзыв/);
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await expect(form.getByLabel('Ваш отзыв')).toBeVisible();
    await form.getByRole('button', { name: 'Отправить' }).scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  test('sent offline, it says so in the error modal and keeps the text, instead of falling to the error page', async ({ page, context }) => {
    await page.goto('/review');
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await form.getByLabel('Ваше имя').fill('Анна');
    await form.getByLabel('Телефон или e-mail').fill('anna@example.ru');
    await form.getByLabel('Ваш отзыв').fill('Написано без связи');
    await form.getByRole('checkbox', { name: CONSENT }).check();
    // The form's page fetches the error modal's code once it idles: two idle turns (the request is on its way after
    // the first), then nothing more loading.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Отправить' }).click();
    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error.getByText(SEND_ERROR)).toBeVisible();
    await error.getByRole('button', { name: 'продолжить' }).click();
    await expect(form.getByLabel('Ваш отзыв')).toHaveValue('Написано без связи');
    await context.setOffline(false);
  });

  test('sent again after its answer was lost, a review reaches the outbox once', { tag: ONE_WIDTH }, async ({ page }, testInfo) => {
    const marker = `Отзыв без ответа ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/review');
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await form.getByLabel('Ваше имя').fill('Анна');
    await form.getByLabel('Телефон или e-mail').fill('anna@example.ru');
    await form.getByLabel('Ваш отзыв').fill(marker);
    await form.getByRole('checkbox', { name: CONSENT }).check();
    // The review reaches the server, and its answer is lost on the way back.
    let delivered = 0;
    await page.route('**/api/v1/content/review', async (route) => {
      const answer = await route.fetch();
      delivered += answer.ok() ? 1 : 0;
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Отправить' }).click();
    const error = page.getByRole('dialog', { name: 'Ошибка' });
    await expect(error.getByText(SEND_ERROR)).toBeVisible();
    expect(delivered).toBe(1);
    await error.getByRole('button', { name: 'продолжить' }).click();
    await page.unroute('**/api/v1/content/review');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('dialog', { name: 'Спасибо за отзыв' })).toBeVisible();
    // Letters go out in the order they were queued: once a review sent after the retry is out, so is any of the retry.
    const after = `${marker}: после`;
    expect((await page.request.post('/api/v1/content/review', { multipart: { name: 'Пётр', contact: 'petr@example.ru', message: after } })).ok()).toBe(true);
    await expect.poll(async () => (await readOutbox()).some((mail) => mail.text.includes(after)), { timeout: 15_000 }).toBe(true);
    expect((await readOutbox()).filter((mail) => mail.text.includes(marker) && !mail.text.includes(after))).toHaveLength(1);
  });

  test('validation messages show and clear on the page', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/review');
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await giveConsent(form, 'Отправить');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(3);
    await form.getByLabel('Ваше имя').fill('Анна');
    await expect(form.getByText(REQUIRED)).toHaveCount(2);
    await form.getByLabel('Телефон или e-mail').fill('+7 912 000');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByText('В номере должно быть 11 чисел')).toBeVisible();
  });

  test('a review sent through the site reaches the outbox with its attachment, and the file is stored', async ({ page }, testInfo) => {
    const marker = `Отзыв ${testInfo.project.name} ${Date.now()} <script>alert(1)</script>`;
    await page.goto('/review');
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await form.getByLabel('Ваше имя').fill('Анна');
    await form.getByLabel('Телефон или e-mail').fill('anna@example.ru');
    await form.getByLabel('Ваш отзыв').fill(marker);
    const file = pdfFile(`Отзыв-${testInfo.project.name}.pdf`);
    await form.getByLabel('Прикрепить файл').setInputFiles(file);
    await giveConsent(form, 'Отправить');
    // The page clocks the modal itself: the test's polling may notice it late on a busy machine.
    const shown = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let openedAt: number | null = null;
          const observer = new MutationObserver(() => {
            const open = [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.textContent?.includes('Спасибо за отзыв'));
            if (open && openedAt === null) openedAt = performance.now();
            if (!open && openedAt !== null) {
              observer.disconnect();
              resolve(performance.now() - openedAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await form.getByRole('button', { name: 'Отправить' }).click();

    // Spec §9: request-sent closes itself after 1500 ms — not before, and not long after.
    // A review is no request: its confirmation thanks for it, and closes itself like request-sent.
    const sent = page.getByRole('dialog', { name: 'Спасибо за отзыв' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeHidden({ timeout: 5000 });
    const shownFor = await shown;
    expect(shownFor).toBeGreaterThan(1400);
    expect(shownFor).toBeLessThan(3000);
    await expect(form.getByLabel('Ваш отзыв')).toHaveValue('');
    // The text stays text on the page: no script element came from it.
    expect(await page.locator('script:text("alert(1)")').count()).toBe(0);

    await expect
      .poll(async () => (await readOutbox()).find((mail) => mail.text.includes(marker)), { timeout: 15_000 })
      .toBeTruthy();
    const mail = (await readOutbox()).find((m) => m.text.includes(marker))!;
    expect(mail.to).toBe('info@fasadia.example');
    expect(mail.subject).toBe('Отзыв с сайта: Анна, anna@example.ru');
    expect(mail.text).toContain('Имя: Анна');
    expect(mail.text).toContain('Контакт: anna@example.ru');
    expect(mail.attachments).toEqual([{ filename: file.name, size: file.buffer.length }]);
    expect(await storedSizes()).toContain(file.buffer.length);
  });
});
