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

// Made and shipped on the day it started, 14 days planned.
const shipped = orderFixture({
  id: 25,
  statusCode: 'sp',
  statusName: 'Отгрузка',
  progress: { start_production: '2026-11-27', end_production: '2026-11-27', production_days: 14, production_days_last: 0, production_days_left: 0 },
});

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

  it('shows its production as done, however early, not as an empty bar', async () => {
    renderAs('dealer');
    const bar = await screen.findByRole('progressbar', { name: 'Ход производства' });
    expect(bar).toHaveAttribute('aria-valuenow', '14');
    expect(screen.getByText('Срок производства 14 дн. Заказ изготовлен.')).toBeInTheDocument();
  });

  it('offers the factory staff no claim: the claim form is a dealer\'s (403 for staff)', async () => {
    renderAs('manager');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('25');
    expect(screen.queryByRole('link', { name: 'Оформить рекламацию' })).toBeNull();
  });
});
