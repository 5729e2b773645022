'use client';

import { NextIntlClientProvider } from 'next-intl';
import forms from '@/lib/i18n/messages/forms.json';
import { ReviewForm } from './public-forms';
import { MOSCOW_TIME_ZONE } from '@/lib/moscow-time';

const MESSAGES = { Forms: forms };

/** The review form with its texts, as one chunk the review page loads after its first paint. */
export function ReviewFormIsland() {
  return (
    <NextIntlClientProvider locale="ru" timeZone={MOSCOW_TIME_ZONE} messages={MESSAGES}>
      <ReviewForm />
    </NextIntlClientProvider>
  );
}
