import { describe, expect, it } from 'vitest';
import { ApiError } from '@/backend/lib/errors';
import { allowedActions, applyDealerAction, applyFactoryAction } from '@/backend/orders/state-machine';

const DEALER = { id: 7, role: 'dealer' as const };
const STAFF = { id: 2, role: 'manager' as const };
const draft = { status: 'n' as const, dealerId: DEALER.id, subscribe: true, checkUserIds: [] as number[] };

function refusal(run: () => unknown): { status: number; message: string | undefined } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.body.errorMessage };
  }
}

describe('order actions by viewer', () => {
  it("offers the dealer every action of a draft, as before, and the staff only check and send to production", () => {
    expect(allowedActions(draft, DEALER)).toEqual(['validate', 'upload', 'setchecked', 'unsubscribe', 'delete', 'edit', 'files', 'excel']);
    expect(allowedActions(draft, STAFF)).toEqual(['upload', 'setchecked']);
    expect(allowedActions({ ...draft, status: 'ch' }, STAFF)).toEqual(['upload', 'setchecked', 'draft']);
    expect(allowedActions({ ...draft, status: 'cn' }, STAFF)).toEqual([]);
  });

  it("refuses the staff the dealer's actions with 403 whatever the status, and takes theirs", () => {
    for (const action of ['validate', 'subscribe', 'unsubscribe', 'delete', 'edit', 'files', 'excel'] as const) {
      expect(refusal(() => applyDealerAction(action, draft, STAFF)), action).toEqual({ status: 403, message: 'Недостаточно прав' });
      expect(refusal(() => applyDealerAction(action, { ...draft, status: 'sp' }, STAFF)), action).toMatchObject({ status: 403 });
    }
    expect(applyDealerAction('upload', draft, STAFF)).toBe('wt');
    expect(applyDealerAction('setchecked', draft, STAFF)).toBe('n');
    expect(applyDealerAction('draft', { ...draft, status: 'wt' }, STAFF)).toBe('n');
  });

  it("refuses another dealer's order though the status would allow it", () => {
    expect(allowedActions(draft, { id: 8, role: 'dealer' })).toEqual([]);
    expect(refusal(() => applyDealerAction('delete', draft, { id: 8, role: 'dealer' }))).toMatchObject({ status: 403 });
  });

  it("refuses a check only to the user who made it: the dealer's own check leaves the factory's to make", () => {
    const checkedByDealer = { ...draft, checkUserIds: [DEALER.id] };
    expect(allowedActions(checkedByDealer, DEALER)).not.toContain('setchecked');
    expect(allowedActions(checkedByDealer, STAFF)).toContain('setchecked');
    expect(applyDealerAction('setchecked', checkedByDealer, STAFF)).toBe('n');
    expect(refusal(() => applyDealerAction('setchecked', checkedByDealer, DEALER))).toEqual({ status: 409, message: 'Вы уже отметили заказ как проверенный' });
    const checkedByBoth = { ...draft, checkUserIds: [DEALER.id, STAFF.id] };
    expect(allowedActions(checkedByBoth, STAFF)).not.toContain('setchecked');
  });

  it('names a factory action out of turn in its refusal, spelt with ё', () => {
    expect(refusal(() => applyFactoryAction('invoice', 'n'))).toEqual({ status: 409, message: 'Действие «Выставить счёт» недоступно для заказа в статусе «Черновик»' });
  });
});
