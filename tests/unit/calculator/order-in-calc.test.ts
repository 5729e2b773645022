import { describe, expect, it } from 'vitest';
import { isCommentOnOpenOrder } from '@/components/calculator/order-in-calc';

describe('a new comment on the order open in the calculator', () => {
  it('matches only a newComment event of that very order', () => {
    expect(isCommentOnOpenOrder({ e: 'newComment', orderId: 42, orderCommentCount: 3 }, 42)).toBe(true);
    expect(isCommentOnOpenOrder({ e: 'newComment', orderId: 42, orderInCalc: true }, 42)).toBe(true);
    expect(isCommentOnOpenOrder({ e: 'newComment', orderId: 41 }, 42)).toBe(false);
    expect(isCommentOnOpenOrder({ e: 'viewComment', orderId: 42 }, 42)).toBe(false);
    expect(isCommentOnOpenOrder({ e: 'newNotification' }, 42)).toBe(false);
  });

  it('matches nothing in a new calculation, where no order is open', () => {
    expect(isCommentOnOpenOrder({ e: 'newComment', orderId: 42, orderInCalc: true }, null)).toBe(false);
    expect(isCommentOnOpenOrder({ e: 'newComment' }, null)).toBe(false);
  });
});
