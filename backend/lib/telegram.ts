import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages } from '../db/schema';
import { storeManagerMessages, type VisitorMessage } from './chat';
import { claimCommentTelegrams, requeueCommentTelegrams, settleCommentTelegrams } from './comment-telegram';
import type { AppConfig } from './config';
import { holdLease, releaseLease } from './lease';
import type { Logger } from './logger';
import { databaseRateLimitStore } from './rate-limit-store';
import { answerPrivateMessage, claimTelegramDeliveries, requeueTelegramDelivery, settleTelegramDeliveries, TG_DELIVERY_BATCH } from './telegram-subscriptions';

type TelegramConfig = NonNullable<AppConfig['telegram']>;

type TelegramMessage = {
  message_id: number;
  chat: { id: number | string; type?: string };
  text?: string;
  reply_to_message?: { message_id: number };
};
type TelegramUpdate = { update_id: number; message?: TelegramMessage };
type TelegramAnswer<T> = { ok: boolean; result?: T; description?: string };

/** Seconds one getUpdates call waits for news (Telegram's long polling). */
const POLL_TIMEOUT_S = 25;
const REQUEST_TIMEOUT_MS = 10_000;
const RETRY_MS = 5000;
/** How often the notification queue is looked at. */
const DELIVERY_INTERVAL_MS = 3000;
/**
 * Telegram gives updates to one reader at a time (two get 409 and may both see a message): of several backend
 * instances only the holder of this lease reads them. It outlives one long poll; others look again meanwhile.
 */
const UPDATES_LEASE = 'telegram-updates';
const UPDATES_LEASE_MS = 60_000;
const STANDBY_MS = 15_000;
/**
 * A visitor's message Telegram refused for a while (an outage) is tried again by the instance that took it, doubling
 * the wait up to 10 minutes, for a day; kept in memory, bounded: the message itself is stored and listed either way.
 */
const FORWARD_RETRY = { firstMs: DELIVERY_INTERVAL_MS, maxMs: 10 * 60_000, giveUpMs: 24 * 60 * 60_000, maxPending: 500 };
/** A notification or staff comment Telegram refused for a while is due again as a forward is: the wait grows with the time it has been due. */
const retryAt = (dueSince: number, now = Date.now()) =>
  new Date(now + Math.min(Math.max(now - dueSince, FORWARD_RETRY.firstMs), FORWARD_RETRY.maxMs));

/** A refused Bot API call; `retryable` when a later attempt may succeed (network, rate limit, Telegram's own fault). */
export class TelegramError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type TelegramBridge = {
  /**
   * Posts a visitor's message to the staff chat and remembers which Telegram message carried it (no staff chat:
   * nothing); refused for a while, it is tried again with the deliveries (deliverOnce).
   */
  forward(messageId: number, message: Omit<VisitorMessage, 'sentAt'>): Promise<void>;
  /** Reads new messages once (staff replies, dealers' codes); returns the offset of the next read. */
  pollOnce(offset: number, timeoutSeconds?: number): Promise<number>;
  /** pollOnce when this instance holds (or takes) the updates lease; null, without asking Telegram, when another does. */
  pollIfLeader(offset: number, timeoutSeconds?: number): Promise<number | null>;
  /**
   * Sends a batch of pending notifications to their users' chats, a batch of staff comments due in dealers' chats,
   * and visitors' messages whose forwarding failed and are due again; returns the larger of how many notifications
   * and comments it took (a full batch of either means more may be waiting).
   */
  deliverOnce(): Promise<number>;
  /** Long-polls and delivers until the returned function is called; its promise settles once both loops have ended. */
  start(): () => Promise<void>;
};

export function createTelegramBridge({
  db,
  logger,
  telegram,
  siteUrl,
}: {
  db: Database;
  logger: Logger;
  telegram: TelegramConfig;
  siteUrl: string;
}): TelegramBridge {
  const limits = databaseRateLimitStore(db);
  const instance = randomUUID();

  async function call<T>(method: string, body: Record<string, unknown>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${telegram.apiOrigin}/bot${telegram.botToken}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new TelegramError(`Telegram ${method}: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    const answer = (await response.json().catch(() => ({ ok: false }))) as TelegramAnswer<T>;
    if (!answer.ok || answer.result === undefined) {
      throw new TelegramError(`Telegram ${method}: ${answer.description ?? response.status}`, response.status === 429 || response.status >= 500);
    }
    return answer.result;
  }

  const send = (chatId: string, text: string) =>
    call<TelegramMessage>('sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } }, REQUEST_TIMEOUT_MS);

  async function takeReplies(updates: TelegramUpdate[]): Promise<void> {
    const replies = updates.flatMap(({ message }) =>
      message?.text && message.reply_to_message && telegram.chatId !== undefined && String(message.chat.id) === telegram.chatId
        ? [{ to: message.reply_to_message.message_id, text: message.text }]
        : [],
    );
    if (replies.length === 0) return;
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

  async function answerDealers(updates: TelegramUpdate[]): Promise<void> {
    for (const { message } of updates) {
      if (!message?.text || message.chat.type !== 'private') continue;
      const chatId = String(message.chat.id);
      try {
        // The link is stored before the answer; a lost confirmation only costs the dealer a look at the profile.
        await send(chatId, await answerPrivateMessage(db, limits, chatId, message.text));
      } catch (error) {
        // One message that fails must not hold back the others, nor have the whole batch read (and answered) again.
        logger.warn({ err: error }, 'Telegram: answering a dealer failed');
      }
    }
  }

  async function pollOnce(offset: number, timeoutSeconds = POLL_TIMEOUT_S, signal?: AbortSignal): Promise<number> {
    const updates = await call<TelegramUpdate[]>(
      'getUpdates',
      { offset, timeout: timeoutSeconds, allowed_updates: ['message'] },
      timeoutSeconds * 1000 + REQUEST_TIMEOUT_MS,
      signal,
    );
    await takeReplies(updates);
    await answerDealers(updates);
    const last = updates.at(-1);
    return last ? last.update_id + 1 : offset;
  }

  async function pollIfLeader(offset: number, timeoutSeconds = POLL_TIMEOUT_S, signal?: AbortSignal): Promise<number | null> {
    if (!(await holdLease(db, UPDATES_LEASE, instance, UPDATES_LEASE_MS))) return null;
    return pollOnce(offset, timeoutSeconds, signal);
  }

  type Unforwarded = { message: Omit<VisitorMessage, 'sentAt'>; since: number; waitMs: number; dueAt: number };
  const unforwarded = new Map<number, Unforwarded>();

  async function postToStaff(messageId: number, { sid, name, email, text }: Omit<VisitorMessage, 'sentAt'>): Promise<void> {
    if (telegram.chatId === undefined) return;
    const who = [name, email].filter(Boolean).join(', ') || 'Посетитель';
    const sent = await send(telegram.chatId, `Чат с сайта · ${who} · ${sid.slice(0, 8)}\n\n${text}\n\nОтветьте на это сообщение, чтобы написать посетителю.`);
    await db.update(chatMessages).set({ telegramMessageId: sent.message_id }).where(eq(chatMessages.id, messageId));
  }

  // Only Telegram's own refusals: a message that reached the chat but whose id failed to store is not sent twice.
  const retryable = (error: unknown) => error instanceof TelegramError && error.retryable;

  function keepForRetry(messageId: number, message: Omit<VisitorMessage, 'sentAt'>, now = Date.now()): void {
    if (unforwarded.size >= FORWARD_RETRY.maxPending) {
      const [oldest] = unforwarded.keys();
      if (oldest !== undefined) unforwarded.delete(oldest);
      logger.error({ chatMessageId: oldest }, 'Telegram: a visitor message was not forwarded (too many waiting); staff see it through the API');
    }
    unforwarded.set(messageId, { message, since: now, waitMs: FORWARD_RETRY.firstMs, dueAt: now + FORWARD_RETRY.firstMs });
  }

  async function retryForwards(now = Date.now()): Promise<void> {
    for (const [messageId, entry] of unforwarded) {
      if (entry.dueAt > now) continue;
      try {
        await postToStaff(messageId, entry.message);
        unforwarded.delete(messageId);
      } catch (error) {
        if (!retryable(error) || now - entry.since >= FORWARD_RETRY.giveUpMs) {
          unforwarded.delete(messageId);
          logger.error({ err: error, chatMessageId: messageId }, 'Telegram: gave up forwarding a visitor message; staff see it through the API');
          continue;
        }
        entry.waitMs = Math.min(entry.waitMs * 2, FORWARD_RETRY.maxMs);
        entry.dueAt = now + entry.waitMs;
      }
    }
  }

  /**
   * Sends one message taken off a queue and settles it: requeued when Telegram may take it later (down, rate limited),
   * off the queue once sent or refused for good (a chat that blocked the bot or is gone).
   */
  async function sendQueued(chatId: string, text: string, queued: { about: object; requeue: () => Promise<void>; settle: () => Promise<void> }) {
    try {
      await send(chatId, text);
    } catch (error) {
      logger.warn({ err: error, ...queued.about }, 'Telegram: sending a queued message failed');
      if (retryable(error)) return queued.requeue();
    }
    await queued.settle();
  }

  /** Sends one batch of the queue, one of the due comments and the forwards due again; returns the larger batch's size. */
  async function deliverOnce(): Promise<number> {
    await retryForwards();
    const batch = await claimTelegramDeliveries(db, siteUrl, TG_DELIVERY_BATCH);
    for (const { chatId, text, notificationId, createdAt } of batch.deliveries) {
      await sendQueued(chatId, text, {
        about: { notificationId },
        requeue: () => requeueTelegramDelivery(db, notificationId, retryAt(createdAt)),
        settle: () => settleTelegramDeliveries(db, [notificationId]),
      });
    }
    const due = await claimCommentTelegrams(db, siteUrl, TG_DELIVERY_BATCH);
    for (const { chatId, text, commentIds, dueSince } of due.deliveries) {
      await sendQueued(chatId, text, {
        about: { commentIds },
        requeue: () => requeueCommentTelegrams(db, commentIds, retryAt(dueSince)),
        settle: () => settleCommentTelegrams(db, commentIds),
      });
    }
    return Math.max(batch.claimed, due.claimed);
  }

  return {
    async forward(messageId, message) {
      try {
        await postToStaff(messageId, message);
      } catch (error) {
        if (retryable(error)) keepForRetry(messageId, message);
        throw error;
      }
    },
    pollOnce: (offset, timeoutSeconds) => pollOnce(offset, timeoutSeconds),
    pollIfLeader: (offset, timeoutSeconds) => pollIfLeader(offset, timeoutSeconds),
    deliverOnce,
    start() {
      const controller = new AbortController();
      const wait = (ms: number) => sleep(ms, undefined, { signal: controller.signal }).catch(() => undefined);
      const reading = (async () => {
        let offset = 0;
        while (!controller.signal.aborted) {
          try {
            const next = await pollIfLeader(offset, POLL_TIMEOUT_S, controller.signal);
            // Another instance reads the updates; this one starts from Telegram's unconfirmed ones if it takes over.
            if (next === null) {
              offset = 0;
              await wait(STANDBY_MS);
            } else offset = next;
          } catch (error) {
            if (controller.signal.aborted) break;
            logger.warn({ err: error }, 'Telegram: reading messages failed');
            await wait(RETRY_MS);
          }
        }
        await releaseLease(db, UPDATES_LEASE, instance).catch((error: unknown) => logger.warn({ err: error }, 'Telegram: releasing the updates lease failed'));
      })();
      const delivering = (async () => {
        while (!controller.signal.aborted) {
          try {
            // A full batch means more may be waiting: go on at once.
            while ((await deliverOnce()) === TG_DELIVERY_BATCH && !controller.signal.aborted);
          } catch (error) {
            logger.warn({ err: error }, 'Telegram: the notification queue failed');
          }
          await wait(DELIVERY_INTERVAL_MS);
        }
      })();
      return async () => {
        controller.abort();
        await Promise.all([reading, delivering]);
      };
    },
  };
}
