import type { QueryClient } from '@tanstack/react-query';
import { prefetchOrdersLists } from '../clients/queries';
import { streamKeys } from '../stream/keys';
import { userStatsQueryOptions } from '../stream/get-user-stats';
import { profileQueryOptions } from '../user/profile';

/** Spec §9: the user stats are asked for 10 s after login. */
export const STATS_AFTER_LOGIN_MS = 10_000;

/** What the cabinet loads in parallel right after sign-in (spec §4 'Sign-in': client, company and manager lists; the profile and stats); failures are only logged. */
export async function prefetchCabinetLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(userStatsQueryOptions()),
    queryClient.prefetchQuery(profileQueryOptions()),
    prefetchOrdersLists(queryClient),
  ]);
}

/** The spec's stats call 10 s after login; returns a cancel function. */
export function refreshStatsAfterLogin(queryClient: QueryClient): () => void {
  const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: streamKeys.userStats() }), STATS_AFTER_LOGIN_MS);
  return () => window.clearTimeout(timer);
}
