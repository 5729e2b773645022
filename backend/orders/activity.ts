import { and, count, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS_NAMES } from '../../api-client/schemas/orders';
import type { StreamUserStats } from '../../api-client/schemas/stream';
import type { Database } from '../db/client';
import { comments, orders, users } from '../db/schema';
import type { AuthUser } from '../lib/context';
import { publishEvent, type DbOrTx } from '../lib/events';
import type { Mailer } from '../lib/mail';
import { createNotification, unreadNotificationCount } from '../lib/notifications';
import { unreadComments, visibleOrders, type OrderRow } from './service';

/** Comments on the orders the user sees that others wrote and the user has not viewed. */
async function unreadCommentCount(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'>): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .innerJoin(orders, eq(orders.id, comments.orderId))
    .where(and(visibleOrders(user), unreadComments(user.id)));
  return row?.value ?? 0;
}

/** The cabinet header's counts (GET /sse/userStats). */
export async function userStats(db: Database, user: AuthUser): Promise<StreamUserStats> {
  const [unreadNotifications, comments] = await Promise.all([unreadNotificationCount(db, user.id), unreadCommentCount(db, user)]);
  return { unreadNotifications, unreadComments: comments };
}

/**
 * Tells everyone on the other side of an order about a new comment: the dealer when staff write, every staff
 * member when the dealer writes. Each gets the order's comment count and their own unread total.
 */
export async function announceComment(db: DbOrTx, order: OrderRow, authorId: number): Promise<void> {
  await announceToOtherSide(db, order, authorId, 'newComment');
}

/**
 * An edited or removed comment reloads the order's comments on the other side as a comment event (spec §4) that
 * announces nothing: a viewComment that, unlike a read, carries the order's comment count.
 */
export async function announceCommentChange(db: DbOrTx, order: OrderRow, authorId: number): Promise<void> {
  await announceToOtherSide(db, order, authorId, 'viewComment');
}

async function announceToOtherSide(db: DbOrTx, order: OrderRow, authorId: number, e: 'newComment' | 'viewComment'): Promise<void> {
  const staff = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'manager'), ne(users.id, authorId)));
  const recipients = [
    ...(order.dealerId === authorId ? [] : [{ id: order.dealerId, role: 'dealer' as const }]),
    ...staff.map(({ id }) => ({ id, role: 'manager' as const })),
  ];
  const [total] = await db.select({ value: count() }).from(comments).where(eq(comments.orderId, order.id));
  for (const recipient of recipients) {
    await publishEvent(db, recipient.id, {
      e,
      orderId: order.id,
      orderCommentCount: total?.value ?? 0,
      newCommentCount: await unreadCommentCount(db, recipient),
    });
  }
}

/** The viewer's other tabs and devices hear that comments were read (viewComment), so their unread counts drop. */
export async function announceCommentsViewed(db: DbOrTx, viewer: Pick<AuthUser, 'id' | 'role'>, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const newCommentCount = await unreadCommentCount(db, viewer);
  for (const orderId of orderIds) await publishEvent(db, viewer.id, { e: 'viewComment', orderId, newCommentCount });
}

/**
 * Whether a new order starts subscribed to its changes (announceStatus): as the import form's ticked «Получать уведомления
 * об изменениях заказа» does, unless the dealer unticked it ('n'). Orders made in the calculator or by a repeat, which ask
 * nothing, start subscribed too.
 */
export function subscribesNewOrder(choice?: 'y' | 'n'): boolean {
  return choice !== 'n';
}

/** «Заказ № N» (in the given case) as a link to the order in the cabinet; the notification's plain text stays the same. */
function orderLink(id: number, word: 'Заказ' | 'заказа'): string {
  return `<a href="/profile/order/${id}">${word} № ${id}</a>`;
}

/** Where a status letter goes out: the dealer's «Письма об изменении статуса заказов» asks for it. siteUrl as config keeps it, without a trailing slash. */
export type StatusMail = { mailer: Mailer; siteUrl: string };

/**
 * A subscribed dealer hears of every status change the factory makes, and of the staff's «Отметить как
 * проверенный» (after the dealer's own check too), as a notification: its newNotification reloads the dealer's open order and list.
 * A status change is also mailed to a dealer whose profile asks for status letters.
 */
export async function announceStatus(db: DbOrTx, before: OrderRow, after: OrderRow, mail?: StatusMail): Promise<void> {
  if (!after.subscribe) return;
  if (before.status !== after.status) {
    const status = ORDER_STATUS_NAMES[after.status];
    const title = `Заказ № ${after.id}: ${status}`;
    const change = `«${ORDER_STATUS_NAMES[before.status]}» → «${status}»`;
    await createNotification(db, { userId: after.dealerId, title, html: `<p>Статус ${orderLink(after.id, 'заказа')} изменился: ${change}.</p>` });
    if (mail) await mailStatus(db, mail, after, title, change);
  } else if (after.checkUserIds.length > before.checkUserIds.length) {
    await createNotification(db, {
      userId: after.dealerId,
      title: `Заказ № ${after.id} проверен`,
      html: `<p>${orderLink(after.id, 'Заказ')} отмечен как проверенный.</p>`,
    });
  }
}

async function mailStatus(db: DbOrTx, { mailer, siteUrl }: StatusMail, order: OrderRow, subject: string, change: string): Promise<void> {
  const [dealer] = await db.select({ email: users.email, name: users.name, wants: users.subscribeOrder }).from(users).where(eq(users.id, order.dealerId));
  if (!dealer?.wants || !dealer.email) return;
  const text = [
    `Здравствуйте, ${dealer.name}!`,
    '',
    `Статус заказа № ${order.id} изменился: ${change}.`,
    `Заказ в личном кабинете: ${siteUrl}/profile/order/${order.id}`,
    '',
    `Письма о статусах заказов можно отключить в профиле: ${siteUrl}/profile/user`,
  ].join('\n');
  await mailer.queue({ to: dealer.email, subject, text }, db);
}
