'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationsQueryOptions } from '@/api-client/notifications/get-notifications';
import { useProfile } from '@/api-client/user/profile';
import { onStreamEvent } from '@/lib/stream/event-bus';
import { useModalStore } from '@/lib/stores/modal-store';
import { isBlocking, mayShowModal } from './blocking';
import { openNotification } from './open-notification';

/**
 * Spec §2's new-notification popup: a notification sent with shownotify opens in its modal when it arrives (never
 * for the access code bm_user, §6), which reads it. A blocking one is PriorityNotifier's; a newer popup replaces
 * an earlier one rather than piling up.
 */
export function NewNotificationNotifier() {
  const queryClient = useQueryClient();
  const accessCode = useProfile().data?.role;
  const code = useRef(accessCode);
  useEffect(() => {
    code.current = accessCode;
  }, [accessCode]);

  useEffect(() => {
    let latest = 0;
    let popup: number | undefined;
    const { close } = useModalStore.getState();
    const unsubscribe = onStreamEvent((event) => {
      if (event.e !== 'newNotification' || !event.shownotify) return;
      if (!mayShowModal(code.current)) return;
      queryClient.fetchQuery({ ...notificationsQueryOptions({ filter: 'unread', page: 1 }), staleTime: 0 }).then(
        (list) => {
          // Only the one that just arrived (the list's first): an older unread one is not news.
          const newest = list.items[0];
          if (!newest?.shownotify || isBlocking(newest) || newest.id <= latest) return;
          latest = newest.id;
          if (popup !== undefined) close(popup);
          popup = openNotification(newest);
        },
        (error: unknown) => console.warn('The new notification could not be loaded:', error),
      );
    });
    return () => {
      unsubscribe();
      if (popup !== undefined) close(popup);
    };
  }, [queryClient]);

  return null;
}
