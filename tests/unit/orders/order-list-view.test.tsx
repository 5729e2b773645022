import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '@/api-client/schemas/orders';
import { OrderListView } from '@/components/orders/order-list-view';
import { messages } from '@/lib/i18n/messages';
import { useSessionStore } from '@/lib/stores/session-store';
import { profile } from '../notifications/fixtures';

const navigation = vi.hoisted(() => ({ search: '', push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push, replace: navigation.replace, refresh: vi.fn() }),
  usePathname: () => '/profile/order-list',
  useSearchParams: () => new URLSearchParams(navigation.search),
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
  navigation.search = '';
  navigation.push.mockClear();
  navigation.replace.mockClear();
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

describe('an order list address the list cannot show', () => {
  const refused = (errors: Record<string, string>) =>
    http.get('*/api/v1/order', () => HttpResponse.json({ errorMessage: 'Неверные параметры запроса', errors }, { status: 400 }));

  it.each([
    ['the checkbox\'s value', 'unreadMessages=q', { unreadMessages: 'Неверное значение' }, 'С непрочитанными комментариями: Неверное значение'],
    ['a company the dealer has no field for', 'company_id=-1', { company_id: 'Неверный идентификатор' }, 'Компания: Неверный идентификатор'],
  ])('says a refused value without a field (%s) and offers to reset the filters', async (_label, search, errors, said) => {
    navigation.search = search;
    server.use(refused(errors), http.get('*/api/v1/company', () => HttpResponse.json({ companies: [], multiple: false })));
    renderAs('dealer');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Заказы не показаны: фильтр в адресе страницы задан неверно (${said}).`);
    expect(screen.queryByText('Заказов не найдено')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(navigation.push).toHaveBeenCalledWith('/profile/order-list?');
  });

  it('tells a refused value with a field under that field only', async () => {
    navigation.search = 'status=zz';
    server.use(refused({ status: 'Неверное значение' }));
    renderAs('dealer');
    expect(await screen.findByRole('combobox', { name: /^Статус/ })).toHaveAccessibleDescription('Неверное значение');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a page past the last with the last page, and shows no empty list meanwhile', async () => {
    navigation.search = 'status=n&page=99';
    items = [];
    server.use(http.get('*/api/v1/order', () => HttpResponse.json({ items: [], pagination: { page: 99, pageSize: 10, pageCount: 3, total: 25 }, availableStatuses: [] })));
    renderAs('dealer');
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/profile/order-list?status=n&page=3'));
    expect(screen.queryByText('Заказов не найдено')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });

  it('replaces a page past an empty list with the first', async () => {
    navigation.search = 'page=2';
    items = [];
    renderAs('dealer');
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/profile/order-list?'));
  });

  it('keeps an empty first page as it is: «Заказов не найдено»', async () => {
    items = [];
    renderAs('dealer');
    expect(await screen.findByText('Заказов не найдено')).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });
});

describe('the order list filter', () => {
  it('stops a reversed date range at «по» with its reason, and searches a range of one day', async () => {
    items = [];
    renderAs('dealer');
    const user = userEvent.setup();
    const from = await screen.findByRole('textbox', { name: 'Создан с' });
    const to = screen.getByRole('textbox', { name: 'по' });
    await user.type(from, '28.11.2026');
    await user.type(to, '20.11.2026');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(to).toHaveAccessibleDescription('Дата окончания раньше даты начала');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(navigation.push).not.toHaveBeenCalled();
    await user.clear(to);
    await user.type(to, '28.11.2026');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(navigation.push).toHaveBeenCalledWith(expect.stringContaining('date_from=2026-11-28&date_to=2026-11-28'));
  });
  it('takes the keyboard to a wrong date, whose message goes as the date is edited', async () => {
    items = [];
    renderAs('dealer');
    const user = userEvent.setup();
    const from = await screen.findByRole('textbox', { name: 'Создан с' });
    await user.type(from, '31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(from).toHaveAccessibleDescription('Дата заполнена неверно');
    expect(from).toHaveFocus();
    expect(navigation.push).not.toHaveBeenCalled();
    await user.type(from, '{Backspace}');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Дата заполнена неверно')).toBeNull();
  });

  it('sends a status of the address that the select does not offer as none, as the select shows it', async () => {
    navigation.search = 'status=zz';
    server.use(http.get('*/api/v1/order', () => HttpResponse.json({ errorMessage: 'Неверные параметры запроса', errors: { status: 'Неверное значение' } }, { status: 400 })));
    renderAs('dealer');
    const status = await screen.findByRole('combobox', { name: /^Статус/ });
    expect(status).toHaveValue('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Номер заказа' }), ' К-104 ');
    // Another field edited leaves the status's message; only its own edit would take it away.
    expect(status).toHaveAccessibleDescription('Неверное значение');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(navigation.push).toHaveBeenCalledWith('/profile/order-list?number=%D0%9A-104');
  });
});
