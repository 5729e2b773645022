import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api-client/chat/keys';
import { commentKeys } from '@/api-client/comments/keys';
import { isFirstPageKey, notificationKeys } from '@/api-client/notifications/keys';
import { orderKeys } from '@/api-client/orders/keys';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import type { StreamEvent, StreamEventName } from '@/api-client/schemas/stream';
import { streamKeys } from '@/api-client/stream/keys';
import { userKeys } from '@/api-client/user/keys';

/** Handlers other areas add for their events (comments of the open order, the calculator). */
export type StreamHandlers = Partial<Record<StreamEventName, (event: StreamEvent, queryClient: QueryClient) => void>>;

/** Turns stream events into React Query invalidations through the key factories. */
export function dispatchStreamEvent(event: StreamEvent, queryClient: QueryClient, handlers: StreamHandlers = {}): void {
  switch (event.e) {
    case 'newNotification':
      // Spec §4: page 1 reloads (the list on page 1 and the panel); other pages keep what the user is reading.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(), predicate: (query) => isFirstPageKey(query.queryKey) });
      void queryClient.invalidateQueries({ queryKey: streamKeys.userStats() });
      // The factory's status changes arrive as notifications: an open order, the list and the claims follow them.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      void queryClient.invalidateQueries({ queryKey: reklamationKeys.claims() });
      void queryClient.invalidateQueries({ queryKey: reklamationKeys.orders() });
      break;
    case 'newComment':
    case 'viewComment':
      void queryClient.invalidateQueries({ queryKey: streamKeys.userStats() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.newCommentCount() });
      // Spec §4: the open order's comments reload (its panel then marks them viewed).
      if (event.orderId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: commentKeys.list(event.orderId) });
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(event.orderId) });
      }
      break;
    case 'tgNotifyAdd':
      // The bot linked a chat to this account: the profile's Telegram part shows it without a reload.
      void queryClient.invalidateQueries({ queryKey: userKeys.profile() });
      break;
    default:
      break;
  }
  handlers[event.e]?.(event, queryClient);
}

/**
 * After a reconnection (or a hidden tab's pause) whatever the missed events would have reloaded may be stale:
 * counts, notifications, orders, claims and the chat are reloaded once, not per missed event.
 */
export function catchUp(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  void queryClient.invalidateQueries({ queryKey: streamKeys.userStats() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
  void queryClient.invalidateQueries({ queryKey: reklamationKeys.claims() });
  void queryClient.invalidateQueries({ queryKey: reklamationKeys.orders() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.all });
}
