import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '@/api-client/schemas/orders';
import { OrderListView } from '@/components/orders/order-list-view';
import { messages } from '@/lib/i18n/messages';
import { useSessionStore } from '@/lib/stores/session-store';
import { profile } from '../notifications/fixtures';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/profile/order-list',
  useSearchParams: () => new URLSearchParams(),
}));

const item = (overrides: Partial<OrderListItem>): OrderListItem => ({
  id: 31,
  status_code: 'n',
  status_name: 'Черновик',
  date_create: '2026-11-20T10:00:00.000Z',
  date_update: '2026-11-20T10:00:00.000Z',
  start_production: null,
  end_production: null,
  order_check: false,
  order_check_users: [],
  all_comments: 0,
  new_comments: 0,
  order_number: '',
  client: null,
  total: 1000,
  actions: [],
  ...overrides,
});

let items: OrderListItem[] = [];
const server = setupServer(
  http.get('*/api/v1/order', () => HttpResponse.json({ items, pagination: { page: 1, pageSize: 10, pageCount: 1, total: items.length }, availableStatuses: [] })),
  http.get('*/api/v1/order/new_comment_count', () => HttpResponse.json({ count: 0 })),
  http.get('*/api/v1/client', () => HttpResponse.json({ clients: [] })),
  http.get('*/api/v1/company', () => HttpResponse.json({ companies: [], multiple: true })),
  http.get('*/api/v1/user/profile', () => HttpResponse.json(profile('bm_dealer'))),
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
        <OrderListView />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const card = async (id: number) => (await screen.findByRole('link', { name: `Заказ № ${id}` })).closest('li') as HTMLElement;

describe('the order list for the factory staff', () => {
  it("names each order's dealer, offers no «Удалить», and searches by number or dealer", async () => {
    items = [item({ id: 31, actions: ['upload', 'setchecked'], dealer: { name: 'Алексей Смирнов', company: 'ООО «Мебель-Урал»', email: 'dealer@example.com' } })];
    renderAs('manager');
    const row = await card(31);
    expect(within(row).getByText('Дилер: Алексей Смирнов, ООО «Мебель-Урал», dealer@example.com')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Номер заказа или дилер' })).toBeInTheDocument();
  });

  it("leaves the dealer's cards and search as they were", async () => {
    items = [item({ id: 32, actions: ['validate', 'delete', 'edit'] })];
    renderAs('dealer');
    const row = await card(32);
    expect(within(row).queryByText(/^Дилер:/)).toBeNull();
    expect(within(row).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Номер заказа' })).toBeInTheDocument();
  });
});
