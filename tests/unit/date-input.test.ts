import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from '@/lib/date-input';

describe('parseDateInput', () => {
  it('reads dd.mm.yyyy, with or without leading zeros, around spaces', () => {
    expect(parseDateInput('24.11.2026')).toBe('2026-11-24');
    expect(parseDateInput('1.2.1999')).toBe('1999-02-01');
    expect(parseDateInput(' 29.02.2024 ')).toBe('2024-02-29');
  });

  it('refuses days, months and years outside the rule and days that do not exist', () => {
    for (const text of ['32.01.2026', '00.01.2026', '10.13.2026', '10.00.2026', '10.10.1899', '10.10.2100', '31.04.2026', '29.02.2026']) {
      expect(parseDateInput(text), text).toBeNull();
    }
  });

  it('refuses other shapes', () => {
    for (const text of ['', '2026-11-24', '24/11/2026', '24.11.26', '24.11.2026г', 'сегодня']) {
      expect(parseDateInput(text), text).toBeNull();
    }
  });
});

describe('formatDateInput', () => {
  it('writes an ISO date as dd.mm.yyyy and nothing for none', () => {
    expect(formatDateInput('2026-01-05')).toBe('05.01.2026');
    expect(formatDateInput(undefined)).toBe('');
    expect(formatDateInput('garbage')).toBe('');
  });
});
