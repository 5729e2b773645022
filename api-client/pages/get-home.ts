import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Location } from '../http';
import { publicCache } from '../cache';
import { homeResponseSchema } from '../schemas/pages';
import { pagesKeys } from './keys';

export function getHome(location?: Location | null, signal?: AbortSignal) {
  return apiRequest('for_client_main/', { schema: homeResponseSchema, location, signal, next: publicCache('pages') });
}

export function homeQueryOptions(location?: Location | null) {
  return queryOptions({ queryKey: pagesKeys.home(location), queryFn: ({ signal }) => getHome(location, signal) });
}

export function useHome(location?: Location | null) {
  return useQuery(homeQueryOptions(location));
}
