import { describe, expect, it } from 'vitest';
import { orderFiltersSchema, type OrderFilterValues } from '@/components/orders/order-filters-schema';

const schema = orderFiltersSchema({ dateInvalid: 'Дата заполнена неверно', dateRange: 'Дата окончания раньше даты начала' });
const empty: OrderFilterValues = { number: '', status: '', client_id: '', company_id: '', date_from: '', date_to: '', unreadMessages: false };
const issues = (values: Partial<OrderFilterValues>) => {
  const result = schema.safeParse({ ...empty, ...values });
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
};

describe('the order list filters schema', () => {
  it('sends the filters as the address takes them: trimmed, dates as ISO, the checkbox as y, empty ones unset', () => {
    expect(schema.parse({ ...empty, number: '  К-104 ', status: 'cn', date_from: ' 1.2.2026 ', date_to: '28.02.2026', unreadMessages: true })).toEqual({
      number: 'К-104',
      status: 'cn',
      date_from: '2026-02-01',
      date_to: '2026-02-28',
      unreadMessages: 'y',
    });
    expect(Object.values(schema.parse({ ...empty, number: '   ' })).filter((value) => value !== undefined)).toEqual([]);
  });

  it('takes a field the form does not show (the staff have no client) as unset', () => {
    const { client_id: _client, company_id: _company, ...shown } = empty;
    expect(schema.parse(shown).client_id).toBeUndefined();
  });

  it('refuses a date that is no day, or not dd.mm.yyyy, on its own field', () => {
    expect(issues({ date_from: '31.02.2026' })).toEqual([{ path: ['date_from'], message: 'Дата заполнена неверно' }]);
    expect(issues({ date_to: '2026-02-01' })).toEqual([{ path: ['date_to'], message: 'Дата заполнена неверно' }]);
    expect(issues({ date_from: '01.01.1899' })).toEqual([{ path: ['date_from'], message: 'Дата заполнена неверно' }]);
  });

  it('refuses a reversed range at its end, and says only the wrong date when one of the two is wrong', () => {
    expect(issues({ date_from: '28.11.2026', date_to: '20.11.2026' })).toEqual([{ path: ['date_to'], message: 'Дата окончания раньше даты начала' }]);
    expect(issues({ date_from: '28.11.2026', date_to: '28.11.2026' })).toEqual([]);
    expect(issues({ date_from: '31.02.2026', date_to: '20.11.2020' })).toEqual([{ path: ['date_from'], message: 'Дата заполнена неверно' }]);
  });
});
