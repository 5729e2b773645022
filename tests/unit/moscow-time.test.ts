import { describe, expect, it } from 'vitest';
import { formatDate } from '@/components/orders/format';
import { formatMoscowDateTime, moscowToday } from '@/lib/moscow-time';

describe('Moscow time', () => {
  it('writes an instant as dd.mm.yyyy hh:mm at UTC+3, across midnight', () => {
    expect(formatMoscowDateTime('2026-11-24T22:42:00Z')).toBe('25.11.2026 01:42');
    expect(formatMoscowDateTime('2026-01-05T06:07:00Z')).toBe('05.01.2026 09:07');
    expect(formatMoscowDateTime('2026-06-30T20:59:00Z')).toBe('30.06.2026 23:59');
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
    expect(formatMoscowDateTime('2026-11-24T22:42:00Z')).toBe('25.11.2026 01:42');
  });
});
