import { useCallback } from 'react';
import { useNotifications } from '@/api-client/notifications/get-notifications';
import type { NotificationsQuery, NotificationsResponse } from '@/api-client/schemas/notifications';
import { useLocalReadsStore } from '@/lib/stores/local-reads-store';
import { withLocalReads } from './local-reads';

/** The notifications of a page of the cabinet, with the local reads applied. */
export function useNotificationList(query: NotificationsQuery, enabled = true) {
  const ids = useLocalReadsStore((state) => state.ids);
  const select = useCallback((list: NotificationsResponse) => withLocalReads(list, ids, query.filter), [ids, query.filter]);
  return useNotifications(query, enabled, select);
}
