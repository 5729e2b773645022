import type { Notification } from '@/api-client/schemas/notifications';
import texts from '@/lib/i18n/messages/notifications.json';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import styles from './notifications.module.css';

/** Date, priority flag and title of a notification. */
export function NotificationHead({ notification }: { notification: Notification }) {
  return (
    <>
      <span className={styles.meta}>
        <time dateTime={notification.date}>{formatMoscowDateTime(notification.date)}</time>
        {notification.priority ? <span className={styles.flag}>{texts.priority}</span> : null}
        {notification.read ? null : <span className="visually-hidden">{texts.unread}</span>}
      </span>
      <span className={styles.title}>{notification.title}</span>
    </>
  );
}
