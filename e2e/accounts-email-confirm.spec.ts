import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { acceptCookies, logoutFromCabinet, signInOnPage, submitLogin, uniqueDealer, waitForHydration, type TestDealer } from './helpers/auth-ui';
import { readOutbox } from './helpers/outbox';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';

/** Both e-mail confirmation flows of REQUIRE_EMAIL_CONFIRMATION=true, which the shared e2e backend runs without. */
const API_PORT = specPort(80);
const SITE_PORT = specPort(81);
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

const REGISTRATION_SUBJECT = 'Подтверждение регистрации на сайте «Фасадия»';
const NEW_EMAIL_SUBJECT = 'Подтверждение e-mail на сайте «Фасадия»';
const LOGIN_FAILED = 'Неверный логин или пароль';

let dataDir = '';
let backend: Spawned | undefined;
let site: Spawned | undefined;
/** Registered and confirmed by the first test, whose sign-in e-mail the second one changes. */
let dealer: TestDealer | undefined;

/** The link of the newest letter to `to` with `subject`: it names this spec's site, as its backend's SITE_URL is that. */
async function letterLink(to: string, subject: string, param: 'confirm' | 'email'): Promise<string> {
  const pattern = new RegExp(`${SITE_ORIGIN.replaceAll('.', '\\.')}/sign-in\\?${param}=[\\w-]+`);
  let link = '';
  await expect(async () => {
    const letter = (await readOutbox(dataDir)).findLast((mail) => mail.to.includes(to) && mail.subject === subject);
    link = pattern.exec(letter?.text ?? '')?.[0] ?? '';
    expect(link, `a ${param} link in the letter to ${to}`).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return link;
}

/** Signing in with `login` is refused with `message`, shown under both fields; the visitor stays on /sign-in. */
async function expectSignInRefused(page: Page, login: string, password: string, message: string) {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await submitLogin(page, login, password);
  await expect(page.getByLabel('E-mail или телефон')).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/sign-in$/);
}

test.describe('e-mail confirmation (REQUIRE_EMAIL_CONFIRMATION=true)', { lock: 'accounts-email-confirm-servers' }, () => {
  // One backend and site pair on this spec's ports per run of the group; the lock keeps the desktop and mobile runs
  // (and repeats) from starting a second pair on the same ports at once.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ baseURL: SITE_ORIGIN });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-e2e-confirm-'));
    // SITE_URL makes the letters' links point at this spec's site; every form here is sent from 127.0.0.1 too.
    backend = await startBackend(API_PORT, dataDir, undefined, { REQUIRE_EMAIL_CONFIRMATION: 'true', SITE_URL: SITE_ORIGIN, FORM_RATE_LIMIT: '10000' });
    site = await startSite(SITE_PORT, backend.origin, '/api/v1/health', undefined, { SITE_URL: SITE_ORIGIN });
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await site?.stop();
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ context }) => acceptCookies(context, SITE_ORIGIN));

  test('a new dealer signs in only through the link of the registration letter, which works once', async ({ page }) => {
    const newcomer = uniqueDealer('confirm');
    await page.goto('/sign-up');
    await waitForHydration(page);
    await page.getByLabel('Фамилия').fill(newcomer.lastName);
    await page.getByLabel('Имя', { exact: true }).fill(newcomer.name);
    await page.getByLabel('Компания').fill('ООО «Подтверждение»');
    await page.getByLabel('Телефон').fill(newcomer.phone);
    await page.getByLabel('E-mail', { exact: true }).fill(newcomer.email);
    await page.getByRole('button', { name: 'Выбрать город' }).click();
    await page.getByRole('dialog', { name: 'Выберите город:' }).getByRole('button', { name: 'Москва' }).click();
    await expect(page.getByLabel('Город', { exact: true })).toHaveValue('Москва');
    await page.getByLabel('Пароль', { exact: true }).fill(newcomer.password);
    await page.getByLabel('Повторите пароль').fill(newcomer.password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page).toHaveURL(/\/sign-in\?registered=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Регистрация прошла успешно' })).toHaveText(
      'Регистрация прошла успешно. Подтвердите e-mail по ссылке из письма, затем войдите.',
    );
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();

    // The right password is not enough before the link: the backend's 403 reason is shown.
    await expectSignInRefused(page, newcomer.email, newcomer.password, 'Подтвердите регистрацию по ссылке из письма');
    await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' })).toHaveCount(0);

    const link = await letterLink(newcomer.email, REGISTRATION_SUBJECT, 'confirm');
    const code = new URL(link).searchParams.get('confirm') ?? '';
    await page.goto(link);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    const cabinet = page.getByRole('navigation', { name: 'Меню личного кабинета' });
    await expect(cabinet.getByRole('link', { name: `${newcomer.name} ${newcomer.lastName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Список заказов' })).toBeVisible();
    expect(page.url()).not.toContain(code);

    await logoutFromCabinet(page);
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'Ссылка для подтверждения' })).toHaveText(
      'Ссылка для подтверждения устарела или уже использована. Войдите с логином и паролем.',
    );
    await expect(page).toHaveURL(/\/sign-in$/);
    // The account stays confirmed: the password alone signs in now.
    await submitLogin(page, newcomer.email, newcomer.password);
    await expect(page).toHaveURL(/\/profile\/order-list$/);
    dealer = newcomer;
  });

  test('a new sign-in e-mail from the profile takes effect only through the link mailed to it', async ({ page }) => {
    test.skip(!dealer, 'needs the dealer the registration test confirmed');
    const { email: oldEmail, password } = dealer!;
    const newEmail = `moved-${oldEmail}`;
    await signInOnPage(page, oldEmail, password);
    await page.goto('/profile/user');
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(email).toHaveValue(oldEmail);
    await email.fill(newEmail);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const saved = page.getByRole('dialog', { name: 'Данные сохранены' });
    await expect(saved).toContainText(`Чтобы сменить e-mail для входа, перейдите по ссылке из письма, отправленного на ${newEmail}`);
    await page.keyboard.press('Escape');
    await expect(saved).toHaveCount(0);

    // The field keeps the address in use, and says the new one waits for its letter, after a reload as well.
    const waiting = `Новый e-mail ${newEmail} ждёт подтверждения: перейдите по ссылке из письма.`;
    await expect(email).toHaveValue(oldEmail);
    await expect(email).toHaveAccessibleDescription(waiting);
    await page.reload();
    await expect(email).toHaveValue(oldEmail);
    await expect(email).toHaveAccessibleDescription(waiting);

    // Until the link is followed the old address signs in and the new one is unknown.
    await logoutFromCabinet(page);
    await expectSignInRefused(page, newEmail, password, LOGIN_FAILED);
    await signInOnPage(page, oldEmail, password);

    const link = await letterLink(newEmail, NEW_EMAIL_SUBJECT, 'email');
    // The check is held until its first words are read: it would otherwise answer before they could be.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/user/email/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    const outcome = page.getByRole('status').filter({ hasText: 'e-mail' });
    await expect(outcome).toHaveText('Проверяем ссылку для смены e-mail…');
    await expect(page).toHaveURL(/\/sign-in$/);
    release();
    await expect(outcome).toHaveText(`E-mail для входа изменён: теперь входите с адресом ${newEmail}`);
    await page.unrouteAll();
    // The signed-in visitor stays to read it; the old address hears of the change.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect
      .poll(async () => (await readOutbox(dataDir)).some((mail) => mail.to.includes(oldEmail) && mail.text.includes(`E-mail для входа в кабинет изменён на ${newEmail}`)))
      .toBe(true);

    await page.goto('/profile/user');
    await expect(email).toHaveValue(newEmail);
    await expect(email).toHaveAccessibleDescription('');
    await logoutFromCabinet(page);
    await signInOnPage(page, newEmail, password);
    await logoutFromCabinet(page);
    await expectSignInRefused(page, oldEmail, password, LOGIN_FAILED);

    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'Ссылка для смены e-mail' })).toHaveText('Ссылка для смены e-mail неверна, устарела или уже использована');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
