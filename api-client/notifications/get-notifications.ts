import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { notificationsResponseSchema, type NotificationsQuery, type NotificationsResponse } from '../schemas/notifications';
import { notificationKeys } from './keys';

export function getNotifications({ page = 1, filter }: NotificationsQuery, signal?: AbortSignal) {
  return apiRequest('notifications', {
    schema: notificationsResponseSchema,
    query: { page, filter },
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
