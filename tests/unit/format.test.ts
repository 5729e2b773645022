import { describe, expect, it } from 'vitest';
import { formatPrice, phoneHref } from '@/lib/format';

describe('formatPrice', () => {
  it('shows whole roubles with grouped thousands', () => {
    expect(formatPrice(12345.6).replace(/\s/g, ' ')).toBe('12 346 ₽');
  });

  it('shows zero decimals for small prices', () => {
    expect(formatPrice(990).replace(/\s/g, ' ')).toBe('990 ₽');
  });
});

describe('phoneHref', () => {
  it('keeps digits only', () => {
    expect(phoneHref('+7 (800) 555-35-35')).toBe('tel:+78005553535');
  });
});
