import { describe, expect, it } from 'vitest';
import { citiesParser, cityUserParser, geolocationParser } from '@/api-client/info/city-parsers';
import type { ResponseParser } from '@/api-client/http';
import { citiesResponseSchema, cityUserResponseSchema, geolocationResponseSchema } from '@/api-client/schemas/info';

/** The hand-written parsers must accept, reject and strip exactly as the contract's zod schemas do. */
function expectSameAs(parser: ResponseParser<unknown>, schema: ResponseParser<unknown>, samples: unknown[]) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect(parser.safeParse(sample), JSON.stringify(sample)).toEqual(expected.success ? { success: true, data: expected.data } : { success: false });
  }
}

const bad = [null, undefined, 'x', 1, [], {}];

describe('city detection parsers', () => {
  it('info/citilist/', () => {
    expectSameAs(citiesParser, citiesResponseSchema, [
      ...bad,
      { cities: [] },
      { cities: [{ id: 1, title: 'Москва', extra: true }], more: 1 },
      { cities: [{ id: 1.5, title: 'Москва' }] },
      { cities: [{ id: '1', title: 'Москва' }] },
      { cities: [{ id: 1 }] },
      { cities: [null] },
      { cities: {} },
    ]);
  });

  it('info/cityuser/', () => {
    expectSameAs(cityUserParser, cityUserResponseSchema, [
      ...bad,
      { city: null },
      { city: { id: 2, title: 'Санкт-Петербург', region: 'x' } },
      { city: { id: 2 } },
      { city: undefined },
      { city: [] },
    ]);
  });

  it('info/geolocation', () => {
    expectSameAs(geolocationParser, geolocationResponseSchema, [
      ...bad,
      { id: 9999999, name: '', lat: 0, long: 0 },
      { id: 1, name: 'Москва', lat: 55.75, long: 37.62, extra: 1 },
      { id: 1, name: 'Москва', lat: '55', long: 37.62 },
      { id: 1, name: 'Москва', lat: Number.NaN, long: 37.62 },
      { id: 1, name: 'Москва', lat: 55, long: Number.POSITIVE_INFINITY },
      { id: 1.2, name: 'Москва', lat: 55, long: 37 },
      { id: 1, name: 2, lat: 55, long: 37 },
      { id: 1, name: 'Москва', lat: 55 },
    ]);
  });
});
