import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ProfileSettings } from '@/components/cabinet/profile-settings';
import { messages } from '@/lib/i18n/messages';

/** The profile page's settings with their own query client (returned, for tests that look into its cache). */
export function renderProfileSettings(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Account: messages.Account }}>
        <ProfileSettings />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return client;
}
