import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, phoneHref } from '@/lib/format';

describe('formatPrice', () => {
  it('shows whole roubles with grouped thousands', () => {
    expect(formatPrice(12345.6).replace(/\s/g, ' ')).toBe('12 346 ₽');
  });

  it('shows zero decimals for small prices', () => {
    expect(formatPrice(990).replace(/\s/g, ' ')).toBe('990 ₽');
  });
});

describe('phoneHref', () => {
  it('keeps digits only, and dials a Russian number as +7 however it is written', () => {
    expect(phoneHref('+7 (800) 555-35-35')).toBe('tel:+78005553535');
    expect(phoneHref('8 (343) 210-45-67')).toBe('tel:+73432104567');
    expect(phoneHref('79001112233')).toBe('tel:+79001112233');
    expect(phoneHref('210-45-67')).toBe('tel:2104567');
  });
});

describe('formatDate', () => {
  it('gives the day in Moscow, month in words', () => {
    expect(formatDate('2026-11-20T10:00:00Z')).toBe('20 ноября 2026 г.');
    // 22:30 UTC is already the next day in Moscow (UTC+3).
    expect(formatDate('2026-11-20T22:30:00Z')).toBe('21 ноября 2026 г.');
  });
});
