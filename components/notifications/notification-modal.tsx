'use client';

import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMarkNotificationsRead } from '@/api-client/notifications/mutations';
import { getQueryClient } from '@/api-client/query-client';
import { CmsContent } from '@/components/content/cms-content';
import { ModalActions, ModalTitle, useModal } from '@/components/modals/modal-parts';
import texts from '@/lib/i18n/messages/notifications.json';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useLocalReadsStore } from '@/lib/stores/local-reads-store';
import type { ModalPropsMap } from '@/lib/stores/modal-store';
import { isBlocking } from './blocking';
import styles from './notifications.module.css';

function NotificationBody({ notification }: ModalPropsMap['notification']) {
  const { close } = useModal();
  const markRead = useMarkNotificationsRead();
  const [blocking] = useState(() => isBlocking(notification));
  const readLocally = useLocalReadsStore((state) => state.add);
  const { id, read, test } = notification;

  // Opening an ordinary unread notification reads it; a blocking one waits for 'Прочитано'. Spec §4: a test
  // notification is read on this page only.
  useEffect(() => {
    if (blocking || read) return;
    if (test) readLocally(id);
    else markRead.mutate([id]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the modal opens
  }, []);

  const acknowledge = () => {
    if (test) {
      readLocally(id);
      close();
      return;
    }
    // Spec §8: a failed mark-read is only logged; the dealer is not kept behind the modal (it returns on the next visit).
    markRead.mutate([id], {
      onError: (error) => console.warn('Marking the notification read failed:', error),
      onSettled: close,
    });
  };

  return (
    <>
      <p className={styles.meta}>
        <time dateTime={notification.date}>{formatMoscowDateTime(notification.date)}</time>
        {notification.priority ? <span className={styles.flag}>{texts.priority}</span> : null}
      </p>
      <ModalTitle>{notification.title}</ModalTitle>
      <CmsContent html={notification.formatted} />
      {blocking ? (
        <ModalActions>
          <button type="button" className="button" onClick={acknowledge} disabled={markRead.isPending}>
            {texts.read}
          </button>
        </ModalActions>
      ) : null}
    </>
  );
}

/** The notification modal kind: date, title, HTML body; 'Прочитано' for a blocking one (open it with dismissible: false). */
export function NotificationModal(props: ModalPropsMap['notification']) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <NotificationBody {...props} />
    </QueryClientProvider>
  );
}
