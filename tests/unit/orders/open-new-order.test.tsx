import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/api-client/user/keys';
import { useModalStore } from '@/lib/stores/modal-store';
import { profile } from '../notifications/fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const { useOpenNewOrder } = await import('@/components/orders/open-new-order');

afterEach(() => {
  push.mockReset();
  act(() => useModalStore.setState({ stack: [] }));
});

function openWith(showCalculator: 0 | 1) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userKeys.profile(), { ...profile('bm_dealer'), show_calculator: showCalculator });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useOpenNewOrder(), { wrapper });
  act(() => result.current());
}

describe("'Новый заказ'", () => {
  it('offers the calculator or an import while the profile shows the calculator', () => {
    openWith(1);
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['order-create-choice']);
    expect(push).not.toHaveBeenCalled();
  });

  it("goes straight to the import for a dealer who turned 'Показывать калькулятор в новом заказе' off", () => {
    openWith(0);
    expect(push).toHaveBeenCalledWith('/profile/order/new');
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
