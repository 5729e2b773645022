import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api-client/chat/keys';
import { commentKeys } from '@/api-client/comments/keys';
import { isFirstPageKey, notificationKeys } from '@/api-client/notifications/keys';
import { orderKeys } from '@/api-client/orders/keys';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import type { StreamEvent, StreamEventName } from '@/api-client/schemas/stream';
import { STREAM_REPLAY_MS } from '@/api-client/stream/events';
import { streamKeys } from '@/api-client/stream/keys';
import { userKeys } from '@/api-client/user/keys';

/** Handlers other areas add for their events (comments of the open order, the calculator). */
export type StreamHandlers = Partial<Record<StreamEventName, (event: StreamEvent, queryClient: QueryClient) => void>>;

/**
 * Invalidates what an event made stale. React Query hands an invalidation of a first fetch still in flight that same
 * fetch, which may have been answered before the event (a priority notice sent while the cabinet loads never showed):
 * such a fetch is dropped and started anew.
 */
function reload(queryClient: QueryClient, filters: InvalidateQueryFilters): void {
  for (const query of queryClient.getQueryCache().findAll(filters)) {
    if (query.state.data === undefined && query.state.fetchStatus === 'fetching') void query.cancel({ revert: true });
  }
  void queryClient.invalidateQueries(filters);
}

/** Turns stream events into React Query invalidations through the key factories. */
export function dispatchStreamEvent(event: StreamEvent, queryClient: QueryClient, handlers: StreamHandlers = {}): void {
  switch (event.e) {
    case 'newNotification':
      // Spec §4: page 1 reloads (the list on page 1 and the panel); other pages keep what the user is reading.
      reload(queryClient, { queryKey: notificationKeys.lists(), predicate: (query) => isFirstPageKey(query.queryKey) });
      reload(queryClient, { queryKey: streamKeys.userStats() });
      // The factory's status changes arrive as notifications: an open order, the list and the claims follow them.
      reload(queryClient, { queryKey: orderKeys.lists() });
      reload(queryClient, { queryKey: orderKeys.details() });
      reload(queryClient, { queryKey: reklamationKeys.claims() });
      reload(queryClient, { queryKey: reklamationKeys.orders() });
      break;
    case 'newComment':
    case 'viewComment':
      reload(queryClient, { queryKey: streamKeys.userStats() });
      reload(queryClient, { queryKey: orderKeys.lists() });
      reload(queryClient, { queryKey: orderKeys.newCommentCount() });
      // Spec §4: the open order's comments reload (its panel then marks them viewed).
      if (event.orderId !== undefined) {
        reload(queryClient, { queryKey: commentKeys.list(event.orderId) });
        reload(queryClient, { queryKey: orderKeys.detail(event.orderId) });
      }
      break;
    case 'tgNotifyAdd':
      // The bot linked a chat to this account: the profile's Telegram part shows it without a reload.
      reload(queryClient, { queryKey: userKeys.profile() });
      break;
    default:
      break;
  }
  handlers[event.e]?.(event, queryClient);
}

/** What events make stale: a catch-up reloads all of it. */
const EVENT_DRIVEN_KEYS = [
  notificationKeys.all,
  streamKeys.userStats(),
  orderKeys.lists(),
  orderKeys.details(),
  orderKeys.newCommentCount(),
  commentKeys.all,
  reklamationKeys.claims(),
  reklamationKeys.orders(),
  chatKeys.all,
] as const;

/**
 * After a reconnection (or a hidden tab's pause) whatever the missed events would have reloaded may be stale:
 * counts, notifications, orders, their comments, claims and the chat are reloaded once, not per missed event.
 */
export function catchUp(queryClient: QueryClient): void {
  for (const queryKey of EVENT_DRIVEN_KEYS) reload(queryClient, { queryKey });
}

/** A few seconds for the stream's request to reach the backend, which counts the page's age from its arrival. */
const REPLAY_MARGIN_MS = 5_000;

/**
 * Whether any event-driven data was loaded longer ago than the backend sends missed events again on a first
 * connection (STREAM_REPLAY_MS): a tab opened hidden connects only when shown, and must then catch up.
 */
export function loadedBeyondReplay(queryClient: QueryClient, now = Date.now()): boolean {
  const cutoff = now - (STREAM_REPLAY_MS - REPLAY_MARGIN_MS);
  return EVENT_DRIVEN_KEYS.some((queryKey) =>
    queryClient.getQueryCache().findAll({ queryKey }).some(({ state }) => state.dataUpdatedAt > 0 && state.dataUpdatedAt < cutoff),
  );
}
