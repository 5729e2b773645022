'use client';

import Link from 'next/link';
import texts from '@/lib/i18n/messages/notifications.json';
import { newCountText } from './format';
import { useNotificationList } from './use-notification-list';
import { NotificationHead } from './notification-item';
import { openNotification } from './open-notification';
import styles from './notifications.module.css';

export const NOTIFICATIONS_PATH = '/profile/notifications';

/** The profile header's panel (spec §2): the count of new ones, their list, and a link to all. */
export function NotificationPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isError } = useNotificationList({ filter: 'unread', page: 1 });
  const count = data?.unreadCount ?? 0;
  const items = data?.items ?? [];
  return (
    <section className={styles.panel} aria-label={texts.title}>
      {/* 'None' only once the list has said so: not while it loads, nor when it could not be loaded. */}
      {data === undefined ? (
        <p className={styles.count} role={isError ? 'alert' : 'status'}>
          {isError ? texts.loadError : texts.loading}
        </p>
      ) : (
        <p className={styles.count}>{count > 0 ? newCountText(count) : texts.empty}</p>
      )}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((notification) => (
            <li key={notification.id} className={`${styles.item} ${styles.itemUnread}`}>
              <button type="button" className={styles.itemButton} onClick={() => openNotification(notification)}>
                <NotificationHead notification={notification} />
                <span className={styles.text}>{notification.text}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={NOTIFICATIONS_PATH} onClick={onNavigate}>
        {texts.all}
      </Link>
    </section>
  );
}
