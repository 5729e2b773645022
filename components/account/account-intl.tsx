'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import account from '@/lib/i18n/messages/account.json';
import { MOSCOW_TIME_ZONE } from '@/lib/moscow-time';

const ACCOUNT_MESSAGES = { Account: account };

/** The account and cabinet screens' texts, loaded by those routes only. */
export function AccountIntl({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ru" timeZone={MOSCOW_TIME_ZONE} messages={ACCOUNT_MESSAGES}>
      {children}
    </NextIntlClientProvider>
  );
}
