import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { blogAlertResponseSchema } from '../schemas/info';
import { infoKeys } from './keys';

/** The stock offer shown above the header, or null when there is none. */
export async function getBlogAlert(signal?: AbortSignal) {
  const response = await apiRequest('info/blogalert/', {
    schema: blogAlertResponseSchema,
    signal,
    next: publicCache('info'),
  });
  return response.alert;
}

export function blogAlertQueryOptions() {
  return queryOptions({
    queryKey: infoKeys.blogAlert(),
    queryFn: ({ signal }) => getBlogAlert(signal),
  });
}

export function useBlogAlert() {
  return useQuery(blogAlertQueryOptions());
}
