'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/api-client/query-client';
import orders from '@/lib/i18n/messages/orders.json';

const MESSAGES = { Orders: orders };

/** The order pages' query client (the browser's one) and texts. */
export function OrdersProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={MESSAGES}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}
