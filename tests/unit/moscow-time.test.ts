import { describe, expect, it } from 'vitest';
import { formatDate } from '@/components/orders/format';
import { progressOf, type OrderRow } from '@/backend/orders/service';
import { addIsoDays, formatMoscowDate, formatMoscowDateTime, formatMoscowTime, moscowDayStart, moscowIsoDay, moscowToday } from '@/lib/moscow-time';

describe('Moscow time', () => {
  it('writes an instant as dd.mm.yyyy hh:mm МСК at UTC+3, across midnight', () => {
    expect(formatMoscowDateTime('2026-11-24T22:42:00Z')).toBe('25.11.2026 01:42\u00a0МСК');
    expect(formatMoscowDateTime('2026-01-05T06:07:00Z')).toBe('05.01.2026 09:07\u00a0МСК');
    expect(formatMoscowDateTime('2026-06-30T20:59:00Z')).toBe('30.06.2026 23:59\u00a0МСК');
  });

  it("writes an instant's Moscow time of day, marked", () => {
    expect(formatMoscowTime('2026-11-24T22:42:00Z')).toBe('01:42\u00a0МСК');
  });

  it('writes an instant as its Moscow day', () => {
    expect(formatMoscowDate('2026-11-24T22:42:00Z')).toBe('25.11.2026');
    expect(formatMoscowDate(new Date('2026-11-24T20:59:00Z'))).toBe('24.11.2026');
  });

  it("gives Moscow's calendar day, not the browser's", () => {
    expect(moscowToday(new Date('2026-11-24T22:42:00Z'))).toEqual(new Date(2026, 10, 25));
    expect(moscowToday(new Date('2026-11-24T20:59:00Z'))).toEqual(new Date(2026, 10, 24));
  });
});

describe("the cabinet's dates", () => {
  it('keep a calendar date as it is and give an instant its Moscow day', () => {
    expect(formatDate('2026-11-18')).toBe('18.11.2026');
    expect(formatDate('2026-11-24T22:42:00Z')).toBe('25.11.2026');
    expect(formatDate(null)).toBe('—');
    expect(formatMoscowDateTime('2026-11-24T22:42:00Z')).toBe('25.11.2026 01:42\u00a0МСК');
  });
});

describe("the factory's days on the backend", () => {
  it('name the Moscow day of an instant and the instant a Moscow day begins', () => {
    expect(moscowIsoDay(new Date('2026-11-24T22:42:00Z'))).toBe('2026-11-25');
    expect(moscowIsoDay(new Date('2026-11-24T20:59:00Z'))).toBe('2026-11-24');
    expect(moscowDayStart('2026-11-25').toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('move an API day across months and years', () => {
    expect(addIsoDays('2026-11-25', 14)).toBe('2026-12-09');
    expect(addIsoDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('count production days from Moscow midnight, not UTC midnight', () => {
    const order = { status: 'ip', productionStart: '2026-11-20', productionEnd: '2026-12-04', productionDays: 14 } as OrderRow;
    // 01:00 on the 22nd in Moscow: two days of production have passed, though UTC is still on the 21st.
    expect(progressOf(order, new Date('2026-11-21T22:00:00Z'))).toMatchObject({ production_days_last: 2, production_days_left: 12 });
    expect(progressOf(order, new Date('2026-11-21T20:59:00Z'))).toMatchObject({ production_days_last: 1, production_days_left: 13 });
    expect(progressOf(order, new Date('2026-11-19T22:00:00Z'))).toMatchObject({ production_days_last: 0, production_days_left: 14 });
  });

  it('count a finished order\'s days by its dates, which may be fewer than planned', () => {
    const early = { status: 'sp', productionStart: '2026-11-20', productionEnd: '2026-11-23', productionDays: 12 } as OrderRow;
    expect(progressOf(early, new Date('2026-12-20T10:00:00Z'))).toMatchObject({ production_days: 12, production_days_last: 3, production_days_left: 0 });
    const sameDay = { ...early, status: 'ep', productionEnd: '2026-11-20' } as OrderRow;
    expect(progressOf(sameDay)).toMatchObject({ production_days_last: 0, production_days_left: 0 });
  });
});
