import type { City } from '@/api-client/schemas/info';
import { readCookie, readLocal, writeCookie, writeLocal } from '@/lib/storage';

/** Spec §9: city cookies live 31104000000 ms (360 days). */
export const CITY_MAX_AGE_MS = 31_104_000_000;
export const CITY_ID_KEY = 'city_id';
export const CITY_NAME_KEY = 'city_name';
/** Dispatched on window with the new city as `detail`, so price islands can reload. */
export const CITY_CHANGE_EVENT = 'city-change';

function parseCity(id: string | null, title: string | null): City | null {
  if (id === null || !title || !/^\d{1,9}$/.test(id)) return null;
  return { id: Number(id), title };
}

/** localStorage first, then the cookies (spec §4 'City'). */
export function readStoredCity(): City | null {
  return parseCity(readLocal(CITY_ID_KEY), readLocal(CITY_NAME_KEY)) ?? parseCity(readCookie(CITY_ID_KEY), readCookie(CITY_NAME_KEY));
}

export function saveCity(city: City): void {
  for (const [key, value] of [
    [CITY_ID_KEY, String(city.id)],
    [CITY_NAME_KEY, city.title],
  ] as const) {
    writeCookie(key, value, CITY_MAX_AGE_MS);
    writeLocal(key, value, CITY_MAX_AGE_MS);
  }
}

export function announceCityChange(city: City): void {
  window.dispatchEvent(new CustomEvent<City>(CITY_CHANGE_EVENT, { detail: city }));
}

/** Case-insensitive substring match (spec §5: city matching ignores case). */
export function filterCities(cities: City[], query: string): City[] {
  const needle = query.trim().toLocaleLowerCase('ru');
  if (!needle) return cities;
  return cities.filter((city) => city.title.toLocaleLowerCase('ru').includes(needle));
}
