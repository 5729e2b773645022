import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/lib/i18n/messages';
import { ModalStack } from './modal-stack';

/**
 * The modal stack, rendered once by the root layout. The modals, loaded on demand, read their texts from
 * this provider; the stack itself takes its one label as a prop, so no message runtime loads up front.
 */
export function ModalRoot() {
  return (
    <NextIntlClientProvider messages={{ Modals: messages.Modals, City: messages.City }}>
      <ModalStack closeLabel={messages.Modals.close} />
    </NextIntlClientProvider>
  );
}
