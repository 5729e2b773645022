import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderKeys } from '@/api-client/orders/keys';
import { useOrderAction } from '@/api-client/orders/mutations';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
