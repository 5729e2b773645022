import { describe, it } from 'vitest';
import { citiesParser, cityUserParser, geolocationParser } from '@/api-client/info/city-parsers';
import { citiesResponseSchema, cityUserResponseSchema, geolocationResponseSchema } from '@/api-client/schemas/info';
import { expectSameAs, NOT_OBJECTS } from '../parser-twins';

describe('city detection parsers', () => {
  it('info/citilist/', () => {
    expectSameAs(citiesParser, citiesResponseSchema, [
      ...NOT_OBJECTS,
      { cities: [] },
      { cities: [{ id: 1, title: 'Москва', extra: true }], more: 1 },
      { cities: [{ id: 1.5, title: 'Москва' }] },
      { cities: [{ id: 2 ** 60, title: 'Москва' }] },
      { cities: [{ id: '1', title: 'Москва' }] },
      { cities: [{ id: 1 }] },
      { cities: [null] },
      { cities: {} },
    ]);
  });

  it('info/cityuser/', () => {
    expectSameAs(cityUserParser, cityUserResponseSchema, [
      ...NOT_OBJECTS,
      { city: null },
      { city: { id: 2, title: 'Санкт-Петербург', region: 'x' } },
      { city: { id: 2 } },
      { city: undefined },
      { city: [] },
    ]);
  });

  it('info/geolocation', () => {
    expectSameAs(geolocationParser, geolocationResponseSchema, [
      ...NOT_OBJECTS,
      { id: 9999999, name: '', lat: 0, long: 0 },
      { id: 1, name: 'Москва', lat: 55.75, long: 37.62, extra: 1 },
      { id: 1, name: 'Москва', lat: '55', long: 37.62 },
      { id: 1, name: 'Москва', lat: Number.NaN, long: 37.62 },
      { id: 1, name: 'Москва', lat: 55, long: Number.POSITIVE_INFINITY },
      { id: 1.2, name: 'Москва', lat: 55, long: 37 },
      { id: 2 ** 60, name: 'Москва', lat: 55, long: 37 },
      { id: 1, name: 2, lat: 55, long: 37 },
      { id: 1, name: 'Москва', lat: 55 },
    ]);
  });
});
