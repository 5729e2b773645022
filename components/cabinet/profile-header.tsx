'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { StaticImage } from '@/components/ui/static-image';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useUserStats } from '@/api-client/stream/get-user-stats';
import { unreadWithLocalReads } from '@/components/notifications/local-reads';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import { useOpenNewOrder } from '@/components/orders/open-new-order';
import { logout } from '@/lib/session/session';
import { useLocalReadsStore } from '@/lib/stores/local-reads-store';
import type { SessionUser } from '@/lib/session/session-user';
import styles from './cabinet.module.css';

/** The width of the faded end of the phone's sideways row (cabinet.module.css). */
const ROW_FADE = 24;

/** Spec §9: the badge shows 99+ beyond 99. */
export const BADGE_LIMIT = 99;

export function badgeText(count: number): string {
  return count > BADGE_LIMIT ? `${BADGE_LIMIT}+` : String(count);
}

/** How far the header is slid up: by the scroll delta, between 0 (at the top or scrolling up) and its height. */
export function nextHeaderOffset(offset: number, scrollY: number, previousY: number, height: number): number {
  if (scrollY <= 0) return 0;
  return Math.min(height, Math.max(0, offset + scrollY - previousY));
}

/**
 * Slides the header away on scroll down and back on scroll up, by the delta, without re-rendering; not while `pinned`
 * (the notification panel hangs from it, and a page scrolled past the panel's end would take it away half read).
 */
function useSlideAway(pinned: boolean) {
  const ref = useRef<HTMLElement>(null);
  const pinnedRef = useRef(pinned);
  useEffect(() => {
    pinnedRef.current = pinned;
    if (pinned && ref.current) ref.current.style.transform = '';
  }, [pinned]);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let previousY = window.scrollY;
    let offset = 0;
    const onScroll = () => {
      offset = pinnedRef.current ? 0 : nextHeaderOffset(offset, window.scrollY, previousY, header.offsetHeight);
      previousY = window.scrollY;
      header.style.transform = offset > 0 ? `translateY(${-offset}px)` : '';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return ref;
}

/** The compact profile header of spec §2: 'Личный кабинет' and the cabinet's own menu. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const t = useTranslations('Account.header');
  const openNewOrder = useOpenNewOrder();
  const pathname = usePathname();
  const { data: stats } = useUserStats();
  const localReads = useLocalReadsStore((state) => state.ids);
  const unread = unreadWithLocalReads(stats?.unreadNotifications ?? 0, localReads);
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  const [panelOpen, setPanelOpen] = useState(false);
  const ref = useSlideAway(panelOpen);
  const [closePanel] = useState(() => () => setPanelOpen(false));
  const { popupRef: panelRef, toggleRef } = useDismiss(panelOpen, closePanel, { returnFocus: true });
  // The panel stands after the whole menu in the page: opened from the keyboard, the focus goes into it.
  const [focusPanel, setFocusPanel] = useState(false);
  useEffect(() => {
    if (panelOpen && focusPanel) panelRef.current?.focus();
  }, [panelOpen, focusPanel, panelRef]);
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);
  const hasBadge = unread > 0;
  // On a phone the items scroll sideways: the row is scrolled to show the current page's item (only the row, not the
  // page), again when the badge appears and moves the items after it.
  useEffect(() => {
    const row = navRef.current?.querySelector('ul');
    const item = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row) return;
    const showing = (end: HTMLElement) => end.offsetLeft + end.offsetWidth - row.clientWidth + ROW_FADE;
    let left = item ? showing(item) : 0;
    // The unread count is the one sign on a phone that something happened: it is brought in too, the current item kept.
    const bell = toggleRef.current;
    if (hasBadge && bell) left = Math.max(left, Math.min(showing(bell), item ? item.offsetLeft : Infinity));
    row.scrollLeft = Math.max(0, left);
  }, [pathname, hasBadge, toggleRef]);

  return (
    <header ref={ref} className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <Link href="/" className={styles.logo} aria-label={t('home')}>
          <StaticImage src="/images/logo.svg" alt="" width={120} height={30} />
        </Link>
        <Link href="/profile" className={styles.title}>
          {t('title')}
        </Link>
        <nav ref={navRef} aria-label={t('nav')} className={styles.nav}>
          <ul>
            {user.role === 'manager' ? null : (
              <li>
                <button type="button" className={styles.navButton} onClick={openNewOrder}>
                  {t('newOrder')}
                </button>
              </li>
            )}
            <li>
              <Link href="/profile/order-list" aria-current={current('/profile/order-list')}>
                {t('orderList')}
              </Link>
            </li>
            <li>
              <button
                ref={toggleRef}
                type="button"
                className={styles.navButton}
                aria-expanded={panelOpen}
                aria-controls={panelId}
                onClick={(event) => {
                  setFocusPanel(event.detail === 0);
                  setPanelOpen((open) => !open);
                }}
              >
                {t('notifications')}
                {hasBadge ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{badgeText(unread)}</span>
                    <span className="visually-hidden">{t('unread', { count: badgeText(unread) })}</span>
                  </span>
                ) : null}
              </button>
            </li>
            <li>
              <Link href="/profile/user" aria-current={current('/profile/user')}>
                {[user.name, user.lastName].filter(Boolean).join(' ') || t('settings')}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.navButton} onClick={logout}>
                {t('logout')}
              </button>
            </li>
          </ul>
        </nav>
        {/* Outside the nav, so that it drops below the whole header. */}
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          hidden={!panelOpen}
          tabIndex={-1}
          // Tabbing on past the panel closes it: on a phone it would cover what the focus reaches next.
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (!(next instanceof Node) || panelRef.current?.contains(next) || toggleRef.current?.contains(next)) return;
            closePanel();
          }}
        >
          {panelOpen ? <NotificationPanel onNavigate={closePanel} /> : null}
        </div>
      </div>
    </header>
  );
}
