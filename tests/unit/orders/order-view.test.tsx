import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
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

function renderAs(role: 'dealer' | 'manager', client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  useSessionStore.setState({ token: 't', user: { name: 'Ирина', lastName: 'Ковалёва', role }, checked: true });
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

describe('OrderView for the factory staff', () => {
  // A dealer's order on its check, as the backend answers the staff: their own actions only, and whose order it is.
  const checking = orderFixture({
    id: 25,
    statusCode: 'ch',
    statusName: 'Проверка',
    number: { id: 25, order_number: 'Кухня-7' },
    client: { id: 5, name: 'Кухни «Уют»' },
    company: { id: 3, name: 'ИП Смирнов А. В.' },
    dealer: { name: 'Алексей Смирнов', company: 'ООО «Мебель-Урал»', email: 'dealer@example.com' },
    actions: ['upload', 'setchecked', 'draft'],
  });
  // The staff's own lists, which hold none of the dealer's clients or companies.
  const ownLists = [
    http.get('*/api/v1/order/25', () => HttpResponse.json({ order: checking })),
    http.get('*/api/v1/client', () => HttpResponse.json({ clients: [{ id: 90, name: 'Клиент менеджера', phone: '', email: '', comment: '', deleted: false }] })),
    http.get('*/api/v1/company', () => HttpResponse.json({ companies: [{ id: 91, name: 'Фабрика', inn: '' }], multiple: false })),
  ];

  it("names the order's dealer and shows its client and company as text, with no form to change them", async () => {
    server.use(...ownLists);
    renderAs('manager');
    expect(await screen.findByText('Дилер: Алексей Смирнов, ООО «Мебель-Урал», dealer@example.com')).toBeInTheDocument();
    expect(screen.getByText('Кухни «Уют»')).toBeInTheDocument();
    expect(screen.getByText('ИП Смирнов А. В.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Клиент менеджера')).toBeNull();
    expect(screen.getByLabelText('Номер заказа клиента')).toBeDisabled();
    expect(screen.getByLabelText('Примечание')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('offers the check, production and return to draft, and not the subscription or deletion', async () => {
    server.use(...ownLists);
    renderAs('manager');
    for (const name of ['Отметить как проверенный', 'Отправить в производство', 'Вернуть в черновик']) {
      expect(await screen.findByRole('button', { name })).toBeEnabled();
    }
    expect(screen.queryByRole('checkbox', { name: 'Получать уведомления об изменениях' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить на проверку' })).toBeNull();
  });

  it('leaves the dealer their selects and tells them no dealer line', async () => {
    server.use(
      http.get('*/api/v1/order/25', () =>
        HttpResponse.json({ order: { ...checking, dealer: undefined, actions: ['upload', 'setchecked', 'draft', 'unsubscribe', 'delete', 'edit', 'files'] } }),
      ),
      http.get('*/api/v1/client', () => HttpResponse.json({ clients: [{ id: 5, name: 'Кухни «Уют»', phone: '', email: '', comment: '', deleted: false }] })),
      http.get('*/api/v1/company', () => HttpResponse.json({ companies: [{ id: 3, name: 'ИП Смирнов А. В.', inn: '' }], multiple: false })),
    );
    renderAs('dealer');
    expect(await screen.findByRole('combobox', { name: 'Клиент' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Компания' })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Получать уведомления об изменениях' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(screen.queryByText(/^Дилер:/)).toBeNull();
  });
});

describe('OrderView opened at its comments (#order-comments)', () => {
  const scrolled: Element[] = [];
  beforeAll(() => {
    // jsdom lays nothing out and has no scrollIntoView: the element asked to scroll is what is checked.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    scrolled.length = 0;
    window.location.hash = '';
  });

  it('scrolls to the comments once the order has rendered, and not again on a refetch', async () => {
    window.location.hash = '#order-comments';
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderAs('dealer', client);
    const heading = await screen.findByRole('heading', { name: /Комментарии/ });
    expect(scrolled).toEqual([heading]);
    await act(() => client.refetchQueries());
    expect(scrolled).toEqual([heading]);
  });

  it('scrolls nowhere without a fragment in the address', async () => {
    renderAs('dealer');
    await screen.findByRole('heading', { name: /Комментарии/ });
    expect(scrolled).toEqual([]);
  });
});

describe('OrderView of an order that is not there', () => {
  it("gives the tab the 404 page's title while it shows the 404, even when the address's title comes later", async () => {
    server.use(http.get('*/api/v1/order/25', () => HttpResponse.json({ errorMessage: 'Заказ не найден' }, { status: 404 })));
    const own = document.createElement('title');
    own.textContent = 'Заказ № 25 — Фасадия';
    document.head.append(own);
    const { unmount } = renderAs('dealer');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(document.title).toBe('Страница не найдена — Фасадия');
    // Next's streamed metadata writing the address's title after the order's answer.
    own.textContent = 'Заказ № 25 — Фасадия';
    await vi.waitFor(() => expect(document.title).toBe('Страница не найдена — Фасадия'));
    // Gone with the view: the next page's title stays as it comes.
    unmount();
    own.textContent = 'Список заказов — Фасадия';
    await Promise.resolve();
    expect(document.title).toBe('Список заказов — Фасадия');
    own.remove();
  });

  it('leaves the title of an order that is there alone', async () => {
    document.title = 'Заказ № 25 — Фасадия';
    renderAs('dealer');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('25');
    expect(document.title).toBe('Заказ № 25 — Фасадия');
  });
});
