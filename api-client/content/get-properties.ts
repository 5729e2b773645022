import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { propertiesResponseSchema } from '../schemas/content';
import { getQueryClient } from '../query-client';
import { contentKeys } from './keys';

export async function getProperties(signal?: AbortSignal) {
  const response = await apiRequest('content/get_properties', {
    schema: propertiesResponseSchema,
    signal,
    next: publicCache('content'),
  });
  return response.data;
}

export function propertiesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.properties(),
    queryFn: ({ signal }) => getProperties(signal),
  });
}

/** Modals live outside any QueryClientProvider, so the browser's one client is passed explicitly. */
export function useProperties() {
  return useQuery(propertiesQueryOptions(), getQueryClient());
}
