import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { streamUserStatsSchema } from '../schemas/stream';
import { streamKeys } from './keys';

export function getUserStats(signal?: AbortSignal) {
  return apiRequest('sse/userStats', { schema: streamUserStatsSchema, auth: true, location: null, signal });
}

export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: streamKeys.userStats(),
    queryFn: ({ signal }) => getUserStats(signal),
    staleTime: 30_000,
  });
}

export function useUserStats(enabled = true) {
  return useQuery({ ...userStatsQueryOptions(), enabled });
}
