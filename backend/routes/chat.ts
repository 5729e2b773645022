import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  chatReplyRequestSchema,
  chatRestoreQuerySchema,
  chatSendRequestSchema,
  type ChatRestoreResponse,
} from '../../api-client/schemas/chat';
import { requireUser } from '../auth/require-user';
import { chatConversations, chatMessages } from '../db/schema';
import { conversationLines, storeManagerMessages, storeVisitorMessage, toChatLine } from '../lib/chat';
import type { AppDeps, AppEnv } from '../lib/context';
import { ApiError, validate } from '../lib/errors';
import { readForm } from '../lib/form-body';
import { rateLimit } from '../lib/rate-limit';
import { loggerOf } from '../lib/request-log';
import type { TelegramBridge } from '../lib/telegram';

const CONVERSATION_MISSING_MESSAGE = 'Разговор не найден';
const CONVERSATIONS_LISTED = 100;

/** /api/v1/tgwebchat: the visitors' web chat, bridged to Telegram when a bot is configured, else answered through the API. */
export function chatRoutes(deps: AppDeps, telegram: TelegramBridge | undefined): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post('/send_message', rateLimit(deps, { name: 'chat', limit: 30, windowMs: 60_000 }), async (c) => {
    const { sms } = validate(chatSendRequestSchema, await readForm(c));
    const { text, user, date } = sms.data;
    const message = { sid: user.sid, name: user.name, email: user.email, text };
    const id = await storeVisitorMessage(db, { ...message, sentAt: date });
    if (telegram && id !== null) {
      // The message is stored either way; staff see it through the API when Telegram is unreachable.
      await telegram.forward(id, message).catch((error: unknown) => loggerOf(c, deps.logger).warn({ err: error }, 'Telegram: forwarding failed'));
    }
    return c.json({ data: 'ok' as const });
  });

  app.get('/restore', async (c) => {
    const { sid } = validate(chatRestoreQuerySchema, c.req.query());
    c.header('Cache-Control', 'private, no-store');
    return c.json<ChatRestoreResponse>({ messages: await conversationLines(db, sid) });
  });

  app.get('/conversations', requireUser(deps, ['manager']), async (c) => {
    const rows = await db.select().from(chatConversations).orderBy(desc(chatConversations.updatedAt)).limit(CONVERSATIONS_LISTED);
    const conversations = await Promise.all(
      rows.map(async (row) => {
        const [last] = await db.select().from(chatMessages).where(eq(chatMessages.sid, row.sid)).orderBy(desc(chatMessages.id)).limit(1);
        return {
          sid: row.sid,
          name: row.name,
          email: row.email,
          updated: Math.floor(row.updatedAt.getTime() / 1000),
          last: last ? toChatLine(last) : null,
        };
      }),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json({ conversations });
  });

  app.post('/reply', requireUser(deps, ['manager']), async (c) => {
    const { sid, text } = validate(chatReplyRequestSchema, await readForm(c));
    await db.transaction(async (tx) => {
      const [conversation] = await tx.select({ sid: chatConversations.sid }).from(chatConversations).where(eq(chatConversations.sid, sid));
      if (!conversation) throw new ApiError(404, { errorMessage: CONVERSATION_MISSING_MESSAGE });
      await storeManagerMessages(tx, sid, [text]);
    });
    return c.json({ data: 'ok' as const });
  });

  return app;
}
