import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderView } from '@/components/orders/order-view';
import { messages } from '@/lib/i18n/messages';
import { useSessionStore } from '@/lib/stores/session-store';
import { orderFixture } from './order-fixture';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/profile/order/25' }));

const shipped = orderFixture({ id: 25, statusCode: 'sp', statusName: 'Отгрузка' });

const server = setupServer(
  http.get('*/api/v1/order/25', () => HttpResponse.json({ order: shipped })),
  http.get('*/api/v1/client', () => HttpResponse.json({ clients: [] })),
  http.get('*/api/v1/company', () => HttpResponse.json({ companies: [], multiple: false })),
  http.get('*/api/v1/comment', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.setState({ token: null, user: null, checked: false });
});
afterAll(() => server.close());

function renderAs(role: 'dealer' | 'manager') {
  useSessionStore.setState({ token: 't', user: { name: 'Ирина', lastName: 'Ковалёва', role }, checked: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        <OrderView id={25} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('OrderView of a shipped order', () => {
  it('offers the dealer a claim (рекламация) for it', async () => {
    renderAs('dealer');
    expect(await screen.findByRole('link', { name: 'Оформить рекламацию' })).toHaveAttribute('href', '/profile/order/reklamation?oid=25');
  });

  it('offers the factory staff no claim: the claim form is a dealer\'s (403 for staff)', async () => {
    renderAs('manager');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('25');
    expect(screen.queryByRole('link', { name: 'Оформить рекламацию' })).toBeNull();
  });
});
