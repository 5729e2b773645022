'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { showError } from '@/components/orders/format';
import { useEffect, useState } from 'react';
import { useDeleteNotification, useMarkNotificationsRead } from '@/api-client/notifications/mutations';
import type { NotificationFilter } from '@/api-client/schemas/notifications';
import { CmsContent } from '@/components/content/cms-content';
import { Pager } from '@/components/ui/pager';
import { useLocalReadsStore } from '@/lib/stores/local-reads-store';
import { openModal } from '@/lib/stores/modal-store';
import texts from '@/lib/i18n/messages/notifications.json';
import { fill } from './format';
import { useNotificationList } from './use-notification-list';
import { NotificationHead } from './notification-item';
import { NOTIFICATIONS_PATH } from './notification-panel';
import { openNotification } from './open-notification';
import styles from './notifications.module.css';

const FILTERS: { key: 'all' | NotificationFilter; label: string }[] = [
  { key: 'all', label: texts.filters.all },
  { key: 'unread', label: texts.filters.unread },
  { key: 'priority', label: texts.filters.priority },
];

function readQuery(params: URLSearchParams): { page: number; filter?: NotificationFilter } {
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: filter === 'unread' || filter === 'priority' ? filter : undefined,
  };
}

function href(filter: NotificationFilter | undefined, page: number): string {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  params.set('page', String(page));
  return `${NOTIFICATIONS_PATH}?${params.toString()}`;
}

/** Spec §8: a refused notification action says why in the error modal; only an answer other than 'ok' is logged alone. */
const logFailure = (error: unknown) => {
  console.warn('Notification action failed:', error);
  showError(error);
};

/** /profile/notifications: 10 a page, filters, mark read (one, selected, all), delete. */
export function NotificationsPage() {
  const { page, filter } = readQuery(useSearchParams());
  const { data, isError, refetch } = useNotificationList({ page, filter });
  const markRead = useMarkNotificationsRead();
  const remove = useDeleteNotification();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const forgetLocalReads = useLocalReadsStore((state) => state.forget);
  // Read or deleted on the server, a test notification read on this page only no longer needs its local read.
  const read = (ids: number[] | 'all', onSuccess?: () => void) =>
    markRead.mutate(ids, {
      onSuccess: () => {
        forgetLocalReads(ids);
        onSuccess?.();
      },
      onError: logFailure,
    });
  // Deleting cannot be undone: asked first, like a comment or an order.
  const deleteOne = (id: number) =>
    openModal('confirm', {
      title: texts.deleteConfirm,
      confirmLabel: texts.delete,
      onConfirm: () => remove.mutate(id, { onSuccess: () => forgetLocalReads([id]), onError: logFailure }),
    });

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const items = data?.items ?? [];
  // Only what is ticked on the page shown counts: a tick left on another page or filter is out of sight.
  const chosen = items.filter((notification) => selected.has(notification.id)).map((notification) => notification.id);
  const markSelected = () => read(chosen, () => setSelected(new Set()));

  const pageCount = data?.pagination.pageCount ?? 0;
  // A page past the last (an old link, or the last page's notifications just deleted) gives way to the last page.
  const router = useRouter();
  const last = Math.max(1, pageCount);
  const pastLast = data !== undefined && items.length === 0 && page > last;
  useEffect(() => {
    if (pastLast) router.replace(href(filter, last));
  }, [pastLast, router, filter, last]);
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <h1 id="notifications-title">{texts.title}</h1>
      <nav className={styles.filters} aria-label={texts.filtersLabel}>
        {FILTERS.map(({ key, label }) => {
          const active = (filter ?? 'all') === key;
          return (
            <Link
              key={key}
              href={href(key === 'all' ? undefined : key, 1)}
              className={`${styles.filter} ${active ? styles.filterActive : ''}`}
              aria-current={active ? 'page' : undefined}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      <div className={styles.toolbar}>
        <button type="button" className="button" disabled={chosen.length === 0 || markRead.isPending} onClick={markSelected}>
          {texts.markSelected}
        </button>
        <button
          type="button"
          className="button"
          disabled={!data || data.unreadCount === 0 || markRead.isPending}
          onClick={() => read('all')}
        >
          {texts.markAll}
        </button>
      </div>
      {isError ? (
        <p role="alert">
          {texts.loadError}{' '}
          <button type="button" className="button" onClick={() => void refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : null}
      {data && items.length === 0 ? <p>{filter === 'unread' ? texts.empty : texts.listEmpty}</p> : null}
      <ul className={styles.list}>
        {items.map((notification) => (
          <li key={notification.id} className={`${styles.item} ${notification.read ? '' : styles.itemUnread}`}>
            <div className={styles.row}>
              {/* The label is the finger's target around the small box. */}
              <label className={styles.select}>
                <input
                  type="checkbox"
                  aria-label={fill(texts.select, { title: notification.title })}
                  checked={selected.has(notification.id)}
                  disabled={notification.read}
                  onChange={() => toggle(notification.id)}
                />
              </label>
              <div>
                <button type="button" className={styles.itemButton} onClick={() => openNotification(notification)}>
                  <NotificationHead notification={notification} />
                </button>
                <CmsContent html={notification.formatted} />
                <div className={styles.actions}>
                  {notification.read ? null : (
                    <button type="button" className="button" aria-label={fill(texts.markReadNamed, { title: notification.title })} onClick={() => read([notification.id])}>
                      {texts.markRead}
                    </button>
                  )}
                  <button type="button" className="button" aria-label={fill(texts.deleteNamed, { title: notification.title })} onClick={() => deleteOne(notification.id)}>
                    {texts.delete}
                  </button>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        label={texts.pages}
        page={page}
        pageCount={pageCount}
        hrefFor={(number) => href(filter, number)}
        pageLabel={(number) => fill(texts.page, { page: number })}
        prevLabel={texts.prevPage}
        nextLabel={texts.nextPage}
      />
    </section>
  );
}
