import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Location } from '../http';
import { priceTableResponseSchema } from '../schemas/catalog';
import { contentKeys } from './keys';

export type PriceTableParams = { sectionCode: string; productCode: string; location?: Location | null };

/** Priced for the visitor's city, so it is fetched in the browser and never cached by the site's server. */
export function getPriceTable({ sectionCode, productCode, location }: PriceTableParams, signal?: AbortSignal) {
  return apiRequest('content/get_product_price_table', {
    schema: priceTableResponseSchema,
    query: { s: sectionCode, p: productCode },
    location,
    signal,
  });
}

export function priceTableQueryOptions(params: PriceTableParams) {
  return queryOptions({
    queryKey: contentKeys.priceTable(params.sectionCode, params.productCode, params.location),
    queryFn: ({ signal }) => getPriceTable(params, signal),
  });
}

export function usePriceTable(params: PriceTableParams) {
  return useQuery(priceTableQueryOptions(params));
}
