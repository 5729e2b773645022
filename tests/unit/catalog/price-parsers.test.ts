import { describe, it } from 'vitest';
import { pricesParser } from '@/api-client/catalog/price-parsers';
import { pricesResponseSchema } from '@/api-client/schemas/catalog';
import { expectSameAs, NOT_OBJECTS } from '../parser-twins';

describe('catalog/prices/ parser', () => {
  it('agrees with pricesResponseSchema', () => {
    expectSameAs(pricesParser, pricesResponseSchema, [
      ...NOT_OBJECTS,
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
    ]);
  });
});
