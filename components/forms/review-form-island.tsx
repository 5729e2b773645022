'use client';

import { NextIntlClientProvider } from 'next-intl';
import forms from '@/lib/i18n/messages/forms.json';
import { ReviewForm } from './public-forms';

const MESSAGES = { Forms: forms };

/** The review form with its texts, as one chunk the review page loads after its first paint. */
export function ReviewFormIsland() {
  return (
    <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={MESSAGES}>
      <ReviewForm />
    </NextIntlClientProvider>
  );
}
