import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFakeBotApi } from '../tests/api/helpers/fake-bot-api-server';
import { expect, test } from './helpers/test';
import { ONE_WIDTH } from './helpers/projects';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';
import { apiToken, DEALER, notifyByApi, openLive, signInByApi, STAFF, userIdOf } from './helpers/session';

const API_PORT = specPort(70);
const SITE_PORT = specPort(71);
const TOKEN = '424242:E2E-token';
const DEALER_CHAT = 7001;

let dataDir = '';
let backend: Spawned | undefined;
let site: Spawned | undefined;
const telegram = createFakeBotApi(TOKEN);
const origin = () => site?.origin ?? '';

/** A dealer writes to the bot in a private chat. */
function say(chatId: number, text: string) {
  const id = telegram.updates.length + 1;
  telegram.push({ update_id: id, message: { message_id: id, chat: { id: chatId, type: 'private' }, text } });
}

test.describe('Telegram notifications', { tag: ONE_WIDTH }, () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-e2e-telegram-'));
    const apiOrigin = await telegram.listen();
    backend = await startBackend(API_PORT, dataDir, undefined, { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ORIGIN: apiOrigin });
    site = await startSite(SITE_PORT, backend.origin, '/api/v1/health');
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await site?.stop();
    await backend?.stop();
    await telegram.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a dealer links Telegram with the profile\'s code and gets notifications there', async ({ page }) => {
    const jwt = await signInByApi(page, DEALER.login, DEALER.password, origin());
    await openLive(page, `${origin()}/profile/user`);
    const section = page.getByRole('heading', { name: 'Уведомления в Telegram' }).locator('..');
    const notify = section.getByRole('checkbox', { name: 'Присылать уведомления в Telegram' });
    await expect(notify).not.toBeChecked();

    await section.getByRole('button', { name: 'Получить код' }).click();
    const codeLine = section.getByText(/^Ваш код: \d{6}\. Он действует 15 минут\.$/);
    await expect(codeLine).toBeVisible();
    const code = /\d{6}/.exec((await codeLine.textContent()) ?? '')?.[0] ?? '';

    say(DEALER_CHAT, code);
    // The bot's link reaches the open page through the stream: no reload.
    await expect(section.getByText(`Telegram подключён (id ${DEALER_CHAT})`)).toBeVisible();
    await expect(notify).toBeChecked();
    await expect(codeLine).toHaveCount(0);
    await expect.poll(() => telegram.sent.find((message) => message.chat_id === String(DEALER_CHAT))?.text).toMatch(/^Готово: уведомления о заказах/);

    const staff = await apiToken(page.request, STAFF.login, STAFF.password, origin());
    await notifyByApi(page.request, staff.jwt, { to: userIdOf(jwt), title: 'Заказ № 812 отгружен', text: '<p>Машина выехала в <b>10:00</b>.</p>' }, origin());
    await expect
      .poll(() => telegram.sent.find((message) => message.text.startsWith('Заказ № 812 отгружен')), { timeout: 15_000 })
      .toMatchObject({ chat_id: String(DEALER_CHAT), text: expect.stringContaining('Машина выехала в 10:00.') });

    // A code the bot does not know is answered, and changes nothing.
    say(DEALER_CHAT + 1, '000000');
    await expect.poll(() => telegram.sent.find((message) => message.chat_id === String(DEALER_CHAT + 1))?.text).toMatch(/^Код не подошёл или устарел/);
    await page.reload();
    const linked = page.getByText(`Telegram подключён (id ${DEALER_CHAT})`);
    await expect(linked).toBeVisible();

    await linked.getByRole('button', { name: 'Отвязать' }).click();
    await expect(linked).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Присылать уведомления в Telegram' })).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
    await expect(page.getByText(/Telegram подключён/)).toHaveCount(0);
  });
});
