import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { publishEvent } from './events';
import { plainText, telegramChatsOf } from './notifications';
import type { RateLimitStore } from './rate-limit-store';

/** How long a profile's code links a chat: six digits must not stay guessable for long. */
export const TG_CODE_TTL_MS = 15 * 60_000;
/** Codes one Telegram chat may try per window, so that nobody walks the six-digit space. */
export const TG_CODE_ATTEMPTS = { limit: 5, windowMs: 10 * 60_000 };
/** Older pending notifications are not sent: a bot switched on today does not deliver last month's news. */
export const TG_DELIVERY_MAX_AGE_MS = 24 * 60 * 60_000;
/** Notifications taken off the queue at a time. */
export const TG_DELIVERY_BATCH = 20;
/** Telegram refuses texts over 4,096 characters; the link and title need room too. */
const TG_BODY_MAX = 3500;

const ANCHOR = /<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi;
const LINE_BREAK = /<br\s*\/?>|<\/(?:p|div|h\d|ul|ol|blockquote|tr)>/gi;

/**
 * A notification's HTML as a Telegram message: paragraphs and list items on lines of their own, each link's address
 * written after its words (the message is plain text), and the message's link the first cabinet page it names (the
 * order of a status change), else the notifications page.
 */
export function telegramText(html: string, siteUrl: string): { body: string; link: string } {
  // SITE_URL comes without a trailing slash (backend/env.ts).
  let link: string | undefined;
  // The author's own line breaks are HTML spaces; the lines are the blocks'.
  const withAddresses = html.replace(/\s+/g, ' ').replace(ANCHOR, (_anchor, rawHref: string, words: string) => {
    const href = rawHref.replace(/&amp;/g, '&');
    const absolute = href.startsWith('/') && !href.startsWith('//') ? `${siteUrl}${href}` : href;
    if (!/^https?:\/\//i.test(absolute)) return words;
    if (link === undefined && absolute.startsWith(`${siteUrl}/profile/`)) {
      link = absolute;
      return words;
    }
    return `${words} (${absolute})`;
  });
  const lines = withAddresses
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(LINE_BREAK, '\n')
    .split('\n')
    .map((line) => plainText(line))
    .filter(Boolean);
  return { body: lines.join('\n'), link: link ?? `${siteUrl}/profile/notifications` };
}

/** The bot's answers in a dealer's private chat. */
export const TG_REPLIES = {
  linked: 'Готово: уведомления о заказах с сайта будут приходить в этот чат. Отключить их можно в профиле на сайте.',
  wrongCode: 'Код не подошёл или устарел. Получите новый код в профиле на сайте и отправьте его сюда.',
  tooManyAttempts: 'Слишком много попыток. Попробуйте ещё раз через 10 минут.',
  hello: 'Здравствуйте! Чтобы получать сюда уведомления о заказах, возьмите код в профиле на сайте (раздел «Уведомления в Telegram») и отправьте его в этот чат.',
} as const;

/** A bare code, or the deep link's '/start 123456'. */
const CODE_MESSAGE = /^(?:\/start(?:@\w+)?\s+)?(\d{6})$/;

/** A new code for the user, unique among the codes still valid, replacing the user's previous one. */
export async function issueSubscriptionCode(db: Database, userId: number, now = Date.now()): Promise<string> {
  // Valid codes are a few among 900,000: a taken one is rare, several in a row mean something is wrong.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = String(randomInt(100_000, 1_000_000));
    const taken = await db.$count(
      users,
      and(eq(users.tgSubscribeCode, code), gt(users.tgSubscribeCodeExpiresAt, new Date(now)), ne(users.id, userId)),
    );
    if (taken > 0) continue;
    await db
      .update(users)
      .set({ tgSubscribeCode: code, tgSubscribeCodeExpiresAt: new Date(now + TG_CODE_TTL_MS) })
      .where(eq(users.id, userId));
    return code;
  }
  throw new Error('No free Telegram code found');
}

/**
 * Answers a private message to the bot. A valid code links that chat to the code's account and turns its
 * notifications on; the account's open pages learn it through the stream (tgNotifyAdd).
 */
export async function answerPrivateMessage(db: Database, limits: RateLimitStore, chatId: string, text: string, now = Date.now()): Promise<string> {
  const code = CODE_MESSAGE.exec(text.trim())?.[1];
  if (!code) return TG_REPLIES.hello;
  const attempts = await limits.hit(`tg-code:${chatId}`, TG_CODE_ATTEMPTS.windowMs, now);
  if (attempts.count > TG_CODE_ATTEMPTS.limit) return TG_REPLIES.tooManyAttempts;
  const linked = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ tgid: chatId, tgnotify: true, tgSubscribeCode: null, tgSubscribeCodeExpiresAt: null })
      .where(and(eq(users.tgSubscribeCode, code), gt(users.tgSubscribeCodeExpiresAt, new Date(now))))
      .returning({ id: users.id });
    if (user) await publishEvent(tx, user.id, { e: 'tgNotifyAdd', tgId: chatId });
    return user !== undefined;
  });
  return linked ? TG_REPLIES.linked : TG_REPLIES.wrongCode;
}

export type TelegramDelivery = { notificationId: number; chatId: string; text: string; createdAt: number };
export type TelegramBatch = { claimed: number; deliveries: TelegramDelivery[] };

/**
 * A message taken for sending is due again this much later unless its send is settled first: an instance that stops
 * between taking and sending leaves it to another instead of losing it. Far longer than a send's own timeout.
 */
export const TG_DELIVERY_LEASE_MS = 10 * 60_000;

/**
 * Takes up to `limit` due notifications off the queue (each instance its own: locked rows are skipped, and taken
 * ones are due again only after TG_DELIVERY_LEASE_MS) and returns the messages for the users who still have Telegram
 * on; the others are settled at once. Stale ones are dropped first. Settle each with settleTelegramDeliveries.
 */
export async function claimTelegramDeliveries(db: Database, siteUrl: string, limit: number, now = Date.now()): Promise<TelegramBatch> {
  await db
    .update(notifications)
    .set({ telegramDueAt: null })
    .where(and(isNotNull(notifications.telegramDueAt), lt(notifications.createdAt, new Date(now - TG_DELIVERY_MAX_AGE_MS))));
  const claimed = await db
    .update(notifications)
    .set({ telegramDueAt: new Date(now + TG_DELIVERY_LEASE_MS) })
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(lte(notifications.telegramDueAt, new Date(now)))
          .orderBy(asc(notifications.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: notifications.id, userId: notifications.userId, title: notifications.title, html: notifications.html, createdAt: notifications.createdAt });
  if (claimed.length === 0) return { claimed: 0, deliveries: [] };
  // Asked now, not when queued: a user who has turned Telegram off since gets nothing.
  const chatOf = await telegramChatsOf(db, claimed.map((row) => row.userId));
  const deliveries = claimed
    .sort((a, b) => a.id - b.id)
    .flatMap((row) => {
      const chatId = chatOf.get(row.userId);
      if (!chatId) return [];
      const { body, link } = telegramText(row.html, siteUrl);
      const text = [row.title, body.length > TG_BODY_MAX ? `${body.slice(0, TG_BODY_MAX)}…` : body, link].filter(Boolean).join('\n\n');
      return [{ notificationId: row.id, chatId, text, createdAt: row.createdAt.getTime() }];
    });
  const sending = new Set(deliveries.map((delivery) => delivery.notificationId));
  await settleTelegramDeliveries(db, claimed.map((row) => row.id).filter((id) => !sending.has(id)));
  return { claimed: claimed.length, deliveries };
}

/** Notifications sent, or never to be sent: off the queue. */
export async function settleTelegramDeliveries(db: Database, notificationIds: number[]): Promise<void> {
  if (notificationIds.length > 0) await db.update(notifications).set({ telegramDueAt: null }).where(inArray(notifications.id, notificationIds));
}

/** Puts a notification back on the queue, due at `dueAt`, after a failure worth retrying (Telegram down, rate limited). */
export async function requeueTelegramDelivery(db: Database, notificationId: number, dueAt: Date): Promise<void> {
  await db.update(notifications).set({ telegramDueAt: dueAt }).where(eq(notifications.id, notificationId));
}
