import type { OrderListQuery } from '../schemas/orders';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  repeat: (id: number, nums: readonly number[] | null) => [...orderKeys.all, 'repeat', id, nums] as const,
  newCommentCount: () => [...orderKeys.all, 'new-comment-count'] as const,
};
