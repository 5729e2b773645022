import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { NOTIFICATIONS_PAGE_SIZE, notificationsResponseSchema, type NotificationsQuery, type NotificationsResponse } from '../schemas/notifications';
import { notificationKeys } from './keys';

export function getNotifications({ page = 1, filter }: NotificationsQuery, signal?: AbortSignal) {
  return apiRequest('notifications', {
    schema: notificationsResponseSchema,
    // Spec §7 names the page size in the call, rather than leaving it to the backend's default.
    query: { limit: NOTIFICATIONS_PAGE_SIZE, page, filter },
    auth: true,
    location: null,
    signal,
  });
}

export function notificationsQueryOptions(query: NotificationsQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(
  query: NotificationsQuery,
  enabled = true,
  select?: (list: NotificationsResponse) => NotificationsResponse,
) {
  return useQuery({ ...notificationsQueryOptions(query), enabled, select });
}
