import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api-client/http';
import { showError } from '@/components/orders/format';
import { useModalStore } from '@/lib/stores/modal-store';

const lastProps = () => useModalStore.getState().stack.at(-1)?.props;

describe('showError (order, claim and notification actions)', () => {
  afterEach(() => useModalStore.setState({ stack: [] }));

  it('shows the backend’s errorMessage', () => {
    showError(new ApiError(409, 'Действие «Удалить» недоступно для заказа в статусе «Принят»', {}, true));
    expect(useModalStore.getState().stack.at(-1)?.kind).toBe('error');
    expect(lastProps()).toEqual({ message: 'Действие «Удалить» недоступно для заказа в статусе «Принят»' });
  });

  it.each([
    ['a status text', new ApiError(500, 'Internal Server Error')],
    ['a network failure', new ApiError(0, 'Failed to fetch')],
    ['a garbled answer', new ApiError(502, 'Unexpected response from order/1')],
    ['a plain error', new Error('x is undefined')],
  ])('leaves %s to the modal’s Russian default', (_, error) => {
    showError(error);
    expect(lastProps()).toEqual({ message: undefined });
  });
});
