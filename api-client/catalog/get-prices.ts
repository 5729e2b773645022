import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Location } from '../http';
import { catalogKeys } from './keys';
import { pricesParser } from './price-parsers';

export type PricesParams = { ids: number[]; location?: Location | null };

/** Prices for the visitor's city: fetched in the browser over cached pages priced for the default city (no zod: see price-parsers). */
export function getPrices({ ids, location }: PricesParams, signal?: AbortSignal) {
  return apiRequest('catalog/prices/', { schema: pricesParser, query: { ids }, location, signal });
}

export function pricesQueryOptions(params: PricesParams) {
  return queryOptions({
    queryKey: catalogKeys.prices(params.ids, params.location),
    queryFn: ({ signal }) => getPrices(params, signal),
  });
}

export function usePrices(params: PricesParams) {
  return useQuery(pricesQueryOptions(params));
}
