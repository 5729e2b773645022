import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { relatedResponseSchema } from '../schemas/catalog';
import { contentKeys } from './keys';

export type RelatedParams = { sectionCode: string; productCode: string };

export function getRelated({ sectionCode, productCode }: RelatedParams, signal?: AbortSignal) {
  return apiRequest('content/get_related_for', {
    schema: relatedResponseSchema,
    query: { s: sectionCode, p: productCode },
    location: null,
    signal,
    next: publicCache('catalog'),
  });
}

export function relatedQueryOptions(params: RelatedParams) {
  return queryOptions({
    queryKey: contentKeys.related(params.sectionCode, params.productCode),
    queryFn: ({ signal }) => getRelated(params, signal),
  });
}

export function useRelated(params: RelatedParams) {
  return useQuery(relatedQueryOptions(params));
}
