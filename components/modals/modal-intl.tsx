'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import account from '@/lib/i18n/messages/account.json';
import city from '@/lib/i18n/messages/city.json';
import forms from '@/lib/i18n/messages/forms.json';
import modals from '@/lib/i18n/messages/modals.json';
import { MOSCOW_TIME_ZONE } from '@/lib/moscow-time';

// One object for the life of the page: a new one per render would give every `t` a new identity.
const MODAL_MESSAGES = { Modals: modals, City: city, Forms: forms, Account: account };

/** The modals' texts and next-intl's client runtime, loaded with the first modal rather than with every page. */
export function ModalIntl({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ru" timeZone={MOSCOW_TIME_ZONE} messages={MODAL_MESSAGES}>
      {children}
    </NextIntlClientProvider>
  );
}
