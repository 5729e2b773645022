import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n/messages';

/** Renders with the namespaces ModalRoot gives the stack. */
export function renderWithIntl(ui: ReactNode) {
  const wrap = (node: ReactNode) => (
    <NextIntlClientProvider locale="ru" messages={{ Modals: messages.Modals, City: messages.City }}>
      {node}
    </NextIntlClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (node: ReactNode) => view.rerender(wrap(node)) };
}
