import { prefetchCabinetLists, refreshStatsAfterLogin } from '@/api-client/cabinet/prefetch';
import { getQueryClient } from '@/api-client/query-client';
import type { TokenResponse } from '@/api-client/schemas/user';
import { startSession } from '@/lib/session/session';

/** Stores the session and loads the cabinet's lists in parallel, then the stats 10 s later (spec §4, §9). */
export function completeSignIn({ jwt, exp }: TokenResponse): void {
  startSession(jwt, exp);
  const queryClient = getQueryClient();
  void prefetchCabinetLists(queryClient);
  refreshStatsAfterLogin(queryClient);
}
