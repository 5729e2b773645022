import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { customContentResponseSchema } from '../../api-client/schemas/content';
import {
  blogAlertResponseSchema,
  citiesResponseSchema,
  cityUserResponseSchema,
  DEFAULT_GEOLOCATION_ID,
  geolocationResponseSchema,
  locationListResponseSchema,
  type StockOffer,
} from '../../api-client/schemas/info';
import { createApp } from '../../backend/app';
import type { Database } from '../../backend/db/client';
import * as t from '../../backend/db/schema';
import { createLogger } from '../../backend/lib/logger';
import { seedMissing } from '../../backend/seed/load';
import type { SeedData, SeedStockOffer } from '../../backend/seed/types';
import { seedFixture } from './fixtures/seed-fixture';
import { getJson, useTestApp } from './helpers/request';
import { createTestDatabase, TEST_DRIVERS } from './helpers/test-db';

const NO_GEOLOCATION = { id: DEFAULT_GEOLOCATION_ID, name: '', lat: 0, long: 0 };
const MOSCOW = { lat: 55.7558, lon: 37.6173 };
/** Vladivostok: thousands of kilometres from every fixture city. */
const FAR_AWAY = { lat: 43.1155, lon: 131.8855 };

function withoutActive({ active: _active, ...offer }: SeedStockOffer): Omit<StockOffer, 'id'> {
  return offer;
}

/** Lower case with ё as е, compared by code point: the order the location list promises. */
function byName(a: string, b: string): number {
  const key = (name: string) => name.toLowerCase().replaceAll('ё', 'е');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe.each(TEST_DRIVERS)('shell API on %s', (kind) => {
  const { app } = useTestApp(kind);

  async function cityId(title: string): Promise<number> {
    const { cities } = citiesResponseSchema.parse((await getJson(app(), '/api/v1/info/citilist/')).body);
    const city = cities.find((c) => c.title === title);
    if (!city) throw new Error(`The fixture has no city ${title}`);
    return city.id;
  }

  describe('blogalert', () => {
    it.each(['/api/v1/info/blogalert/', '/api/v1/info/blogalert'])(
      'returns the newest active offer with a blog section at %s',
      async (path) => {
        const res = await getJson(app(), path);
        expect(res.status).toBe(200);
        const { alert } = blogAlertResponseSchema.parse(res.body);
        const [expected] = seedFixture.stockOffers;
        if (!expected) throw new Error('The fixture has no stock offers');
        expect(alert).toEqual({ id: expect.any(Number) as unknown, ...withoutActive(expected) });
      },
    );

    it('answers null when no active offer has a section, then shows a newly added one', async () => {
      const data: SeedData = {
        ...seedFixture,
        stockOffers: seedFixture.stockOffers.filter((offer) => !offer.active || offer.sectionSlug === ''),
      };
      const database = await createTestDatabase(kind, data);
      try {
        const own = createApp({ db: database.db, kind, logger: createLogger('silent') });
        expect(blogAlertResponseSchema.parse((await getJson(own, '/api/v1/info/blogalert/')).body)).toEqual({ alert: null });

        const [older] = seedFixture.stockOffers;
        if (!older) throw new Error('The fixture has no stock offers');
        await database.db.insert(t.stockOffers).values([
          { ...older, title: 'Новая акция', createdAt: new Date('2030-01-02T00:00:00Z') },
          { ...older, title: 'Старая акция', createdAt: new Date('2030-01-01T00:00:00Z') },
        ]);
        const { alert } = blogAlertResponseSchema.parse((await getJson(own, '/api/v1/info/blogalert')).body);
        expect(alert?.title).toBe('Новая акция');
      } finally {
        await database.drop();
      }
    });
  });

  describe('geolocation', () => {
    it.each(['/api/v1/info/geolocation', '/api/v1/info/geolocation/'])('finds the city near the coordinates at %s', async (path) => {
      const res = await getJson(app(), `${path}?lat=55.8&lon=37.7`);
      expect(res.status).toBe(200);
      expect(geolocationResponseSchema.parse(res.body)).toEqual({
        id: await cityId('Москва'),
        name: 'Москва',
        lat: MOSCOW.lat,
        long: MOSCOW.lon,
      });
    });

    it('reads the coordinates from Location-Lat and Location-Lon (spec §3), and varies by them', async () => {
      const res = await getJson(app(), '/api/v1/info/geolocation', { 'Location-Lat': '55.8', 'Location-Lon': '37.7' });
      expect(geolocationResponseSchema.parse(res.body).name).toBe('Москва');
      expect(res.headers.get('Vary')).toContain('Location-Lat');
      const far = await getJson(app(), '/api/v1/info/geolocation', { 'Location-Lat': String(FAR_AWAY.lat), 'Location-Lon': String(FAR_AWAY.lon) });
      expect(geolocationResponseSchema.parse(far.body)).toEqual(NO_GEOLOCATION);
    });

    it('counts a city 145 km away as near and one 156 km away as not', async () => {
      const near = geolocationResponseSchema.parse((await getJson(app(), `/api/v1/info/geolocation?lat=${MOSCOW.lat - 1.3}&lon=${MOSCOW.lon}`)).body);
      expect(near.name).toBe('Москва');
      const far = geolocationResponseSchema.parse((await getJson(app(), `/api/v1/info/geolocation?lat=${MOSCOW.lat - 1.4}&lon=${MOSCOW.lon}`)).body);
      expect(far).toEqual(NO_GEOLOCATION);
    });

    it.each([`?lat=${FAR_AWAY.lat}&lon=${FAR_AWAY.lon}`, '', '?lat=55.8', '?lon=37.7'])('answers the default for %s', async (query) => {
      const res = await getJson(app(), `/api/v1/info/geolocation${query}`);
      expect(res.status).toBe(200);
      expect(geolocationResponseSchema.parse(res.body)).toEqual(NO_GEOLOCATION);
    });

    it.each([
      ['lat=abc&lon=37', 'lat'],
      ['lat=200&lon=37', 'lat'],
      ['lat=55&lon=-181', 'lon'],
      ['lat=55&lon=1e999', 'lon'],
    ])('rejects %s with 400', async (query, field) => {
      const res = await getJson(app(), `/api/v1/info/geolocation?${query}`);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.[field]).toBeTruthy();
    });
  });

  describe('locationlist', () => {
    const names = (body: unknown) => locationListResponseSchema.parse(body).locations.map((l) => l.name);

    it.each(['/api/v1/info/locationlist', '/api/v1/info/locationlist/'])('answers the first 20 by name without a filter at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      const all = seedFixture.locations.map((l) => l.name).sort(byName);
      expect(all.length).toBeGreaterThan(20);
      expect(names(res.body)).toEqual(all.slice(0, 20));
    });

    it.each(['москва', 'МОСКВА', ' Москва '])('matches name=%s exactly, ignoring case', async (name) => {
      const res = await getJson(app(), `/api/v1/info/locationlist?name=${encodeURIComponent(name)}`);
      expect(locationListResponseSchema.parse(res.body).locations).toEqual([{ id: expect.any(Number) as unknown, name: 'Москва', type: 'city' }]);
    });

    it.each([
      ['Королев', 'Королёв'],
      ['ОРЁЛ', 'Орёл'],
      ['орел', 'Орёл'],
    ])('treats ё as е: name=%s finds %s', async (name, found) => {
      expect(names((await getJson(app(), `/api/v1/info/locationlist?name=${encodeURIComponent(name)}`)).body)).toEqual([found]);
    });

    it('does not treat name as a substring', async () => {
      expect(names((await getJson(app(), '/api/v1/info/locationlist?name=Моск')).body)).toEqual([]);
    });

    it.each([
      ['моск', ['Москва', 'Московская область']],
      ['НОВ', ['Нижний Новгород', 'Новосибирск', 'Новосибирская область']],
      ['%', []],
      ['_', []],
    ])('matches like_name=%s as a substring', async (likeName, expected) => {
      expect(names((await getJson(app(), `/api/v1/info/locationlist?like_name=${encodeURIComponent(likeName)}`)).body)).toEqual(expected);
    });

    it.each(['city', 'region'] as const)('filters by type=%s', async (type) => {
      const res = await getJson(app(), `/api/v1/info/locationlist?type=${type}`);
      const { locations } = locationListResponseSchema.parse(res.body);
      const expected = seedFixture.locations.filter((l) => l.type === type).map((l) => l.name).sort(byName);
      expect(locations.map((l) => l.name)).toEqual(expected);
      expect(new Set(locations.map((l) => l.type))).toEqual(new Set([type]));
    });

    it('combines like_name and type', async () => {
      const res = await getJson(app(), `/api/v1/info/locationlist?like_name=${encodeURIComponent('новосиб')}&type=region`);
      expect(names(res.body)).toEqual(['Новосибирская область']);
    });

    it.each([
      [`name=${'я'.repeat(101)}`, 'name'],
      [`like_name=${'я'.repeat(101)}`, 'like_name'],
      ['type=village', 'type'],
    ])('rejects %s with 400', async (query, field) => {
      const res = await getJson(app(), `/api/v1/info/locationlist?${encodeURI(query)}`);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.[field]).toBeTruthy();
    });

    it.each([
      ['like_name=%00', 'like_name'],
      ['name=%00', 'name'],
      ['like_name=%D0%BC%00', 'like_name'],
      ['%00=1', 'request'],
    ])('refuses a NUL character in %s with 400, not a database error', async (query, field) => {
      const res = await getJson(app(), `/api/v1/info/locationlist?${query}`);
      expect(res.status).toBe(400);
      const body = errorResponseSchema.parse(res.body);
      expect(body.errorMessage).toBe('Неверные параметры запроса');
      expect(body.errors).toEqual({ [field]: 'Неверное значение' });
    });

    it('answers a NUL character in the path as no such page', async () => {
      const res = await getJson(app(), '/api/v1/catalog/%00/');
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Страница не найдена');
    });
  });

  describe('cityuser', () => {
    const city = async (headers: Record<string, string>, path = '/api/v1/info/cityuser/') =>
      cityUserResponseSchema.parse((await getJson(app(), path, headers)).body).city;

    it.each(['/api/v1/info/cityuser/', '/api/v1/info/cityuser'])('finds the city named in Location-Name at %s', async (path) => {
      const res = await getJson(app(), path, { 'Location-Name': encodeURIComponent('санкт-ПЕТЕРБУРГ') });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, max-age=60');
      expect(res.headers.get('Vary')).toBe('Location-Name, Location-Lat, Location-Lon');
      expect(cityUserResponseSchema.parse(res.body)).toEqual({ city: { id: await cityId('Санкт-Петербург'), title: 'Санкт-Петербург' } });
    });

    it('treats ё as е in Location-Name', async () => {
      expect((await city({ 'Location-Name': encodeURIComponent('ЁКАТЕРИНБУРГ') }))?.title).toBe('Екатеринбург');
    });

    it('finds the nearest city to Location-Lat/Location-Lon', async () => {
      expect((await city({ 'Location-Lat': '59.8', 'Location-Lon': '30.1' }))?.title).toBe('Санкт-Петербург');
    });

    it('falls back to coordinates when the name is unknown', async () => {
      const headers = { 'Location-Name': encodeURIComponent('Нью-Васюки'), 'Location-Lat': '56.8', 'Location-Lon': '60.6' };
      expect((await city(headers))?.title).toBe('Екатеринбург');
    });

    it.each<Record<string, string>>([
      {},
      { 'Location-Name': encodeURIComponent('Нью-Васюки') },
      { 'Location-Name': '%E0%A4%A' },
      { 'Location-Lat': String(FAR_AWAY.lat), 'Location-Lon': String(FAR_AWAY.lon) },
      { 'Location-Lat': 'abc', 'Location-Lon': '30' },
      { 'Location-Lat': '59.9' },
    ])('answers null for %o', async (headers) => {
      expect(await city(headers, '/api/v1/info/cityuser')).toBeNull();
    });
  });

  describe('custom content', () => {
    const [samples] = seedFixture.customContents;

    it.each([
      '/api/v1/content/get_custom_content/1',
      '/api/v1/content/get_custom_content/1/',
      '/api/v1/content/get_custom_content?id=1',
      '/api/v1/content/get_custom_content/?id=1',
    ])('returns the content at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      expect(customContentResponseSchema.parse(res.body)).toEqual(samples);
    });

    it.each(['/api/v1/content/get_custom_content/99', '/api/v1/content/get_custom_content?id=99'])('answers 404 at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Страница не найдена');
    });

    it.each([
      '/api/v1/content/get_custom_content/abc',
      '/api/v1/content/get_custom_content/-1',
      '/api/v1/content/get_custom_content/1234567890',
      '/api/v1/content/get_custom_content?id=1.5',
      '/api/v1/content/get_custom_content?id=',
      '/api/v1/content/get_custom_content/',
    ])('answers 400 at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.id).toBeTruthy();
    });
  });

  it('adds the new demo groups to a database seeded by an older dataset, once', async () => {
    const older: SeedData = { ...seedFixture, stockOffers: [], customContents: [], locations: [] };
    const database = await createTestDatabase(kind, older);
    try {
      const { db } = database;
      expect(await rowCount(db, t.locations)).toBe(0);

      expect(await seedMissing(db, seedFixture)).toEqual(['stock offers', 'custom contents', 'locations']);
      expect(await rowCount(db, t.stockOffers)).toBe(seedFixture.stockOffers.length);
      expect(await rowCount(db, t.customContents)).toBe(seedFixture.customContents.length);
      expect(await rowCount(db, t.locations)).toBe(seedFixture.locations.length);
      expect(await rowCount(db, t.sections)).toBe(seedFixture.sections.length);
      expect(await rowCount(db, t.users)).toBe(seedFixture.users.length);

      expect(await seedMissing(db, seedFixture)).toEqual([]);
      expect(await rowCount(db, t.stockOffers)).toBe(seedFixture.stockOffers.length);
      expect(await rowCount(db, t.locations)).toBe(seedFixture.locations.length);
    } finally {
      await database.drop();
    }
  });
});
