import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { userStatsSchema } from '../schemas/user';
import { userKeys } from './keys';

/** Refreshed this often while the cabinet is open, besides the check 10 s after login. */
const STATS_REFRESH_MS = 60_000;

export function getUserStats(signal?: AbortSignal) {
  return apiRequest('user/stats', { schema: userStatsSchema, auth: true, signal });
}

export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.stats(),
    queryFn: ({ signal }) => getUserStats(signal),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
