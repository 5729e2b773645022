import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commentResponseSchema } from '../../api-client/schemas/comments';
import { orderCreatedResponseSchema } from '../../api-client/schemas/orders';
import { comments, users } from '../../backend/db/schema';
import { claimCommentTelegrams, COMMENT_TELEGRAM_DELAY_MS, COMMENT_TELEGRAM_LEASE_MS } from '../../backend/lib/comment-telegram';
import { TG_DELIVERY_MAX_AGE_MS } from '../../backend/lib/telegram-subscriptions';
import { fakeBotApi } from './helpers/fake-bot-api';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';
import { goodRows, workbookFile } from './helpers/workbook';

const SITE = 'https://fasady.example';
const CHAT = '7801';

describe.each(TEST_DRIVERS)('staff comments in the dealer\'s Telegram on %s', (kind) => {
  const token = '654321:TEST-token';
  const bot = fakeBotApi(token);
  const test = useTestApp(kind);
  const bridge = () => bot.bridge(test.database().db, { siteUrl: SITE });
  const db = () => test.database().db;
  const dealer = () => signIn(test, 'dealer@example.ru');
  const staff = () => signIn(test, 'manager@example.ru');

  async function createOrder(headers: Record<string, string>, subscribe: 'y' | 'n' = 'y') {
    const form = new FormData();
    form.set('file_order', await workbookFile(goodRows(2)));
    form.set('subscribe', subscribe);
    return orderCreatedResponseSchema.parse((await postJson(test.app(), '/api/v1/order/excel', form, headers)).body).order.id;
  }
  async function comment(headers: Record<string, string>, orderId: number, text: string, files: File[] = []) {
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', text);
    for (const file of files) form.append('add_files[]', file);
    return commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', form, headers)).body).comment.id;
  }
  const dueAt = async (id: number) => (await db().select({ due: comments.telegramDueAt }).from(comments).where(eq(comments.id, id)))[0]?.due;
  /** Moves the comments' due time into the past, as two minutes passing would. */
  const makeDue = async (...ids: number[]) => {
    for (const id of ids) await db().update(comments).set({ telegramDueAt: new Date(Date.now() - 1000) }).where(eq(comments.id, id));
  };
  /** What one deliverOnce sends. */
  const deliver = async () => {
    const before = bot.sent.length;
    await bridge().deliverOnce();
    return bot.sent.slice(before);
  };

  beforeEach(async () => {
    // Each test starts with the dealer linked and on, and with nothing due from an earlier test.
    await db().update(users).set({ tgid: CHAT, tgnotify: true }).where(eq(users.email, 'dealer@example.ru'));
    await db().update(comments).set({ telegramDueAt: null });
    bot.state.failWith = 0;
  });

  it('sends a staff comment on a subscribed order to the dealer\'s chat once it is due, with the author, text and link, once', async () => {
    const orderId = await createOrder((await dealer()).headers);
    const before = Date.now();
    const id = await comment((await staff()).headers, orderId, 'Фасады готовы, заберите со склада.');
    const due = (await dueAt(id))?.getTime() ?? 0;
    expect(due).toBeGreaterThanOrEqual(before + COMMENT_TELEGRAM_DELAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + COMMENT_TELEGRAM_DELAY_MS);

    expect(await deliver()).toEqual([]);
    expect(await dueAt(id)).not.toBeNull();

    await makeDue(id);
    expect(await deliver()).toEqual([
      {
        chat_id: CHAT,
        text: `Новый комментарий к заказу № ${orderId}\n\nАнна Смирнова:\nФасады готовы, заберите со склада.\n\n${SITE}/profile/order/${orderId}`,
      },
    ]);
    expect(await dueAt(id)).toBeNull();
    expect(await deliver()).toEqual([]);
  });

  it('sends the text as edited since, cut to 1,000 characters, with the count of files', async () => {
    const orderId = await createOrder((await dealer()).headers);
    const factory = await staff();
    const id = await comment(factory.headers, orderId, 'Черновик', [new File(['%PDF-1.4 чертёж'], 'чертёж.pdf'), new File(['%PDF-1.4 смета'], 'смета.pdf')]);
    const edit = new FormData();
    edit.set('comment', `${'Длинный текст. '.repeat(100)}`);
    expect((await postJson(test.app(), `/api/v1/comment/${id}`, edit, factory.headers)).status).toBe(200);
    expect(await dueAt(id)).not.toBeNull();
    await makeDue(id);
    const [message] = await deliver();
    const body = message?.text.split('\n\n')[1] ?? '';
    expect(body).toMatch(/^Анна Смирнова:\nДлинный текст\. Длинный/);
    const [, text = '', files] = body.split('\n');
    expect(text).toMatch(/…$/);
    expect(Array.from(text)).toHaveLength(1001);
    expect(files).toBe('Файлов: 2');
    expect(message?.text).toMatch(new RegExp(`\n\n${SITE}/profile/order/${orderId}$`));
  });

  it('sends the due comments of one order as one message', async () => {
    const orderId = await createOrder((await dealer()).headers);
    const factory = await staff();
    const first = await comment(factory.headers, orderId, 'Первый');
    const second = await comment(factory.headers, orderId, 'Второй');
    await makeDue(first, second);
    expect((await deliver()).map((sent) => sent.text)).toEqual([
      `Новые комментарии к заказу № ${orderId}\n\nАнна Смирнова:\nПервый\n\nАнна Смирнова:\nВторой\n\n${SITE}/profile/order/${orderId}`,
    ]);
  });

  it('sends nothing for a comment the dealer viewed before it was due, or that was removed', async () => {
    const seller = await dealer();
    const orderId = await createOrder(seller.headers);
    const factory = await staff();
    const viewed = await comment(factory.headers, orderId, 'Прочитают на сайте');
    const removed = await comment(factory.headers, orderId, 'Передумали');
    const state = new FormData();
    state.set('viewed_state', 'y');
    state.append('comment_ids[]', String(viewed));
    expect((await postJson(test.app(), '/api/v1/comment/state', state, seller.headers)).status).toBe(200);
    expect((await postJson(test.app(), `/api/v1/comment/${removed}`, {}, factory.headers, 'DELETE')).status).toBe(200);
    await makeDue(viewed);
    expect(await deliver()).toEqual([]);
    expect(await dueAt(viewed)).toBeNull();
  });

  it('sends nothing for an unsubscribed order, unsubscribed before the comment or after it', async () => {
    const seller = await dealer();
    const factory = await staff();
    const quiet = await createOrder(seller.headers, 'n');
    expect(await dueAt(await comment(factory.headers, quiet, 'Без подписки'))).toBeNull();

    const orderId = await createOrder(seller.headers);
    const id = await comment(factory.headers, orderId, 'Отписались потом');
    expect((await getJson(test.app(), `/api/v1/order/${orderId}/unsubscribe`, seller.headers)).status).toBe(200);
    await makeDue(id);
    expect(await deliver()).toEqual([]);
  });

  it('sends nothing to a dealer with Telegram off or unlinked, before the comment or after it', async () => {
    const seller = await dealer();
    const factory = await staff();
    const orderId = await createOrder(seller.headers);
    expect((await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'n' }, seller.headers)).body).toEqual({ result: 'ok' });
    expect(await dueAt(await comment(factory.headers, orderId, 'Telegram выключен'))).toBeNull();

    await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'y' }, seller.headers);
    const off = await comment(factory.headers, orderId, 'Выключат потом');
    await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'n' }, seller.headers);
    await makeDue(off);
    expect(await deliver()).toEqual([]);

    await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'y' }, seller.headers);
    const unlinked = await comment(factory.headers, orderId, 'Отвяжут потом');
    await postJson(test.app(), '/api/v1/user/data', { tgid: '', tgnotify: 'n' }, seller.headers);
    await makeDue(unlinked);
    expect(await deliver()).toEqual([]);
  });

  it('never sends the dealer\'s own comment', async () => {
    const seller = await dealer();
    const orderId = await createOrder(seller.headers);
    expect(await dueAt(await comment(seller.headers, orderId, 'Мой вопрос'))).toBeNull();
  });

  it('tries again later when Telegram is down, drops the comment when the chat blocked the bot, and drops day-old ones', async () => {
    const orderId = await createOrder((await dealer()).headers);
    const factory = await staff();
    const id = await comment(factory.headers, orderId, 'Во время сбоя');
    await makeDue(id);
    bot.state.failWith = 502;
    expect(await deliver()).toEqual([]);
    bot.state.failWith = 0;
    // Due again, a little later: not at once.
    expect((await dueAt(id))?.getTime()).toBeGreaterThan(Date.now());
    expect(await deliver()).toEqual([]);
    await makeDue(id);
    expect((await deliver()).map((sent) => sent.text.split('\n\n')[1])).toEqual(['Анна Смирнова:\nВо время сбоя']);

    const blocked = await comment(factory.headers, orderId, 'Бот заблокирован');
    await makeDue(blocked);
    bot.state.failWith = 403;
    await deliver();
    bot.state.failWith = 0;
    expect(await dueAt(blocked)).toBeNull();

    const stale = await comment(factory.headers, orderId, 'Вчерашнее');
    await db()
      .update(comments)
      .set({ createdAt: new Date(Date.now() - TG_DELIVERY_MAX_AGE_MS - 60_000) })
      .where(eq(comments.id, stale));
    await makeDue(stale);
    expect(await deliver()).toEqual([]);
    expect(await dueAt(stale)).toBeNull();
  });

  it('sends a due comment once when two instances deliver at the same time', async () => {
    const orderId = await createOrder((await dealer()).headers);
    const id = await comment((await staff()).headers, orderId, 'Одно сообщение');
    await makeDue(id);
    const before = bot.sent.length;
    await Promise.all([bridge().deliverOnce(), bridge().deliverOnce(), bridge().deliverOnce()]);
    expect(bot.sent.slice(before).map((sent) => sent.text.split('\n\n')[1])).toEqual(['Анна Смирнова:\nОдно сообщение']);
  });

  it('sends a comment whose instance stopped between taking it and sending it, once the lease is over', async () => {
    const orderId = await createOrder((await dealer()).headers);
    const id = await comment((await staff()).headers, orderId, 'Потерялось бы при падении');
    await makeDue(id);
    const taken = Date.now();
    // The instance takes it and dies before sending.
    expect((await claimCommentTelegrams(db(), SITE, 10)).deliveries.map((message) => message.commentIds)).toEqual([[id]]);
    expect((await dueAt(id))?.getTime()).toBeGreaterThanOrEqual(taken + COMMENT_TELEGRAM_LEASE_MS);
    expect(await deliver()).toEqual([]);
    await makeDue(id);
    expect((await deliver()).map((sent) => sent.text.split('\n\n')[1])).toEqual(['Анна Смирнова:\nПотерялось бы при падении']);
    expect(await dueAt(id)).toBeNull();
  });
});
