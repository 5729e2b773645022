import { apiRequest, type Location } from '../http';
import { cityUserParser } from './city-parsers';

/**
 * The catalogue city for the given location, or for the request itself when none is given; null
 * when none matches. Only city detection calls it, imperatively, so it has no query options or hook.
 */
export async function getCityUser(location: Location | null = null, signal?: AbortSignal) {
  const response = await apiRequest('info/cityuser/', { schema: cityUserParser, location, signal });
  return response.city;
}
