'use client';

import { useEffect, useRef } from 'react';
import { useProfile } from '@/api-client/user/profile';
import { useModalStore } from '@/lib/stores/modal-store';
import { mayShowModal, shouldShowModal } from './blocking';
import { useNotificationList } from './use-notification-list';
import { openNotification } from './open-notification';

/**
 * Opens the modal of each unread priority notification that asks for it (spec §2, decision 2), one at a
 * time; the query reloads when the stream announces a new notification. The access code is the profile's
 * (spec §3), so nothing opens until the profile is known.
 */
export function PriorityNotifier() {
  const accessCode = useProfile().data?.role;
  const enabled = mayShowModal(accessCode);
  const { data } = useNotificationList({ filter: 'priority-unread', page: 1 }, enabled);
  // Notification id → its modal. A blocking modal outlives navigation inside the cabinet (decision 2).
  const shown = useRef(new Map<number, number>());

  useEffect(() => {
    if (data) {
      // Read in another tab: its modal here goes too (it stays in `shown`, so it does not open again).
      const unread = new Set(data.items.map((item) => item.id));
      for (const [id, modal] of shown.current) if (!unread.has(id)) useModalStore.getState().close(modal);
    }
    const next = data?.items.find((item) => !shown.current.has(item.id) && shouldShowModal(item, accessCode));
    if (!next) return;
    shown.current.set(next.id, openNotification(next));
  }, [data, accessCode]);

  // Leaving the cabinet or the session takes them along; an unread one opens again on the next visit.
  useEffect(() => {
    const opened = shown.current;
    return () => {
      const { close } = useModalStore.getState();
      for (const modal of opened.values()) close(modal);
      opened.clear();
    };
  }, []);

  return null;
}
