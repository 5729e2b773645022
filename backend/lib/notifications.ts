import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { DEFAULT_PRIORITY_SECONDS, type Notification } from '../../api-client/schemas/notifications';
import { sanitizeCmsHtml } from '../../lib/content/sanitize-cms-html';
import { notifications, users } from '../db/schema';
import { publishEvent, type DbOrTx } from './events';

export type NewNotification = {
  userId: number;
  title: string;
  /** The body as HTML (plain text is fine too); answers carry it through the CMS sanitizer. */
  html: string;
  priority?: boolean;
  /** How long an unread priority notification blocks with its modal; DEFAULT_PRIORITY_SECONDS when omitted. */
  prioritySeconds?: number;
  /** Whether the cabinet pops it up when it arrives; by default only a priority one (routine news waits in the list). */
  shownotify?: boolean;
  test?: boolean;
};

type NotificationRow = typeof notifications.$inferSelect;

/** Plain text of an HTML body: tags dropped, block ends turned into spaces, entities decoded. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'template'],
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toNotification(row: NotificationRow, now = Date.now()): Notification {
  const left = row.priority && row.priorityUntil ? Math.max(0, Math.ceil((row.priorityUntil.getTime() - now) / 1000)) : 0;
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    title: row.title,
    text: plainText(row.html),
    // Sanitized here as well as in the browser: parsing a handler attribute there already trips the page's CSP.
    formatted: sanitizeCmsHtml(row.html),
    priority: row.priority,
    prioritytimeleft: row.readAt ? 0 : left,
    read: row.readAt !== null,
    test: row.test,
    shownotify: row.shownotify,
  };
}

/**
 * Stores notifications for the given users and tells their open streams (newNotification). Pass a transaction
 * to make them part of a larger change: the rows and the events then appear together when it commits.
 */
export async function createNotifications(db: DbOrTx, userIds: number[], input: Omit<NewNotification, 'userId'>): Promise<number[]> {
  if (userIds.length === 0) return [];
  const priority = input.priority ?? false;
  const priorityUntil = priority ? new Date(Date.now() + (input.prioritySeconds ?? DEFAULT_PRIORITY_SECONDS) * 1000) : null;
  const shownotify = input.shownotify ?? priority;
  // Users with a linked Telegram chat that they keep on get it there too (the bridge sends the queue).
  const withTelegram = await telegramChatsOf(db, userIds);
  const rows = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        title: input.title,
        html: input.html,
        priority,
        priorityUntil,
        shownotify,
        test: input.test ?? false,
        telegramDueAt: withTelegram.has(userId) ? new Date() : null,
      })),
    )
    .returning({ id: notifications.id });
  for (const userId of userIds) {
    await publishEvent(db, userId, { e: 'newNotification', shownotify });
  }
  return rows.map((row) => row.id);
}

/** The Telegram chats of those among `userIds` who have one linked and keep it on: user id → chat id. */
export async function telegramChatsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, tgid: users.tgid })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.tgnotify, true), ne(users.tgid, '')));
  return new Map(rows.map((row) => [row.id, row.tgid]));
}

/** The hook for other areas (order status changes, manager comments): one notification to one user. */
export async function createNotification(db: DbOrTx, input: NewNotification): Promise<number> {
  const [id] = await createNotifications(db, [input.userId], input);
  if (id === undefined) throw new Error('The notification was not stored');
  return id;
}

export async function unreadNotificationCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}
