'use client';

import type { ReactNode } from 'react';
import { CabinetPageProviders, PAGE_ERROR_MESSAGES } from '@/components/orders/orders-providers';
import reklamation from '@/lib/i18n/messages/reklamation.json';

const MESSAGES = { Reklamation: reklamation, ...PAGE_ERROR_MESSAGES };

/** The claim page's query client and texts. */
export function ReklamationProviders({ children }: { children: ReactNode }) {
  return <CabinetPageProviders messages={MESSAGES}>{children}</CabinetPageProviders>;
}
