import { asc } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  LOCATION_LAT_HEADER,
  LOCATION_LON_HEADER,
  LOCATION_NAME_HEADER,
} from '../../api-client/schemas/location';
import type { Database } from '../db/client';
import { cities } from '../db/schema';

export type CityRow = { id: number; title: string; priceFactor: number; lat: number; lon: number };

const EARTH_RADIUS_KM = 6371;

function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Lower case with ё as е: how titles and names are compared. */
export function normalizeTitle(title: string): string {
  return title.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');
}

function parseCoordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Cities within this distance of the visitor's coordinates count as theirs (city user, geolocation). */
export const NEAREST_CITY_MAX_KM = 150;

export function loadCities(db: Database): Promise<CityRow[]> {
  return db
    .select({ id: cities.id, title: cities.title, priceFactor: cities.priceFactor, lat: cities.lat, lon: cities.lon })
    .from(cities)
    .orderBy(asc(cities.sort), asc(cities.id));
}

/** The city nearest to the point, if it lies within maxKm. */
export function nearestCity(rows: CityRow[], lat: number, lon: number, maxKm = Infinity): CityRow | undefined {
  let nearest: CityRow | undefined;
  let nearestDistance = Infinity;
  for (const city of rows) {
    const distance = distanceKm(lat, lon, city.lat, city.lon);
    if (distance < nearestDistance) {
      nearest = city;
      nearestDistance = distance;
    }
  }
  return nearestDistance <= maxKm ? nearest : undefined;
}

/**
 * The caller's city from Location-Name, else the nearest to Location-Lat/Lon within maxKm;
 * undefined when neither tells.
 */
export async function resolveCity(
  db: Database,
  header: (name: string) => string | undefined,
  maxKm = Infinity,
): Promise<CityRow | undefined> {
  const name = header(LOCATION_NAME_HEADER);
  const point = headerCoordinates(header);
  if (!name && !point) return undefined;

  const rows = await loadCities(db);
  if (name) {
    const wanted = normalizeTitle(decodeHeader(name));
    const byName = rows.find((city) => normalizeTitle(city.title) === wanted);
    if (byName) return byName;
  }
  return point && nearestCity(rows, point.lat, point.lon, maxKm);
}

/** Location-Lat and Location-Lon (spec §3), when both are coordinates. */
export function headerCoordinates(header: (name: string) => string | undefined): { lat: number; lon: number } | undefined {
  const lat = parseCoordinate(header(LOCATION_LAT_HEADER), 90);
  const lon = parseCoordinate(header(LOCATION_LON_HEADER), 180);
  return lat === undefined || lon === undefined ? undefined : { lat, lon };
}

export async function resolvePriceFactor(db: Database, header: (name: string) => string | undefined): Promise<number> {
  return (await resolveCity(db, header))?.priceFactor ?? 1;
}

/** Base price in roubles scaled to the caller's region, rounded to whole roubles. */
export function regionalPrice(base: number | null, factor: number): number | null {
  return base === null ? null : Math.round(base * factor);
}

/** Answers priced for the caller's city: caches must key them by the location headers. */
export function varyByLocation(c: Context): void {
  c.header('Vary', [LOCATION_NAME_HEADER, LOCATION_LAT_HEADER, LOCATION_LON_HEADER].join(', '));
}
