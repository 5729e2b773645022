import { and, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  createNotificationRequestSchema,
  deleteNotificationRequestSchema,
  markReadRequestSchema,
  notificationsQuerySchema,
  type NotificationFilter,
  type NotificationsResponse,
} from '../../api-client/schemas/notifications';
import type { OkResult } from '../../api-client/schemas/json-field';
import { requireUser } from '../auth/require-user';
import { notifications, users } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { ApiError, validate } from '../lib/errors';
import { readForm } from '../lib/form-body';
import { publishEvent } from '../lib/events';
import { createNotifications, toNotification, unreadNotificationCount } from '../lib/notifications';
import { UNUSABLE_PASSWORD } from '../lib/personal-data';

const RECIPIENT_MISSING_MESSAGE = 'Получатель не найден';
const NOTIFICATION_MISSING_MESSAGE = 'Уведомление не найдено';

function filterCondition(filter: NotificationFilter | undefined, now: Date): SQL | undefined {
  const unread = isNull(notifications.readAt);
  const blocking = and(eq(notifications.priority, true), gt(notifications.priorityUntil, now));
  if (filter === 'unread') return unread;
  if (filter === 'priority') return eq(notifications.priority, true);
  if (filter === 'priority-unread') return and(unread, blocking);
  return undefined;
}

export function notificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => {
    const { page, filter, limit } = validate(notificationsQuerySchema, c.req.query());
    const userId = c.var.user.id;
    const now = new Date();
    const where = and(eq(notifications.userId, userId), filterCondition(filter, now));
    const [total, rows, unreadCount] = await Promise.all([
      db.$count(notifications, where),
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit),
      unreadNotificationCount(db, userId),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.json<NotificationsResponse>({
      items: rows.map((row) => toNotification(row, now.getTime())),
      pagination: { page, pageSize: limit, pageCount: Math.ceil(total / limit), total },
      unreadCount,
    });
  });

  app.post('/notifications_as_read_by_id', async (c) => {
    const ids = validate(markReadRequestSchema, await readForm(c));
    const mine = eq(notifications.userId, c.var.user.id);
    const read = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)))
      .returning({ id: notifications.id });
    // The spec's events have no 'read' one: a newNotification without shownotify makes the user's other tabs
    // reload their notifications and counts (and close a blocking modal read here).
    if (read.length > 0) await publishEvent(db, c.var.user.id, { e: 'newNotification' });
    return c.json<OkResult>({ result: 'ok' });
  });

  app.post('/notifications_delete_by_id', async (c) => {
    const { id } = validate(deleteNotificationRequestSchema, await readForm(c));
    const deleted = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, c.var.user.id)))
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw new ApiError(404, { errorMessage: NOTIFICATION_MISSING_MESSAGE });
    return c.json<OkResult>({ result: 'ok' });
  });

  app.post('/notifications_create', requireUser(deps, ['manager']), async (c) => {
    const { notification_data: data } = validate(createNotificationRequestSchema, await readForm(c));
    const ids = await db.transaction(async (tx) => {
      const recipients = await tx
        .select({ id: users.id })
        .from(users)
        // An erased account (a person's request) is nobody's to read: broadcasts pass it by, and it is no recipient.
        .where(and(data.to === 'dealers' ? eq(users.role, 'dealer') : eq(users.id, data.to), ne(users.passwordHash, UNUSABLE_PASSWORD)));
      if (recipients.length === 0) {
        throw new ApiError(400, { errorMessage: RECIPIENT_MISSING_MESSAGE, errors: { 'notification_data.to': RECIPIENT_MISSING_MESSAGE } });
      }
      return createNotifications(
        tx,
        recipients.map((row) => row.id),
        {
          title: data.title,
          html: data.text,
          priority: data.priority,
          prioritySeconds: data.prioritytimeleft,
          shownotify: data.shownotify,
          test: data.test,
        },
      );
    });
    return c.json({ result: 'ok' as const, ids });
  });

  return app;
}
