import { describe, expect, it } from 'vitest';
import { fitCookieValue } from '@/components/forms/form-cookie';

describe('fitCookieValue', () => {
  it('keeps short values whole', () => {
    expect(JSON.parse(decodeURIComponent(fitCookieValue({ name: 'Иван', message: 'Привет' })))).toEqual({ name: 'Иван', message: 'Привет' });
  });

  it('shortens the longest value until the cookie fits in 4 KB', () => {
    const encoded = fitCookieValue({ name: 'Иван', message: 'я'.repeat(5000) });
    expect(encoded.length).toBeLessThanOrEqual(3800);
    const values = JSON.parse(decodeURIComponent(encoded)) as Record<string, string>;
    expect(values.name).toBe('Иван');
    expect(values.message?.length).toBeGreaterThan(300);
  });
});
