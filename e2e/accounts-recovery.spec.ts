import { expect, test } from './helpers/test';
import { readOutbox } from './helpers/outbox';
import { acceptCookies, openLoginModal, registerByApi, signInOnPage, uniqueDealer, waitForHydration } from './helpers/auth-ui';
import { ONE_WIDTH } from './helpers/projects';

test.describe('password recovery', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('from the login modal through the letter to a new password; the checkword works once', { tag: ONE_WIDTH }, async ({ page, request }) => {
    const dealer = uniqueDealer('rec');
    await registerByApi(request, dealer);
    await page.goto('/');
    await waitForHydration(page);
    const login = await openLoginModal(page);
    await login.getByRole('button', { name: 'Забыли пароль?' }).click();
    const recovery = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await expect(recovery.getByText('Контрольная строка для смены пароля')).toBeVisible();
    await recovery.getByLabel('E-mail', { exact: true }).fill('broken@');
    await recovery.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(recovery.getByText('Email заполнен неверно')).toBeVisible();
    await recovery.getByLabel('E-mail', { exact: true }).fill(dealer.email);
    await recovery.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('dialog', { name: 'Письмо отправлено' })).toBeVisible();

    let letter: { text: string } | undefined;
    await expect(async () => {
      letter = (await readOutbox()).find((mail) => mail.to.includes(dealer.email) && mail.subject === 'Восстановление пароля на сайте «Фасадия»');
      expect(letter).toBeDefined();
    }).toPass();
    const checkword = /Контрольная строка: (\w+)/.exec(letter?.text ?? '')?.[1] ?? '';
    expect(checkword).not.toBe('');

    const reset = async (password: string) => {
      await page.goto('/password-reset');
      await waitForHydration(page);
      await page.getByLabel('E-mail', { exact: true }).fill(dealer.email);
      await page.getByLabel('Контрольная строка').fill(checkword);
      await page.getByLabel('Новый пароль').fill(password);
      await page.getByLabel('Повторите пароль').fill(password);
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
    };
    await reset('renewed-pass-1');
    await expect(page.getByRole('dialog', { name: 'Пароль изменён' })).toBeVisible();
    await page.keyboard.press('Escape');
    await signInOnPage(page, dealer.email, 'renewed-pass-1');

    await page.evaluate(() => window.localStorage.clear());
    await reset('another-pass-2');
    await expect(page.getByText('Неверная или устаревшая контрольная строка')).toBeVisible();
  });

  test('/password-request opens the same info modal', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/password-request');
    await waitForHydration(page);
    await page.getByLabel('E-mail', { exact: true }).fill('nobody-known@example.ru');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('dialog', { name: 'Письмо отправлено' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'У меня уже есть контрольная строка' })).toHaveAttribute('href', '/password-reset');
  });
});
