import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { getQueryClient } from '../query-client';
import { citiesParser } from './city-parsers';
import { infoKeys } from './keys';

export async function getCities(signal?: AbortSignal) {
  const response = await apiRequest('info/citilist/', {
    schema: citiesParser,
    signal,
    next: publicCache('info'),
  });
  return response.cities;
}

export function citiesQueryOptions() {
  return queryOptions({ queryKey: infoKeys.cities(), queryFn: ({ signal }) => getCities(signal) });
}

/** Modals live outside any QueryClientProvider, so the browser's one client is passed explicitly. */
export function useCities() {
  return useQuery(citiesQueryOptions(), getQueryClient());
}
