import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { newCommentCountResponseSchema } from '../schemas/comments';
import { ORDER_PAGE_SIZE, orderListResponseSchema, orderResponseSchema, repeatPreviewResponseSchema, type OrderListQuery } from '../schemas/orders';
import { orderKeys } from './keys';

export function getOrders(query: OrderListQuery, signal?: AbortSignal) {
  // Spec §7 names the page size in the call, rather than leaving it to the backend's default.
  return apiRequest('order', { schema: orderListResponseSchema, query: { limit: String(ORDER_PAGE_SIZE), ...query }, auth: true, signal });
}

export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({ queryKey: orderKeys.list(query), queryFn: ({ signal }) => getOrders(query, signal), staleTime: 0 });
}

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}

export function getOrder(id: number, signal?: AbortSignal) {
  return apiRequest(`order/${id}`, { schema: orderResponseSchema, auth: true, signal }).then((data) => data.order);
}

export function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}

export function getRepeatPreview(id: number, nums: readonly number[] | null, signal?: AbortSignal) {
  const query = nums ? `?${nums.map((num) => `nums[]=${num}`).join('&')}` : '';
  return apiRequest(`order/${id}/repeat${query}`, { schema: repeatPreviewResponseSchema, auth: true, signal });
}

export function repeatPreviewQueryOptions(id: number, nums: readonly number[] | null) {
  return queryOptions({ queryKey: orderKeys.repeat(id, nums), queryFn: ({ signal }) => getRepeatPreview(id, nums, signal) });
}

export function useRepeatPreview(id: number, nums: readonly number[] | null) {
  return useQuery(repeatPreviewQueryOptions(id, nums));
}

export function getNewCommentCount(signal?: AbortSignal) {
  return apiRequest('order/new_comment_count', { schema: newCommentCountResponseSchema, auth: true, signal });
}

export function newCommentCountQueryOptions() {
  return queryOptions({ queryKey: orderKeys.newCommentCount(), queryFn: ({ signal }) => getNewCommentCount(signal) });
}

/** Spec §8: a failed count is not an error to show; the caller simply has no count. */
export function useNewCommentCount() {
  return useQuery({ ...newCommentCountQueryOptions(), retry: false });
}

