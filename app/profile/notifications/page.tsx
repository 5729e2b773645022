import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NotificationsPageEntry } from '@/components/notifications/notifications-page-entry';
import texts from '@/lib/i18n/messages/notifications.json';

export const metadata: Metadata = { title: texts.title };

export default function NotificationsRoute() {
  return (
    <Suspense>
      <NotificationsPageEntry />
    </Suspense>
  );
}
