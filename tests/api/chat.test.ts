import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversationsResponseSchema, chatRestoreResponseSchema } from '../../api-client/schemas/chat';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { chatMessages } from '../../backend/db/schema';
import { createLogger } from '../../backend/lib/logger';
import { createTelegramBridge } from '../../backend/lib/telegram';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';

const sid = () => randomBytes(12).toString('hex');
const sms = (text: string, user: Record<string, unknown>, date = Math.floor(Date.now() / 1000)) => {
  const form = new FormData();
  form.set('sms', JSON.stringify({ data: { text, user, date } }));
  return form;
};

/** A loopback stand-in for the Telegram Bot API: records sendMessage calls and serves queued updates. */
function fakeBotApi(token: string) {
  const sent: { chat_id: string; text: string }[] = [];
  const updates: unknown[] = [];
  const state = { failing: false };
  let nextMessageId = 500;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as { chat_id?: string; text?: string; offset?: number };
      res.setHeader('Content-Type', 'application/json');
      if (state.failing) {
        res.statusCode = 502;
        res.end(JSON.stringify({ ok: false, description: 'Bad Gateway' }));
      } else if (req.url === `/bot${token}/sendMessage`) {
        sent.push({ chat_id: String(body.chat_id), text: String(body.text) });
        res.end(JSON.stringify({ ok: true, result: { message_id: nextMessageId++, chat: { id: body.chat_id } } }));
      } else if (req.url === `/bot${token}/getUpdates`) {
        const offset = body.offset ?? 0;
        res.end(JSON.stringify({ ok: true, result: updates.filter((u) => (u as { update_id: number }).update_id >= offset) }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, description: 'Not Found' }));
      }
    });
  });
  return { server, sent, updates, state };
}

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
    let origin = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => bot.server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(bot.server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => bot.server.close(() => resolve())));
    const test = useTestApp(kind, {
      get telegram() {
        return { botToken: token, chatId: '-1001', apiOrigin: origin };
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
      const bridge = createTelegramBridge({ db: test.database().db, logger: createLogger('silent'), telegram: { botToken: token, chatId: '-1001', apiOrigin: origin } });
      expect(await bridge.pollOnce(0, 0)).toBe(14);
      const restored = chatRestoreResponseSchema.parse((await getJson(test.app(), `/api/v1/tgwebchat/restore?sid=${visitor}`)).body);
      expect(restored.messages.map((m) => [m.from, m.message])).toEqual([
        ['user', 'Нужен замерщик'],
        ['manager', 'Завтра в 10:00'],
        ['manager', 'Удобно?'],
      ]);
    });

    it('still stores the message and answers ok when Telegram fails', async () => {
      const visitor = sid();
      bot.state.failing = true;
      const res = await postJson(test.app(), '/api/v1/tgwebchat/send_message', sms('Текст', { sid: visitor }));
      bot.state.failing = false;
      expect(res.body).toEqual({ data: 'ok' });
      expect(await test.database().db.$count(chatMessages, eq(chatMessages.sid, visitor))).toBe(1);
    });
  });
});
