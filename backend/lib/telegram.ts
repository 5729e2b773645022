import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages } from '../db/schema';
import { storeManagerMessages, type VisitorMessage } from './chat';
import type { AppConfig } from './config';
import type { Logger } from './logger';

type TelegramConfig = NonNullable<AppConfig['telegram']>;

type TelegramMessage = {
  message_id: number;
  chat: { id: number | string };
  text?: string;
  reply_to_message?: { message_id: number };
};
type TelegramUpdate = { update_id: number; message?: TelegramMessage };
type TelegramAnswer<T> = { ok: boolean; result?: T; description?: string };

/** Seconds one getUpdates call waits for news (Telegram's long polling). */
const POLL_TIMEOUT_S = 25;
const REQUEST_TIMEOUT_MS = 10_000;
const RETRY_MS = 5000;

export type TelegramBridge = {
  /** Posts a visitor's message to the staff chat and remembers which Telegram message carried it. */
  forward(messageId: number, message: VisitorMessage): Promise<void>;
  /** Reads the staff chat's new replies once; returns the offset of the next read. */
  pollOnce(offset: number, timeoutSeconds?: number): Promise<number>;
  /** Long-polls until the returned function is called. */
  start(): () => void;
};

export function createTelegramBridge({ db, logger, telegram }: { db: Database; logger: Logger; telegram: TelegramConfig }): TelegramBridge {
  async function call<T>(method: string, body: Record<string, unknown>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${telegram.apiOrigin}/bot${telegram.botToken}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const answer = (await response.json()) as TelegramAnswer<T>;
    if (!answer.ok || answer.result === undefined) throw new Error(`Telegram ${method}: ${answer.description ?? response.status}`);
    return answer.result;
  }

  async function pollOnce(offset: number, timeoutSeconds = POLL_TIMEOUT_S, signal?: AbortSignal): Promise<number> {
    const updates = await call<TelegramUpdate[]>(
      'getUpdates',
      { offset, timeout: timeoutSeconds, allowed_updates: ['message'] },
      timeoutSeconds * 1000 + REQUEST_TIMEOUT_MS,
      signal,
    );
    const replies = updates.flatMap(({ message }) =>
      message?.text && message.reply_to_message && String(message.chat.id) === telegram.chatId
        ? [{ to: message.reply_to_message.message_id, text: message.text }]
        : [],
    );
    if (replies.length > 0) {
      const carriers = await db
        .select({ sid: chatMessages.sid, telegramMessageId: chatMessages.telegramMessageId })
        .from(chatMessages)
        .where(inArray(chatMessages.telegramMessageId, replies.map((reply) => reply.to)));
      const sidOf = new Map(carriers.map((row) => [row.telegramMessageId, row.sid]));
      const bySid = new Map<string, string[]>();
      for (const reply of replies) {
        const sid = sidOf.get(reply.to);
        if (sid) bySid.set(sid, [...(bySid.get(sid) ?? []), reply.text]);
      }
      for (const [sid, texts] of bySid) await db.transaction((tx) => storeManagerMessages(tx, sid, texts));
    }
    const last = updates.at(-1);
    return last ? last.update_id + 1 : offset;
  }

  return {
    async forward(messageId, { sid, name, email, text }) {
      const who = [name, email].filter(Boolean).join(', ') || 'Посетитель';
      const sent = await call<TelegramMessage>(
        'sendMessage',
        { chat_id: telegram.chatId, text: `Чат с сайта · ${who} · ${sid.slice(0, 8)}\n\n${text}\n\nОтветьте на это сообщение, чтобы написать посетителю.` },
        REQUEST_TIMEOUT_MS,
      );
      await db.update(chatMessages).set({ telegramMessageId: sent.message_id }).where(eq(chatMessages.id, messageId));
    },
    pollOnce: (offset, timeoutSeconds) => pollOnce(offset, timeoutSeconds),
    start() {
      const controller = new AbortController();
      void (async () => {
        let offset = 0;
        while (!controller.signal.aborted) {
          try {
            offset = await pollOnce(offset, POLL_TIMEOUT_S, controller.signal);
          } catch (error) {
            if (controller.signal.aborted) break;
            logger.warn({ err: error }, 'Telegram: reading replies failed');
            await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
          }
        }
      })();
      return () => controller.abort();
    },
  };
}
