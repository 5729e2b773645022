import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n/messages';

/** Renders a cabinet orders component with its own query client and the Orders messages. */
export function renderOrders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
