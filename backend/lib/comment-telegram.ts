import { and, asc, eq, inArray, isNotNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { commentFiles, comments, commentViews, orders, users } from '../db/schema';
import type { AuthUser } from './context';
import type { DbOrTx } from './events';
import { telegramChatsOf } from './notifications';
import { TG_DELIVERY_MAX_AGE_MS } from './telegram-subscriptions';

/** A staff comment waits this long for the dealer to read it in the cabinet before it goes to the dealer's Telegram. */
export const COMMENT_TELEGRAM_DELAY_MS = 2 * 60_000;
/** A comment's text is cut here: the message points to the order for the rest. */
const COMMENT_TEXT_MAX = 1000;
/** Comments of one order go together while the message stays this short (Telegram takes 4,096 characters). */
const MESSAGE_BUDGET = 3500;
/**
 * A claimed comment is due again this much later unless its send is settled first: an instance that dies between
 * the claim and the send leaves it to another, instead of losing it. Far longer than a send's own timeout.
 */
export const COMMENT_TELEGRAM_LEASE_MS = 10 * 60_000;

/**
 * When the new comment is due in the dealer's Telegram: a staff member's comment on a subscribed order of a dealer
 * with Telegram linked and on; null (never) otherwise, and always for the dealer's own.
 */
export async function commentTelegramDueAt(db: DbOrTx, order: { dealerId: number; subscribe: boolean }, author: Pick<AuthUser, 'role'>): Promise<Date | null> {
  if (author.role !== 'manager' || !order.subscribe) return null;
  const chats = await telegramChatsOf(db, [order.dealerId]);
  return chats.has(order.dealerId) ? new Date(Date.now() + COMMENT_TELEGRAM_DELAY_MS) : null;
}

export type CommentTelegram = {
  commentIds: number[];
  chatId: string;
  text: string;
  /** When the first of them was first due: a failed send waits longer the longer they have waited. */
  dueSince: number;
};
export type CommentTelegramBatch = { claimed: number; deliveries: CommentTelegram[] };

const cut = (text: string) => {
  const chars = Array.from(text.trim());
  return chars.length > COMMENT_TEXT_MAX ? `${chars.slice(0, COMMENT_TEXT_MAX).join('').trimEnd()}…` : chars.join('');
};

/**
 * Takes up to `limit` due comments (each instance its own: locked rows are skipped, and taken ones are due again only
 * after COMMENT_TELEGRAM_LEASE_MS, so none is sent twice) and returns the messages for those still to send: not viewed
 * by the dealer, the order still subscribed, the dealer's Telegram still on; the rest are settled at once. Comments of
 * one order go as one message. Day-old ones are dropped. Settle each message with settleCommentTelegrams.
 */
export async function claimCommentTelegrams(db: Database, siteUrl: string, limit: number, now = Date.now()): Promise<CommentTelegramBatch> {
  await db
    .update(comments)
    .set({ telegramDueAt: null })
    .where(and(isNotNull(comments.telegramDueAt), lt(comments.createdAt, new Date(now - TG_DELIVERY_MAX_AGE_MS))));
  const claimed = await db
    .update(comments)
    .set({ telegramDueAt: new Date(now + COMMENT_TELEGRAM_LEASE_MS) })
    .where(
      inArray(
        comments.id,
        db
          .select({ id: comments.id })
          .from(comments)
          .where(lte(comments.telegramDueAt, new Date(now)))
          .orderBy(asc(comments.telegramDueAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: comments.id });
  if (claimed.length === 0) return { claimed: 0, deliveries: [] };
  // Read now, after the claim: the text as edited since, and a view, unsubscription or removal in the meantime counts.
  const rows = await db
    .select({
      id: comments.id,
      orderId: comments.orderId,
      text: comments.text,
      createdAt: comments.createdAt,
      dealerId: orders.dealerId,
      authorName: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
      files: sql<number>`(select count(*) from ${commentFiles} where ${commentFiles.commentId} = ${comments.id})`.mapWith(Number),
    })
    .from(comments)
    .innerJoin(orders, eq(orders.id, comments.orderId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        inArray(comments.id, claimed.map((row) => row.id)),
        eq(orders.subscribe, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(commentViews)
            .where(and(eq(commentViews.commentId, comments.id), eq(commentViews.userId, orders.dealerId))),
        ),
      ),
    )
    .orderBy(asc(comments.id));
  const chatOf = await telegramChatsOf(db, [...new Set(rows.map((row) => row.dealerId))]);
  type Group = { orderId: number; chatId: string; commentIds: number[]; blocks: string[]; dueSince: number };
  const groups: Group[] = [];
  const open = new Map<string, Group>();
  for (const row of rows) {
    const chatId = chatOf.get(row.dealerId);
    if (!chatId) continue;
    const block = [row.authorName && `${row.authorName}:`, cut(row.text), row.files > 0 && `Файлов: ${row.files}`].filter(Boolean).join('\n');
    const key = `${chatId}:${row.orderId}`;
    const group = open.get(key);
    if (group && group.blocks.join('\n\n').length + block.length <= MESSAGE_BUDGET) {
      group.blocks.push(block);
      group.commentIds.push(row.id);
      continue;
    }
    const next = { orderId: row.orderId, chatId, commentIds: [row.id], blocks: [block], dueSince: row.createdAt.getTime() + COMMENT_TELEGRAM_DELAY_MS };
    open.set(key, next);
    groups.push(next);
  }
  const deliveries = groups.map(({ orderId, chatId, commentIds, blocks, dueSince }) => ({
    commentIds,
    chatId,
    dueSince,
    text: [blocks.length === 1 ? `Новый комментарий к заказу № ${orderId}` : `Новые комментарии к заказу № ${orderId}`, ...blocks, `${siteUrl}/profile/order/${orderId}`].join('\n\n'),
  }));
  const sending = new Set(deliveries.flatMap((delivery) => delivery.commentIds));
  await settleCommentTelegrams(db, claimed.map((row) => row.id).filter((id) => !sending.has(id)));
  return { claimed: claimed.length, deliveries };
}

/** Comments sent, or never to be sent: no longer due. */
export async function settleCommentTelegrams(db: Database, commentIds: number[]): Promise<void> {
  if (commentIds.length > 0) await db.update(comments).set({ telegramDueAt: null }).where(inArray(comments.id, commentIds));
}

/** Makes comments whose message Telegram refused for now (down, rate limited) due again at `dueAt`. */
export async function requeueCommentTelegrams(db: Database, commentIds: number[], dueAt: Date): Promise<void> {
  await db.update(comments).set({ telegramDueAt: dueAt }).where(inArray(comments.id, commentIds));
}
