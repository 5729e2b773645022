import type { CitiesResponse, City, CityUserResponse, Geolocation } from '../schemas/info';
import { isInteger, isNumber, isRecord, toParser } from '../plain-parsers';

/*
 * Hand-written twins of citiesResponseSchema, cityUserResponseSchema and geolocationResponseSchema for the
 * calls city detection makes on a visitor's first page. Like the zod schemas they drop unknown keys;
 * tests/unit/city/city-parsers.test.ts checks that both agree.
 */

export function parseCity(value: unknown): City | undefined {
  if (!isRecord(value) || !isInteger(value.id) || typeof value.title !== 'string') return undefined;
  return { id: value.id, title: value.title };
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
  if (!isRecord(data) || !isInteger(data.id) || typeof data.name !== 'string') return undefined;
  if (!isNumber(data.lat) || !isNumber(data.long)) return undefined;
  return { id: data.id, name: data.name, lat: data.lat, long: data.long };
});
