import type { NotificationsQuery } from '../schemas/notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: ({ page = 1, filter }: NotificationsQuery) => [...notificationKeys.lists(), { page, filter: filter ?? null }] as const,
};

/** Whether a cached list query is on its first page (the stream reloads only those, spec §4). */
export function isFirstPageKey(queryKey: readonly unknown[]): boolean {
  const params = queryKey[2];
  return typeof params === 'object' && params !== null && 'page' in params && params.page === 1;
}
