import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Location } from '../http';
import { publicCache } from '../cache';
import { productResponseSchema } from '../schemas/catalog';
import { catalogKeys } from './keys';

export type ProductParams = { sectionCode: string; productCode: string; location?: Location | null };

export function getProduct({ sectionCode, productCode, location }: ProductParams, signal?: AbortSignal) {
  return apiRequest(`catalog/${encodeURIComponent(sectionCode)}/${encodeURIComponent(productCode)}/`, {
    schema: productResponseSchema,
    location,
    signal,
    next: publicCache('catalog'),
  });
}

export function productQueryOptions(params: ProductParams) {
  return queryOptions({
    queryKey: catalogKeys.product(params.sectionCode, params.productCode, params.location),
    queryFn: ({ signal }) => getProduct(params, signal),
  });
}

export function useProduct(params: ProductParams) {
  return useQuery(productQueryOptions(params));
}
