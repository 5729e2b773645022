import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './common';
import { REQUIRED_MESSAGE, requiredText } from './fields';
import { jsonField } from './json-field';

/** Spec §9: ten notifications a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** A priority notification created without `prioritytimeleft` stays blocking for a week. */
export const DEFAULT_PRIORITY_SECONDS = 7 * 24 * 3600;
export const MAX_PRIORITY_SECONDS = 365 * 24 * 3600;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_HTML_MAX = 20_000;
/** Spec §9: the badge shows '99+' beyond 99. */
export const BADGE_CAP = 99;

export const NOTIFICATION_FILTERS = ['unread', 'priority', 'priority-unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  /** ISO 8601 with the offset. */
  date: z.string(),
  title: z.string(),
  /** Plain text of the body, for lists. */
  text: z.string(),
  /** The body as HTML; the site renders it through its sanitizer. */
  formatted: z.string(),
  priority: z.boolean(),
  /** Seconds during which an unread priority notification still blocks with its modal; 0 once that time is over. */
  prioritytimeleft: z.number().int().min(0),
  read: z.boolean(),
  /** A test notification is never marked read on the server from the modal. */
  test: z.boolean(),
  shownotify: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema.extend({
  filter: z.enum(NOTIFICATION_FILTERS, 'Неизвестный фильтр').optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'Неверный размер страницы')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Неверный размер страницы').max(50, 'Неверный размер страницы'))
    .optional()
    .transform((limit) => limit ?? NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = { page?: number; filter?: NotificationFilter };

export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  pagination: paginationSchema,
  unreadCount: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const idSchema = z.coerce.number('Неверный номер уведомления').int('Неверный номер уведомления').positive('Неверный номер уведомления');
const idListSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === 'string' && value !== 'all' ? value.split(',') : value),
  z.array(idSchema, 'Неверный номер уведомления').min(1, REQUIRED_MESSAGE).max(100, 'Не больше 100 уведомлений за раз'),
);
/** 'all', or a list whose own message says what is wrong with it (a union would word every failure alike). */
const allOrIdList = z.unknown().transform((value, ctx): 'all' | number[] => {
  if (value === 'all') return 'all';
  const ids = idListSchema.safeParse(value ?? []);
  if (ids.success) return ids.data;
  for (const issue of ids.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** `ids` (or `notyfyIds`, as the site's selection sends them; `name[]` in multipart): a list of ids, or 'all'. */
export const markReadRequestSchema = z
  .record(z.string(), z.unknown())
  .transform((body) => body.ids ?? body['ids[]'] ?? body.notyfyIds ?? body['notyfyIds[]'])
  .pipe(allOrIdList);
export type MarkReadIds = 'all' | number[];

export const deleteNotificationRequestSchema = z.object({ id: idSchema });

/** The body of `notifications_create`'s `notification_data`. */
export const notificationDataSchema = z.object({
  /** A user id, or 'dealers' for every dealer. */
  to: z.union([z.literal('dealers'), z.number().int().positive()], 'Укажите получателя: номер пользователя или dealers'),
  title: requiredText(NOTIFICATION_TITLE_MAX),
  text: requiredText(NOTIFICATION_HTML_MAX),
  priority: z.boolean().default(false),
  prioritytimeleft: z.number().int().min(1).max(MAX_PRIORITY_SECONDS).optional(),
  shownotify: z.boolean().default(true),
  test: z.boolean().default(false),
});
export type NotificationData = z.input<typeof notificationDataSchema>;

export const createNotificationRequestSchema = z.object({ notification_data: jsonField(notificationDataSchema) });

export const createNotificationResponseSchema = z.object({ result: z.literal('ok'), ids: z.array(z.number().int()) });
