import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { ONE_WIDTH } from './helpers/projects';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';
import { apiToken, DEALER, notifyByApi, openLive, signInByApi, STAFF, userIdOf } from './helpers/session';

const API_PORT = specPort(70);
const SITE_PORT = specPort(71);
const TOKEN = '424242:E2E-token';
const DEALER_CHAT = 7001;

type Sent = { chat_id: string; text: string };

/**
 * The Telegram Bot API as the backend sees it, on loopback: getUpdates long-polls (held until a message is pushed
 * or its timeout ends, as Telegram does), sendMessage is recorded.
 */
function fakeTelegram() {
  const sent: Sent[] = [];
  const updates: { update_id: number; message: unknown }[] = [];
  let waiting: (() => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as { chat_id?: string; text?: string; offset?: number; timeout?: number };
      res.setHeader('Content-Type', 'application/json');
      if (req.url === `/bot${TOKEN}/sendMessage`) {
        sent.push({ chat_id: String(body.chat_id), text: String(body.text) });
        res.end(JSON.stringify({ ok: true, result: { message_id: sent.length, chat: { id: body.chat_id } } }));
        return;
      }
      if (req.url !== `/bot${TOKEN}/getUpdates`) {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, description: 'Not Found' }));
        return;
      }
      const answer = () => res.end(JSON.stringify({ ok: true, result: updates.filter((u) => u.update_id >= (body.offset ?? 0)) }));
      if (updates.some((u) => u.update_id >= (body.offset ?? 0))) return answer();
      const timer = setTimeout(() => {
        waiting = waiting.filter((wake) => wake !== onPush);
        answer();
      }, Math.min(body.timeout ?? 0, 25) * 1000);
      const onPush = () => {
        clearTimeout(timer);
        answer();
      };
      waiting.push(onPush);
    });
  });
  return {
    sent,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    /** A dealer writes to the bot in a private chat. */
    say(chatId: number, text: string) {
      const id = updates.length + 1;
      updates.push({ update_id: id, message: { message_id: id, chat: { id: chatId, type: 'private' }, text } });
      const wake = waiting;
      waiting = [];
      for (const resume of wake) resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const resume of waiting) resume();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let dataDir = '';
let backend: Spawned | undefined;
let site: Spawned | undefined;
const telegram = fakeTelegram();
const origin = () => site?.origin ?? '';

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

    telegram.say(DEALER_CHAT, code);
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
    telegram.say(DEALER_CHAT + 1, '000000');
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
