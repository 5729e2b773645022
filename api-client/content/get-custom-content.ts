import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { customContentResponseSchema } from '../schemas/content';
import { getQueryClient } from '../query-client';
import { contentKeys } from './keys';

export function getCustomContent(id: number, signal?: AbortSignal) {
  return apiRequest(`content/get_custom_content/${id}`, {
    schema: customContentResponseSchema,
    signal,
    next: publicCache('content'),
  });
}

export function customContentQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.custom(id),
    queryFn: ({ signal }) => getCustomContent(id, signal),
  });
}

/** Modals live outside any QueryClientProvider, so the browser's one client is passed explicitly. */
export function useCustomContent(id: number) {
  return useQuery(customContentQueryOptions(id), getQueryClient());
}
