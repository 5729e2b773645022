'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getUserStats } from '@/api-client/stream/get-user-stats';
import { badgeText, fill } from '@/components/notifications/format';
import { unreadWithLocalReads } from '@/components/notifications/local-reads';
import { UnreadBadge } from '@/components/notifications/unread-badge';
import texts from '@/lib/i18n/messages/notifications.json';
import { useLocalReadsStore } from '@/lib/stores/local-reads-store';
import { onStreamEvent } from '@/lib/stream/event-bus';
import { BellIcon } from './icons';
import styles from './header-notifications.module.css';

/**
 * The count is asked again when the tab comes back into view, at most this often: as long as a hidden tab keeps
 * its event stream (HIDDEN_STREAM_CLOSE_MS), so a tab hidden long enough to miss a notification always asks.
 */
export const UNREAD_REFRESH_MS = 10_000;

/**
 * The public header's notifications with their unread count (spec §2), for a signed-in user, asked again when the
 * tab comes back into view and when a notification arrives. Loaded only for
 * them (the caller imports it on demand), so visitors' pages carry none of its code.
 */
export function HeaderNotifications({ label, className }: { label: string; className?: string }) {
  const [serverCount, setCount] = useState(0);
  const count = unreadWithLocalReads(serverCount, useLocalReadsStore((state) => state.ids));

  useEffect(() => {
    let controller: AbortController | null = null;
    let askedAt = -Infinity;
    const load = () => {
      if (document.visibilityState !== 'visible' || Date.now() - askedAt < UNREAD_REFRESH_MS) return;
      askedAt = Date.now();
      controller?.abort();
      const current = new AbortController();
      controller = current;
      getUserStats(current.signal).then(
        (stats) => setCount(stats.unreadNotifications),
        // Spec §8: a failed count is logged only; the link still leads to the notifications.
        (error: unknown) => {
          if (!current.signal.aborted) console.warn('Unread notifications count failed:', error);
        },
      );
    };
    load();
    document.addEventListener('visibilitychange', load);
    // A notification that arrives by the stream is counted at once.
    const unsubscribe = onStreamEvent((event) => {
      if (event.e !== 'newNotification') return;
      askedAt = -Infinity;
      load();
    });
    return () => {
      document.removeEventListener('visibilitychange', load);
      unsubscribe();
      controller?.abort();
    };
  }, []);

  const name = count > 0 ? `${label}. ${fill(texts.badgeLabel, { count: badgeText(count) })}` : label;
  return (
    <Link href="/profile/notifications" className={`${styles.link} ${className ?? ''}`} aria-label={name}>
      <BellIcon size={20} />
      <UnreadBadge count={count} className={styles.badge} />
    </Link>
  );
}
