import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { chatConversationsResponseSchema, chatRestoreResponseSchema } from '../../api-client/schemas/chat';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { chatMessages } from '../../backend/db/schema';
import { fakeBotApi } from './helpers/fake-bot-api';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';

const sid = () => randomBytes(12).toString('hex');
const sms = (text: string, user: Record<string, unknown>, date = Math.floor(Date.now() / 1000)) => {
  const form = new FormData();
  form.set('sms', JSON.stringify({ data: { text, user, date } }));
  return form;
};

describe.each(TEST_DRIVERS)('web chat on %s', (kind) => {
  describe('without Telegram: staff answer through the API', () => {
    const test = useTestApp(kind);

    it('stores a visitor\'s message, answers data ok, and restores the conversation', async () => {
      const visitor = sid();
      const res = await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Здравствуйте! Есть ли фасады в белом?', { sid: visitor, name: 'Ольга' }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: 'ok' });
      const restored = chatRestoreResponseSchema.parse((await getJson(test.app(), `/api/v1/tgwebchat/restore?sid=${visitor}`)).body);
      expect(restored.messages).toEqual([{ from: 'user', date: expect.any(Number) as number, message: 'Здравствуйте! Есть ли фасады в белом?' }]);
      expect(chatRestoreResponseSchema.parse((await getJson(test.app(), `/api/v1/tgwebchat/restore?sid=${sid()}`)).body).messages).toEqual([]);
    });

    it('stores a message sent again after a lost answer once, but the same words sent later twice', async () => {
      const visitor = sid();
      const send = (date: number) => postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Да', { sid: visitor }, date));
      expect((await send(1_790_000_000)).body).toEqual({ data: 'ok' });
      expect((await send(1_790_000_000)).body).toEqual({ data: 'ok' });
      expect(await test.database().db.$count(chatMessages, eq(chatMessages.sid, visitor))).toBe(1);
      expect((await send(1_790_000_060)).body).toEqual({ data: 'ok' });
      const restored = chatRestoreResponseSchema.parse((await getJson(test.app(), `/api/v1/tgwebchat/restore?sid=${visitor}`)).body);
      expect(restored.messages.map((m) => m.message)).toEqual(['Да', 'Да']);
    });

    it('lets staff list conversations and reply; the answer is restored after the question', async () => {
      const visitor = sid();
      await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Вопрос', { sid: visitor, email: 'olga@example.ru' }));
      const manager = await signIn(test, 'manager@example.ru');
      const list = chatConversationsResponseSchema.parse((await getJson(test.app(), '/api/v1/tgwebchat/conversations', manager.headers)).body);
      expect(list.conversations[0]).toMatchObject({ sid: visitor, email: 'olga@example.ru', last: { from: 'user', message: 'Вопрос' } });
      const reply = await postJson(test.app(), '/api/v1/tgwebchat/reply', { sid: visitor, text: 'Ответ фабрики' }, manager.headers);
      expect(reply.body).toEqual({ data: 'ok' });
      const restored = chatRestoreResponseSchema.parse((await getJson(test.app(), `/api/v1/tgwebchat/restore?sid=${visitor}`)).body);
      expect(restored.messages.map((m) => [m.from, m.message])).toEqual([['user', 'Вопрос'], ['manager', 'Ответ фабрики']]);
    });

    it('keeps the staff calls for staff', async () => {
      const dealer = await signIn(test, 'dealer@example.ru');
      expect((await getJson(test.app(), '/api/v1/tgwebchat/conversations', dealer.headers)).status).toBe(403);
      expect((await getJson(test.app(), '/api/v1/tgwebchat/conversations')).body).toEqual({ errorMessage: 'Invalid token specified' });
      expect((await postJson(test.app(), '/api/v1/tgwebchat/reply', { sid: sid(), text: 'x' }, dealer.headers)).status).toBe(403);
      expect((await postJson(test.app(), '/api/v1/tgwebchat/reply', { sid: sid(), text: 'x' }, { 'X-API-Key': 'forged' })).status).toBe(401);
      const manager = await signIn(test, 'manager@example.ru');
      const missing = await postJson(test.app(), '/api/v1/tgwebchat/reply', { sid: sid(), text: 'x' }, manager.headers);
      expect(missing.status).toBe(404);
      expect(errorResponseSchema.parse(missing.body).errorMessage).toBe('Разговор не найден');
      expect((await postJson(test.app(), '/api/v1/tgwebchat/reply', { sid: sid(), text: ' ' }, manager.headers)).status).toBe(400);
    });

    it.each([
      ['no sms field', new FormData()],
      ['sms that is not JSON', (() => { const f = new FormData(); f.set('sms', '{nope'); return f; })()],
      ['an empty text', sms('   ', { sid: sid() })],
      ['a text over 2000 characters', sms('я'.repeat(2001), { sid: sid() })],
      ['no session id', sms('Текст', {})],
      ['a short session id', sms('Текст', { sid: 'abc' })],
      ['a bad e-mail', sms('Текст', { sid: sid(), email: 'not-mail' })],
      ['no date', (() => { const f = new FormData(); f.set('sms', JSON.stringify({ data: { text: 'a', user: { sid: sid() } } })); return f; })()],
    ])('refuses %s with 400, storing nothing', async (_label, form) => {
      const before = await test.database().db.$count(chatMessages);
      const res = await postJson(test.app(), '/api/v1/tgwebchat/send_message', form);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
      expect(await test.database().db.$count(chatMessages)).toBe(before);
    });

    it('refuses a restore without a proper sid', async () => {
      for (const query of ['', '?sid=1', '?sid=%3Cscript%3E0000000000000']) {
        expect((await getJson(test.app(), `/api/v1/tgwebchat/restore${query}`)).status).toBe(400);
      }
    });
  });

  describe('with a Telegram bot (fake Bot API on loopback)', () => {
    const token = '123456:TEST-token';
    const bot = fakeBotApi(token);
    const test = useTestApp(kind, {
      get telegram() {
        return { botToken: token, chatId: '-1001', apiOrigin: bot.origin() };
      },
    });

    it('forwards a visitor\'s message to the staff chat and brings the replies back', async () => {
      const visitor = sid();
      const res = await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Нужен замерщик', { sid: visitor, name: 'Пётр' }));
      expect(res.body).toEqual({ data: 'ok' });
      expect(bot.sent).toHaveLength(1);
      expect(bot.sent[0]?.chat_id).toBe('-1001');
      expect(bot.sent[0]?.text).toContain('Нужен замерщик');
      expect(bot.sent[0]?.text).toContain('Пётр');
      const [stored] = await test.database().db.select().from(chatMessages).where(eq(chatMessages.sid, visitor));
      expect(stored?.telegramMessageId).toBe(500);

      bot.updates.push(
        { update_id: 10, message: { message_id: 900, chat: { id: -1001 }, text: 'Завтра в 10:00', reply_to_message: { message_id: 500 } } },
        { update_id: 11, message: { message_id: 901, chat: { id: -1001 }, text: 'Удобно?', reply_to_message: { message_id: 500 } } },
        { update_id: 12, message: { message_id: 902, chat: { id: -1001 }, text: 'не ответ' } },
        { update_id: 13, message: { message_id: 903, chat: { id: -999 }, text: 'чужой чат', reply_to_message: { message_id: 500 } } },
      );
      const bridge = bot.bridge(test.database().db, { chatId: '-1001' });
      expect(await bridge.pollOnce(0, 0)).toBe(14);
      const restored = chatRestoreResponseSchema.parse((await getJson(test.app(), `/api/v1/tgwebchat/restore?sid=${visitor}`)).body);
      expect(restored.messages.map((m) => [m.from, m.message])).toEqual([
        ['user', 'Нужен замерщик'],
        ['manager', 'Завтра в 10:00'],
        ['manager', 'Удобно?'],
      ]);
    });

    it('forwards a message sent again after a lost answer once', async () => {
      const visitor = sid();
      const before = bot.sent.length;
      for (let i = 0; i < 2; i++) await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Повтор', { sid: visitor }, 1_790_000_000));
      expect(bot.sent.length - before).toBe(1);
    });

    it('forwards a message Telegram refused once it is back, with the deliveries, once', async () => {
      const bridge = bot.bridge(test.database().db, { chatId: '-1001' });
      const visitor = sid();
      await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Первое', { sid: visitor }));
      const [stored] = await test.database().db.select().from(chatMessages).where(eq(chatMessages.sid, visitor));
      const message = { sid: visitor, name: '', email: '', text: 'Первое' };
      bot.state.failWith = 502;
      await expect(bridge.forward(stored?.id ?? 0, message)).rejects.toThrow();
      bot.state.failWith = 0;
      const before = bot.sent.length;
      // Not due yet: the first retry waits a delivery interval.
      await bridge.deliverOnce();
      expect(bot.sent.length).toBe(before);
      await vi.waitFor(
        async () => {
          await bridge.deliverOnce();
          expect(bot.sent.length).toBe(before + 1);
        },
        { timeout: 10_000, interval: 500 },
      );
      expect(bot.sent.at(-1)?.text).toContain('Первое');
      await bridge.deliverOnce();
      expect(bot.sent.length).toBe(before + 1);
    });

    it('still stores the message and answers ok when Telegram fails', async () => {
      const visitor = sid();
      bot.state.failWith = 502;
      const res = await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Текст', { sid: visitor }));
      bot.state.failWith = 0;
      expect(res.body).toEqual({ data: 'ok' });
      expect(await test.database().db.$count(chatMessages, eq(chatMessages.sid, visitor))).toBe(1);
    });
  });
});
