import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { okResultSchema } from '../schemas/json-field';
import type { MarkReadIds } from '../schemas/notifications';
import { streamKeys } from '../stream/keys';
import { notificationKeys } from './keys';

/** Marks the given notifications (or 'all') as read; the selection is sent as notyfyIds (spec §7). */
export function markNotificationsRead(ids: MarkReadIds) {
  return apiRequest('notifications/notifications_as_read_by_id', {
    schema: okResultSchema,
    body: ids === 'all' ? { ids } : { notyfyIds: ids },
    auth: true,
    location: null,
  });
}

export function deleteNotification(id: number) {
  return apiRequest('notifications/notifications_delete_by_id', {
    schema: okResultSchema,
    body: { id },
    auth: true,
    location: null,
  });
}

function useRefreshAfter<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: streamKeys.userStats() }),
      ]);
    },
  });
}

export function useMarkNotificationsRead() {
  return useRefreshAfter(markNotificationsRead);
}

export function useDeleteNotification() {
  return useRefreshAfter(deleteNotification);
}
