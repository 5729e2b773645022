import { apiRequest } from '../http';
import { geolocationParser } from './city-parsers';

/**
 * The place nearest to the coordinates (DEFAULT_GEOLOCATION_ID when none is known). Only city
 * detection calls it, once per visit and imperatively, so it has no query options or hook.
 */
export function getGeolocation(lat: number, lon: number, signal?: AbortSignal) {
  // Spec §3: coordinates travel as the Location-Lat and Location-Lon headers.
  return apiRequest('info/geolocation', { schema: geolocationParser, location: { lat, lon }, signal });
}
