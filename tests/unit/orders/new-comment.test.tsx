import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@/api-client/schemas/stream';
import { emitStreamEvent } from '@/lib/stream/event-bus';
import { useModalStore } from '@/lib/stores/modal-store';
import { ModalContext } from '@/components/modals/modal-parts';
import { renderWithIntl } from '../modals/render';

const navigation = vi.hoisted(() => ({ pathname: '/profile/order-list' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { commentToAnnounce, NewCommentNotifier } = await import('@/components/orders/new-comment-notifier');
const { NewCommentModal } = await import('@/components/orders/order-modals');

const comment = (orderId?: number): StreamEvent => ({ e: 'newComment', orderId, orderCommentCount: 3, newCommentCount: 1 });
const announced = () => useModalStore.getState().stack.map((entry) => (entry.props as { orderId?: number }).orderId ?? entry.kind);

afterEach(() => {
  act(() => useModalStore.setState({ stack: [] }));
  navigation.pathname = '/profile/order-list';
});

describe('commentToAnnounce', () => {
  it('announces a comment on an order the user does not have open', () => {
    expect(commentToAnnounce(comment(42), '/profile/order-list')).toBe(42);
    expect(commentToAnnounce(comment(42), '/profile/order/41')).toBe(42);
    expect(commentToAnnounce(comment(42), '/profile/order/calculator')).toBe(42);
    expect(commentToAnnounce(comment(42), '/profile/order/calc/7')).toBe(42);
  });

  it('stays quiet on the order itself, in the calculator with that order, and for other events', () => {
    expect(commentToAnnounce(comment(42), '/profile/order/42')).toBeNull();
    expect(commentToAnnounce(comment(42), '/profile/order/42/')).toBeNull();
    expect(commentToAnnounce(comment(42), '/profile/order/calc/42')).toBeNull();
    expect(commentToAnnounce(comment(), '/profile/order-list')).toBeNull();
    expect(commentToAnnounce({ e: 'viewComment', orderId: 42 }, '/profile/order-list')).toBeNull();
    expect(commentToAnnounce({ e: 'newNotification' }, '/profile/order-list')).toBeNull();
  });
});

describe('NewCommentNotifier', () => {
  it('opens one modal per order, the latest order replacing an earlier one', () => {
    render(<NewCommentNotifier />);
    act(() => emitStreamEvent(comment(42)));
    act(() => emitStreamEvent(comment(42)));
    expect(announced()).toEqual([42]);
    act(() => emitStreamEvent(comment(43)));
    expect(announced()).toEqual([43]);
  });

  it('closes the announcement when the comments are read in another tab or device, and only that order\'s', () => {
    render(<NewCommentNotifier />);
    act(() => emitStreamEvent(comment(42)));
    act(() => emitStreamEvent({ e: 'viewComment', orderId: 41, newCommentCount: 0 }));
    expect(announced()).toEqual([42]);
    // The other side edited or removed a comment of that order: the new one is still to be read.
    act(() => emitStreamEvent({ e: 'viewComment', orderId: 42, orderCommentCount: 3, newCommentCount: 1 }));
    expect(announced()).toEqual([42]);
    act(() => emitStreamEvent({ e: 'viewComment', orderId: 42, newCommentCount: 0 }));
    expect(announced()).toEqual([]);
  });

  it("opens nothing on the commented order's page, and follows navigation", () => {
    navigation.pathname = '/profile/order/42';
    const { rerender } = render(<NewCommentNotifier />);
    act(() => emitStreamEvent(comment(42)));
    expect(announced()).toEqual([]);
    navigation.pathname = '/profile/notifications';
    rerender(<NewCommentNotifier />);
    act(() => emitStreamEvent(comment(42)));
    expect(announced()).toEqual([42]);
  });

  it('stops listening when the cabinet unmounts', () => {
    const { unmount } = render(<NewCommentNotifier />);
    unmount();
    act(() => emitStreamEvent(comment(42)));
    expect(announced()).toEqual([]);
  });
});

describe('NewCommentModal', () => {
  it('names the order and leads to its comments', () => {
    const close = vi.fn();
    renderWithIntl(
      <ModalContext.Provider value={{ close, titleId: 't', loadingLabel: 'Загрузка' }}>
        <NewCommentModal orderId={42} />
      </ModalContext.Provider>,
    );
    expect(screen.getByText('К заказу № 42 добавлен новый комментарий.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Открыть комментарии' });
    expect(link).toHaveAttribute('href', '/profile/order/42#order-comments');
    act(() => link.click());
    expect(close).toHaveBeenCalled();
  });
});
