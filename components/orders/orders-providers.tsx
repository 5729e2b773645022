'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/api-client/query-client';
import modals from '@/lib/i18n/messages/modals.json';
import orders from '@/lib/i18n/messages/orders.json';
import { MOSCOW_TIME_ZONE } from '@/lib/moscow-time';

/** Spec §8's default error text, for a failed load said in the page rather than in a modal. */
export const PAGE_ERROR_MESSAGES = { Modals: { error: modals.error } };

const MESSAGES = { Orders: orders, ...PAGE_ERROR_MESSAGES };

/** A cabinet page's query client (the browser's one) and the texts of its namespaces. */
export function CabinetPageProviders({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <NextIntlClientProvider locale="ru" timeZone={MOSCOW_TIME_ZONE} messages={messages}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

/** The order pages' providers. */
export function OrdersProviders({ children }: { children: ReactNode }) {
  return <CabinetPageProviders messages={MESSAGES}>{children}</CabinetPageProviders>;
}
