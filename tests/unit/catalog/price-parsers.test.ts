import { describe, expect, it } from 'vitest';
import { pricesParser } from '@/api-client/catalog/price-parsers';
import { pricesResponseSchema } from '@/api-client/schemas/catalog';

/** The hand-written parser must accept, reject and strip exactly as the contract's zod schema does. */
describe('catalog/prices/ parser', () => {
  it('agrees with pricesResponseSchema', () => {
    const samples: unknown[] = [
      null,
      undefined,
      'x',
      1,
      [],
      {},
      { prices: [] },
      { prices: {} },
      { prices: [null] },
      { prices: [{ id: 1, front_price: 1200, offers: [] }], extra: true },
      { prices: [{ id: 1, front_price: null, offers: [{ id: 7, price: null, extra: 'x' }], region: 'msk' }] },
      { prices: [{ id: 1, front_price: 1290.5, offers: [{ id: 7, price: 990 }, { id: 8, price: 1500.25 }] }] },
      { prices: [{ id: 1.5, front_price: 1, offers: [] }] },
      { prices: [{ id: '1', front_price: 1, offers: [] }] },
      { prices: [{ id: 1, front_price: '1', offers: [] }] },
      { prices: [{ id: 1, offers: [] }] },
      { prices: [{ id: 1, front_price: 1 }] },
      { prices: [{ id: 1, front_price: 1, offers: [{ id: 7 }] }] },
      { prices: [{ id: 1, front_price: 1, offers: [{ id: 7.1, price: 1 }] }] },
      { prices: [{ id: 1, front_price: 1, offers: [null] }] },
      { prices: [{ id: 1, front_price: Number.NaN, offers: [] }] },
      { prices: [{ id: 1, front_price: Number.POSITIVE_INFINITY, offers: [] }] },
      { prices: [{ id: 2 ** 60, front_price: 1, offers: [] }] },
      { prices: [{ id: -3, front_price: -1, offers: [] }] },
    ];
    for (const sample of samples) {
      const expected = pricesResponseSchema.safeParse(sample);
      expect(pricesParser.safeParse(sample), JSON.stringify(sample)).toEqual(expected.success ? { success: true, data: expected.data } : { success: false });
    }
  });
});
