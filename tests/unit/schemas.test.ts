import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@/api-client/schemas/common';
import { shopsQuerySchema } from '@/api-client/schemas/info';

describe('pageQuerySchema', () => {
  it('defaults to page 1', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
  });

  it('reads a whole page number', () => {
    expect(pageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
  });

  it.each(['-1', '0', 'abc', '1.5', '100000'])('rejects %j with a Russian message', (page) => {
    const result = pageQuerySchema.safeParse({ page });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/[а-я]/i);
  });
});

describe('shopsQuerySchema', () => {
  it('accepts a numeric city id and rejects text', () => {
    expect(shopsQuerySchema.parse({ city_id: '12' })).toEqual({ city_id: 12 });
    expect(shopsQuerySchema.safeParse({ city_id: 'moscow' }).success).toBe(false);
  });
});
