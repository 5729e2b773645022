'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/api-client/query-client';
import reklamation from '@/lib/i18n/messages/reklamation.json';

const MESSAGES = { Reklamation: reklamation };

/** The claim page's query client (the browser's one) and texts. */
export function ReklamationProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={MESSAGES}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}
