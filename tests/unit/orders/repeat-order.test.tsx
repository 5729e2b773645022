import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { RepeatOrder } from '@/components/orders/repeat-order';
import { messages } from '@/lib/i18n/messages';
import { useModalStore } from '@/lib/stores/modal-store';
import { orderFixture } from './order-fixture';
import { setupMswServer } from '@/tests/unit/msw-server';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const server = setupMswServer(() => {
  push.mockReset();
  act(() => useModalStore.setState({ stack: [] }));
});

const product = { num: 1, height: 716, width: 396, unit: 'шт', info: '', name: 'Фасад Верона', price: 2300, quantity: 2, sum: 4600, attributes: [] };
const order = orderFixture({
  id: 25,
  statusCode: 'sp',
  statusName: 'Отгрузка',
  price: { total: 4600, percent_pay: 0, purchase_amount: 0, sale: 0 },
  subscribe: false,
  products: [product],
});

function renderRepeat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        <RepeatOrder order={order} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

/** Both clicks land before React draws the button disabled, as a quick double click does in a browser. */
const doubleClick = (element: HTMLElement) =>
  act(() => {
    element.click();
    element.click();
  });

describe('RepeatOrder', () => {
  it('makes one draft of a double click, and lets the dealer try again after a refusal', async () => {
    let answer: 'ok' | 'refuse' = 'refuse';
    let created = 0;
    server.use(
      http.get('*/api/v1/order/25/repeat', () =>
        HttpResponse.json({ items: [{ num: 1, name: 'Фасад Верона', height: 716, width: 396, quantity: 2, oldPrice: 2300, newPrice: 2400 }], oldTotal: 4600, newTotal: 4800 }),
      ),
      http.post('*/api/v1/order/25/repeat', async () => {
        created += 1;
        // Slow enough for the second click to land while the first is in flight.
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (answer === 'refuse') return HttpResponse.json({ errorMessage: 'Заказ не найден' }, { status: 404 });
        return HttpResponse.json({ order: { id: 26 }, message: 'Черновик создан' });
      }),
    );
    const user = userEvent.setup();
    renderRepeat();
    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    const create = await screen.findByRole('button', { name: 'Создать черновик' });
    doubleClick(create);
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error', props: { message: 'Заказ не найден' } }));
    expect(created).toBe(1);

    answer = 'ok';
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    doubleClick(create);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/profile/order/26'));
    expect(created).toBe(2);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
