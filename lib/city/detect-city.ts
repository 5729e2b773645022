import { getCities } from '@/api-client/info/get-cities';
import { getCityUser } from '@/api-client/info/get-city-user';
import { getGeolocation } from '@/api-client/info/get-geolocation';
import { DEFAULT_GEOLOCATION_ID } from '@/api-client/schemas/location-ids';
import type { City } from '@/api-client/schemas/info';

/** Spec §9: geolocation timeout. */
export const GEOLOCATION_TIMEOUT_MS = 60_000;

type Coords = { lat: number; lon: number };

/**
 * The browser's position, or null when it is unavailable, denied or times out. Asks only when the
 * permission is 'granted' or 'prompt', and never throws.
 */
export async function getBrowserPosition(): Promise<Coords | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  try {
    const permission = await navigator.permissions?.query({ name: 'geolocation' });
    if (permission && permission.state !== 'granted' && permission.state !== 'prompt') return null;
  } catch {
    // the Permissions API is missing or refuses the name: ask anyway, the browser decides
  }
  return new Promise((resolve) => {
    try {
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
        () => resolve(null),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
      );
    } catch {
      resolve(null);
    }
  });
}

async function cityFromCoords(coords: Coords): Promise<City | null> {
  const place = await getGeolocation(coords.lat, coords.lon);
  if (place.id === DEFAULT_GEOLOCATION_ID) return null;
  const name = place.name.toLocaleLowerCase('ru');
  const cities = await getCities();
  return cities.find((city) => city.id === place.id || city.title.toLocaleLowerCase('ru') === name) ?? null;
}

/**
 * Spec §4 'City': the browser's position through info/geolocation when it names a catalogue city;
 * otherwise info/cityuser/ (spec §8: a geolocation failure falls back to detection without
 * coordinates). Null when nothing is found or the backend fails: the city then stays empty.
 */
export async function detectCity(): Promise<City | null> {
  const coords = await getBrowserPosition();
  if (coords) {
    try {
      const city = await cityFromCoords(coords);
      if (city) return city;
    } catch (error) {
      console.warn('City detection by coordinates failed', error);
    }
  }
  try {
    return await getCityUser();
  } catch (error) {
    console.warn('City detection failed', error);
    return null;
  }
}
