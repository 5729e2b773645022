import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { orderKeys } from '@/api-client/orders/keys';
import { orderQueryOptions } from '@/api-client/orders/queries';
import { orderFixture } from './order-fixture';
import { useOrderAction } from '@/api-client/orders/mutations';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer();

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(orderKeys.detail(7), { id: 7, statusCode: 'n' });
  client.setQueryData(orderKeys.list({ page: '1' }), { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useOrderAction(), { wrapper });
  const stale = () => [client.getQueryState(orderKeys.detail(7))?.isInvalidated, client.getQueryState(orderKeys.list({ page: '1' }))?.isInvalidated];
  return { result, stale };
}

describe('an order action the backend refuses', () => {
  it('refetches the order and the lists when the order changed elsewhere (409)', async () => {
    server.use(http.get('*/api/v1/order/7/validate', () => HttpResponse.json({ errorMessage: 'Действие недоступно' }, { status: 409 })));
    const { result, stale } = setUp();
    await act(async () => {
      await result.current.mutateAsync({ id: 7, action: 'validate' }).catch(() => undefined);
    });
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });

  it('keeps what the page shows for any other refusal (the server failed, nothing changed)', async () => {
    server.use(http.get('*/api/v1/order/7/validate', () => HttpResponse.json({ errorMessage: 'Ошибка' }, { status: 500 })));
    const { result, stale } = setUp();
    await act(async () => {
      await result.current.mutateAsync({ id: 7, action: 'validate' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(stale()).toEqual([false, false]);
  });
});

describe('an order action the backend takes', () => {
  it('keeps its answer on the page when a fetch of the order asked before it lands later', async () => {
    const before = orderFixture({ id: 7, statusCode: 'n', statusName: 'Черновик' });
    const after = orderFixture({ id: 7, statusCode: 'ch', statusName: 'Проверка' });
    server.use(
      // The page's refetch was answered before the action but arrives after it.
      http.get('*/api/v1/order/7', async () => {
        await delay(200);
        return HttpResponse.json({ order: before });
      }),
      http.get('*/api/v1/order/7/validate', () => HttpResponse.json({ order: after, message: 'Заказ отправлен на проверку' })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(orderKeys.detail(7), before);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useOrderAction(), { wrapper });
    const refetch = client.fetchQuery({ ...orderQueryOptions(7), staleTime: 0 }).catch(() => undefined);
    await act(async () => {
      await result.current.mutateAsync({ id: 7, action: 'validate' });
    });
    await refetch;
    await delay(250);
    expect(client.getQueryData<typeof after>(orderKeys.detail(7))?.statusCode).toBe('ch');
  });
});
