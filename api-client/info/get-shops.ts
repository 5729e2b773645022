import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { infoKeys } from './keys';
import { shopsParser } from './shop-parsers';

/** Shops by city; the header asks in the browser for the visitor's city only (no zod: see shop-parsers). */
export async function getShops(cityId?: number, signal?: AbortSignal) {
  const response = await apiRequest('info/shops/', {
    schema: shopsParser,
    query: { city_id: cityId },
    signal,
    next: publicCache('info'),
  });
  return response.shops;
}

export function shopsQueryOptions(cityId?: number) {
  return queryOptions({
    queryKey: infoKeys.shops(cityId),
    queryFn: ({ signal }) => getShops(cityId, signal),
  });
}

export function useShops(cityId?: number) {
  return useQuery(shopsQueryOptions(cityId));
}
