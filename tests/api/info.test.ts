import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { citiesResponseSchema, shopsResponseSchema } from '../../api-client/schemas/info';
import { getJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

describe.each(TEST_DRIVERS)('info API on %s', (kind) => {
  const { app } = useTestApp(kind);

  it.each(['/api/v1/info/citilist/', '/api/v1/info/citilist'])('lists cities by sort at %s', async (path) => {
    const res = await getJson(app(), path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const { cities } = citiesResponseSchema.parse(res.body);
    expect(cities.map((c) => c.title)).toEqual(['Москва', 'Санкт-Петербург', 'Екатеринбург']);
    expect(cities[0]).toEqual({ id: expect.any(Number) as unknown, title: 'Москва' });
  });

  it.each(['/api/v1/info/shops/', '/api/v1/info/shops'])('groups shops by city at %s', async (path) => {
    const res = await getJson(app(), path);
    expect(res.status).toBe(200);
    const { shops } = shopsResponseSchema.parse(res.body);
    expect(shops.map((g) => [g.title, g.branches.length])).toEqual([
      ['Москва', 2],
      ['Санкт-Петербург', 1],
    ]);
    for (const group of shops) {
      for (const branch of group.branches) expect(branch.city).toEqual({ id: group.cityId, title: group.title });
    }
    expect(shops[0]?.branches[0]).toMatchObject({
      title: 'Салон на Тверской',
      adress: 'Тверская, 1',
      coords: { lat: 55.76, lon: 37.61 },
      shedule: { wh_0: '9:00-18:00', wh_6: '' },
    });
  });

  it('filters shops by city_id', async () => {
    const { cities } = citiesResponseSchema.parse((await getJson(app(), '/api/v1/info/citilist/')).body);
    const spb = cities.find((c) => c.title === 'Санкт-Петербург');
    const { shops } = shopsResponseSchema.parse((await getJson(app(), `/api/v1/info/shops/?city_id=${spb?.id}`)).body);
    expect(shops.map((g) => g.title)).toEqual(['Санкт-Петербург']);
  });

  it('answers an empty list for a city without shops', async () => {
    const { shops } = shopsResponseSchema.parse((await getJson(app(), '/api/v1/info/shops/?city_id=999999')).body);
    expect(shops).toEqual([]);
  });

  it.each(['abc', '-1', '1.5', '1234567890'])('rejects city_id=%s with 400', async (cityId) => {
    const res = await getJson(app(), `/api/v1/info/shops/?city_id=${cityId}`);
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errors?.city_id).toBeTruthy();
  });
});
