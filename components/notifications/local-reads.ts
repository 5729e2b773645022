import type { NotificationFilter, NotificationsResponse } from '@/api-client/schemas/notifications';

/** A list as the dealer sees it once the test notifications read locally are read: gone from unread lists. */
export function withLocalReads(
  list: NotificationsResponse,
  ids: ReadonlySet<number>,
  filter: NotificationFilter | undefined,
): NotificationsResponse {
  if (ids.size === 0) return list;
  const unreadOnly = filter === 'unread' || filter === 'priority-unread';
  const items = unreadOnly
    ? list.items.filter((item) => !ids.has(item.id))
    : list.items.map((item) => (ids.has(item.id) ? { ...item, read: true, prioritytimeleft: 0 } : item));
  return { ...list, items, unreadCount: unreadWithLocalReads(list.unreadCount, ids) };
}

/** The server's unread count less the notifications read on this page only (each is still unread there). */
export function unreadWithLocalReads(count: number, ids: ReadonlySet<number>): number {
  return Math.max(0, count - ids.size);
}
