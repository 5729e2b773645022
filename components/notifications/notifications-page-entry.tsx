'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/api-client/query-client';
import { NotificationsPage } from './notifications-page';

/** The page with the browser's one QueryClient, whether or not the cabinet layout already provides it. */
export function NotificationsPageEntry() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <NotificationsPage />
    </QueryClientProvider>
  );
}
