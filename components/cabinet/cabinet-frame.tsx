'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getQueryClient } from '@/api-client/query-client';
import { rememberFocus } from '@/lib/focus-memory';
import { preloadErrorModal } from '@/components/modals/preload-error-modal';
import { signInHref } from '@/lib/session/safe-back';
import { useSessionStore } from '@/lib/stores/session-store';
import { NewNotificationNotifier } from '@/components/notifications/new-notification-notifier';
import { PriorityNotifier } from '@/components/notifications/priority-notifier';
import { NewCommentNotifier } from '@/components/orders/new-comment-notifier';
import { ProfileHeader } from './profile-header';
import styles from './cabinet.module.css';

/**
 * Guards every /profile page: until the stored session is known nothing private renders; without one the
 * visitor goes to /sign-in and comes back after signing in, except after the 'Выход' button (home then).
 */
export function CabinetFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('Account.cabinet');
  const router = useRouter();
  const { user, checked, loggedOutByButton } = useSessionStore();

  useEffect(rememberFocus, []);
  useEffect(preloadErrorModal, []);
  useEffect(() => {
    if (!checked || user) return;
    router.replace(loggedOutByButton ? '/' : signInHref(window.location.pathname + window.location.search + window.location.hash));
  }, [checked, user, loggedOutByButton, router]);

  if (!user) {
    return (
      <main id="content" className={`container ${styles.waiting}`}>
        <p role="status">{t('loading')}</p>
      </main>
    );
  }
  return (
    <QueryClientProvider client={getQueryClient()}>
      <div className={styles.frame}>
        <ProfileHeader user={user} />
        <PriorityNotifier />
        <NewNotificationNotifier />
        <NewCommentNotifier />
        <main id="content" className={`container ${styles.main}`}>
          {children}
        </main>
      </div>
    </QueryClientProvider>
  );
}
