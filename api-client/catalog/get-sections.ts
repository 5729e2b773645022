import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { sectionsResponseSchema } from '../schemas/catalog';
import { catalogKeys } from './keys';

export function getSections(signal?: AbortSignal) {
  return apiRequest('catalog/sections/', {
    schema: sectionsResponseSchema,
    signal,
    next: publicCache('catalog'),
  });
}

export function sectionsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.sections(),
    queryFn: ({ signal }) => getSections(signal),
  });
}

export function useSections() {
  return useQuery(sectionsQueryOptions());
}
