import texts from '@/lib/i18n/messages/notifications.json';
import { badgeText, fill } from './format';
import styles from './notifications.module.css';

/** The unread badge of the profile and public headers: nothing at 0, '99+' beyond 99. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`} aria-label={fill(texts.badgeLabel, { count })}>
      {badgeText(count)}
    </span>
  );
}
