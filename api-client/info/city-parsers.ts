import type { ResponseParser } from '../http';
import type { CitiesResponse, City, CityUserResponse, Geolocation } from '../schemas/info';

/*
 * Hand-written twins of citiesResponseSchema, cityUserResponseSchema and geolocationResponseSchema for the
 * calls city detection makes on a visitor's first page: zod (~33 KB gz) stays out of it. Like the zod
 * schemas they drop unknown keys; tests/unit/city/city-parsers.test.ts checks that both agree.
 */

type Parsed<T> = T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseCity(value: unknown): Parsed<City> {
  if (!isRecord(value) || !Number.isInteger(value.id) || typeof value.title !== 'string') return undefined;
  return { id: value.id as number, title: value.title };
}

function toParser<T>(parse: (data: unknown) => Parsed<T>): ResponseParser<T> {
  return {
    safeParse: (data) => {
      const parsed = parse(data);
      return parsed === undefined ? { success: false } : { success: true, data: parsed };
    },
  };
}

export const citiesParser = toParser<CitiesResponse>((data) => {
  if (!isRecord(data) || !Array.isArray(data.cities)) return undefined;
  const cities = data.cities.map(parseCity);
  return cities.every((city) => city !== undefined) ? { cities } : undefined;
});

export const cityUserParser = toParser<CityUserResponse>((data) => {
  if (!isRecord(data) || !('city' in data)) return undefined;
  if (data.city === null) return { city: null };
  const city = parseCity(data.city);
  return city ? { city } : undefined;
});

export const geolocationParser = toParser<Geolocation>((data) => {
  if (!isRecord(data) || !Number.isInteger(data.id) || typeof data.name !== 'string') return undefined;
  if (typeof data.lat !== 'number' || typeof data.long !== 'number' || !Number.isFinite(data.lat) || !Number.isFinite(data.long)) return undefined;
  return { id: data.id as number, name: data.name, lat: data.lat, long: data.long };
});
