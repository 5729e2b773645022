import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileSchema, tgSubscribeCodeResponseSchema } from '../../api-client/schemas/user';
import { notifications, serviceLeases, users } from '../../backend/db/schema';
import { holdLease, releaseLease } from '../../backend/lib/lease';
import { createNotification } from '../../backend/lib/notifications';
import { claimTelegramDeliveries, TG_CODE_ATTEMPTS, TG_DELIVERY_LEASE_MS, TG_DELIVERY_MAX_AGE_MS, TG_REPLIES } from '../../backend/lib/telegram-subscriptions';
import { fakeBotApi } from './helpers/fake-bot-api';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';

const SITE = 'https://fasady.example';

describe.each(TEST_DRIVERS)('Telegram links and notifications on %s', (kind) => {
  const token = '654321:TEST-token';
  const bot = fakeBotApi(token);
  const test = useTestApp(kind);
  // Notifications only: no staff chat, so the web chat is answered through the API.
  const bridge = () => bot.bridge(test.database().db, { siteUrl: SITE });
  let updateId = 100;
  let offset = 0;

  /** A message from a Telegram chat to the bot, read by one poll; returns the bot's answer in that chat, if any. */
  const say = async (chatId: number, text: string, type = 'private') => {
    const before = bot.sent.length;
    updateId += 1;
    bot.updates.push({ update_id: updateId, message: { message_id: updateId, chat: { id: chatId, type }, text } });
    offset = await bridge().pollOnce(offset, 0);
    return bot.sent.slice(before).find((sent) => sent.chat_id === String(chatId))?.text;
  };
  const codeFor = async (headers: Record<string, string>) =>
    tgSubscribeCodeResponseSchema.parse((await getJson(test.app(), '/api/v1/user/get_tg_subscribe_code', headers)).body).code;
  const profile = async (headers: Record<string, string>) => profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', headers)).body);
  const dueOf = async (id: number) =>
    (await test.database().db.select({ due: notifications.telegramDueAt }).from(notifications).where(eq(notifications.id, id)))[0]?.due;
  const pendingOf = async (id: number) => (await dueOf(id)) != null;
  /** Moves a notification's due time into the past, as waiting would. */
  const makeDue = (id: number) => test.database().db.update(notifications).set({ telegramDueAt: new Date(Date.now() - 1000) }).where(eq(notifications.id, id));

  it('links the chat that sends a profile\'s code, and turns its notifications on', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    const code = await codeFor(dealer.headers);
    expect(code).toMatch(/^\d{6}$/);
    expect(await profile(dealer.headers)).toMatchObject({ tgid: '' });

    expect(await say(7001, code)).toBe(TG_REPLIES.linked);
    expect(await profile(dealer.headers)).toMatchObject({ tgid: '7001', tgnotify: 1 });
    // A code works once.
    expect(await say(7002, code)).toBe(TG_REPLIES.wrongCode);
    expect(await profile(dealer.headers)).toMatchObject({ tgid: '7001' });
  });

  it('takes the code from the bot\'s deep link (/start 123456)', async () => {
    const manager = await signIn(test, 'manager@example.ru');
    expect(await say(7101, `/start ${await codeFor(manager.headers)}`)).toBe(TG_REPLIES.linked);
    expect(await profile(manager.headers)).toMatchObject({ tgid: '7101', tgnotify: 1 });
  });

  it('keeps only the latest code, refuses an expired one, and explains itself to anything else', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    const first = await codeFor(dealer.headers);
    const second = await codeFor(dealer.headers);
    if (first !== second) expect(await say(7201, first)).toBe(TG_REPLIES.wrongCode);
    await test.database().db.update(users).set({ tgSubscribeCodeExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, dealer.id));
    expect(await say(7202, second)).toBe(TG_REPLIES.wrongCode);
    expect(await profile(dealer.headers)).not.toMatchObject({ tgid: '7202' });
    expect(await say(7203, '/start')).toBe(TG_REPLIES.hello);
    expect(await say(7203, 'Здравствуйте, где мой заказ?')).toBe(TG_REPLIES.hello);
    // Group chats are not dealers' chats: the bot stays silent there and links nothing.
    const code = await codeFor(dealer.headers);
    expect(await say(-7204, code, 'group')).toBeUndefined();
    expect(await profile(dealer.headers)).not.toMatchObject({ tgid: '-7204' });
  });

  it('stops a chat that guesses codes, even at the right one', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    const code = await codeFor(dealer.headers);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < TG_CODE_ATTEMPTS.limit; attempt += 1) expect(await say(7301, wrong)).toBe(TG_REPLIES.wrongCode);
    expect(await say(7301, code)).toBe(TG_REPLIES.tooManyAttempts);
    expect(await profile(dealer.headers)).not.toMatchObject({ tgid: '7301' });
    // Another chat is not held back by it.
    expect(await say(7302, code)).toBe(TG_REPLIES.linked);
  });

  it('sends a linked user\'s notifications to the chat, with the text and a link, once', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    await say(7401, await codeFor(dealer.headers));
    const id = await createNotification(test.database().db, {
      userId: dealer.id,
      title: 'Заказ № 15 отгружен',
      html: '<p>Машина выехала&nbsp;в 10:00.</p><p>Встречайте!</p>',
    });
    expect(await pendingOf(id)).toBe(true);
    const before = bot.sent.length;
    expect(await bridge().deliverOnce()).toBe(1);
    expect(bot.sent.slice(before)).toEqual([
      { chat_id: '7401', text: `Заказ № 15 отгружен\n\nМашина выехала в 10:00.\nВстречайте!\n\n${SITE}/profile/notifications` },
    ]);
    expect(await pendingOf(id)).toBe(false);
    expect(await bridge().deliverOnce()).toBe(0);
    expect(bot.sent).toHaveLength(before + 1);
  });

  it('keeps paragraphs and list items apart, writes link addresses out, and links the order a notification names', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    await say(7421, await codeFor(dealer.headers));
    await createNotification(test.database().db, {
      userId: dealer.id,
      title: 'Цены меняются',
      html: '<p>Статус <a href="/profile/order/15">заказа № 15</a> изменился.</p><ul><li>Верона — 1&nbsp;650 ₽</li><li>Модена — 1&nbsp;720 ₽</li></ul><p>Скачать: <a href="https://fasadia.example/files/price.xlsx?v=1&amp;x=2">прайс-лист</a></p>',
    });
    const before = bot.sent.length;
    await bridge().deliverOnce();
    expect(bot.sent.slice(before).map((message) => message.text)).toEqual([
      [
        'Цены меняются',
        '',
        'Статус заказа № 15 изменился.',
        '• Верона — 1 650 ₽',
        '• Модена — 1 720 ₽',
        'Скачать: прайс-лист (https://fasadia.example/files/price.xlsx?v=1&x=2)',
        '',
        `${SITE}/profile/order/15`,
      ].join('\n'),
    ]);
  });

  it('cuts a long notification to fit Telegram\'s 4,096 characters, keeping the title and the link', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    await say(7451, await codeFor(dealer.headers));
    await createNotification(test.database().db, { userId: dealer.id, title: 'Прайс-лист', html: `<p>${'Цены на фасады. '.repeat(400)}</p>` });
    const before = bot.sent.length;
    await bridge().deliverOnce();
    const [message] = bot.sent.slice(before);
    expect(message?.text.length).toBeLessThanOrEqual(4096);
    expect(message?.text).toMatch(/^Прайс-лист\n\nЦены на фасады\./);
    expect(message?.text).toMatch(new RegExp(`…\n\n${SITE}/profile/notifications$`));
  });

  it('sends nothing to users without a chat or who turned it off', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    const manager = await signIn(test, 'manager@example.ru');
    await postJson(test.app(), '/api/v1/user/data', { tgid: '' }, manager.headers);
    const unlinked = await createNotification(test.database().db, { userId: manager.id, title: 'Без Telegram', html: '' });
    expect(await pendingOf(unlinked)).toBe(false);

    await say(7501, await codeFor(dealer.headers));
    const queued = await createNotification(test.database().db, { userId: dealer.id, title: 'Выключено после', html: '' });
    expect(await pendingOf(queued)).toBe(true);
    expect((await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'n' }, dealer.headers)).body).toEqual({ result: 'ok' });
    const before = bot.sent.length;
    expect(await bridge().deliverOnce()).toBe(1);
    expect(bot.sent).toHaveLength(before);
    expect(await pendingOf(queued)).toBe(false);
    const off = await createNotification(test.database().db, { userId: dealer.id, title: 'Выключено до', html: '' });
    expect(await pendingOf(off)).toBe(false);
    await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'y' }, dealer.headers);
  });

  it('retries when Telegram is down, not when the user blocked the bot, and drops day-old news', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    await say(7601, await codeFor(dealer.headers));
    const db = test.database().db;

    const duringOutage = await createNotification(db, { userId: dealer.id, title: 'Во время сбоя', html: '' });
    bot.state.failWith = 502;
    const failedAt = Date.now();
    await bridge().deliverOnce();
    bot.state.failWith = 0;
    // Tried again after a wait, not at every round of the queue while Telegram is down.
    expect((await dueOf(duringOutage))?.getTime()).toBeGreaterThanOrEqual(failedAt + 3000);
    const before = bot.sent.length;
    await bridge().deliverOnce();
    expect(bot.sent).toHaveLength(before);
    await makeDue(duringOutage);
    await bridge().deliverOnce();
    expect(bot.sent.slice(before).map((sent) => sent.text.split('\n')[0])).toEqual(['Во время сбоя']);

    const blocked = await createNotification(db, { userId: dealer.id, title: 'Бот заблокирован', html: '' });
    bot.state.failWith = 403;
    await bridge().deliverOnce();
    bot.state.failWith = 0;
    expect(await pendingOf(blocked)).toBe(false);

    const stale = await createNotification(db, { userId: dealer.id, title: 'Вчерашнее', html: '' });
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - TG_DELIVERY_MAX_AGE_MS - 60_000) })
      .where(eq(notifications.id, stale));
    const beforeStale = bot.sent.length;
    expect(await bridge().deliverOnce()).toBe(0);
    expect(bot.sent).toHaveLength(beforeStale);
    expect(await pendingOf(stale)).toBe(false);
  });

  it('sends a notification whose instance stopped between taking it and sending it, once the lease is over', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    await say(7651, await codeFor(dealer.headers));
    const db = test.database().db;
    const id = await createNotification(db, { userId: dealer.id, title: 'Потерялось бы при падении', html: '' });
    const taken = Date.now();
    // The instance takes it and dies before sending.
    expect((await claimTelegramDeliveries(db, SITE, 50)).deliveries.map((delivery) => delivery.notificationId)).toContain(id);
    expect((await dueOf(id))?.getTime()).toBeGreaterThanOrEqual(taken + TG_DELIVERY_LEASE_MS);
    const before = bot.sent.length;
    await bridge().deliverOnce();
    expect(bot.sent).toHaveLength(before);
    await makeDue(id);
    await bridge().deliverOnce();
    expect(bot.sent.slice(before).map((sent) => sent.text.split('\n')[0])).toEqual(['Потерялось бы при падении']);
    expect(await pendingOf(id)).toBe(false);
  });

  it('lets one holder at a time have a lease, renewed by it and taken over only once expired', async () => {
    const db = test.database().db;
    expect(await holdLease(db, 'job', 'a', 60_000)).toBe(true);
    expect(await holdLease(db, 'job', 'b', 60_000)).toBe(false);
    expect(await holdLease(db, 'job', 'a', 60_000)).toBe(true);
    await db.update(serviceLeases).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(serviceLeases.name, 'job'));
    expect(await holdLease(db, 'job', 'b', 60_000)).toBe(true);
    expect(await holdLease(db, 'job', 'a', 60_000)).toBe(false);
    await releaseLease(db, 'job', 'a');
    expect(await holdLease(db, 'job', 'a', 60_000)).toBe(false);
    await releaseLease(db, 'job', 'b');
    expect(await holdLease(db, 'job', 'a', 60_000)).toBe(true);
  });

  it('has only one of several instances read Telegram\'s updates', async () => {
    const first = bridge();
    const second = bridge();
    const calls = bot.state.getUpdatesCalls;
    expect(await first.pollIfLeader(offset, 0)).toBeTypeOf('number');
    expect(await second.pollIfLeader(offset, 0)).toBeNull();
    expect(await first.pollIfLeader(offset, 0)).toBeTypeOf('number');
    expect(bot.state.getUpdatesCalls).toBe(calls + 2);
    // The next test's instance must not wait a minute for this lease.
    await test.database().db.delete(serviceLeases).where(eq(serviceLeases.name, 'telegram-updates'));
  });

  it('answers dealers and sends notifications while running, and gives the lease up when stopped', async () => {
    const dealer = await signIn(test, 'dealer@example.ru');
    const code = await codeFor(dealer.headers);
    const stop = bridge().start();
    const before = bot.sent.length;
    updateId += 1;
    bot.push({ update_id: updateId, message: { message_id: updateId, chat: { id: 7701, type: 'private' }, text: code } });
    await expect.poll(() => bot.sent.slice(before).find((sent) => sent.chat_id === '7701')?.text, { timeout: 10_000 }).toBe(TG_REPLIES.linked);
    await createNotification(test.database().db, { userId: dealer.id, title: 'Заказ № 31 готов', html: '' });
    await expect.poll(() => bot.sent.slice(before).some((sent) => sent.chat_id === '7701' && sent.text.startsWith('Заказ № 31 готов')), { timeout: 10_000 }).toBe(true);
    expect(await test.database().db.$count(serviceLeases, eq(serviceLeases.name, 'telegram-updates'))).toBe(1);
    await stop();
    expect(await test.database().db.$count(serviceLeases, eq(serviceLeases.name, 'telegram-updates'))).toBe(0);
    offset = updateId + 1;
  });

  it('leaves the web chat to the API when the bot has no staff chat', async () => {
    const before = bot.sent.length;
    await bridge().forward(1, { sid: 'a'.repeat(24), name: '', email: '', text: 'Вопрос' });
    expect(bot.sent).toHaveLength(before);
  });
});
