import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { orderKeys } from '../orders/keys';
import { commentListResponseSchema, commentResponseSchema, commentStateResponseSchema } from '../schemas/comments';
import { orderDeletedResponseSchema } from '../schemas/orders';
import { commentKeys } from './keys';

export function getComments(orderId: number, signal?: AbortSignal) {
  return apiRequest('comment', { schema: commentListResponseSchema, query: { order_id: orderId }, auth: true, signal });
}

export function commentsQueryOptions(orderId: number) {
  return queryOptions({ queryKey: commentKeys.list(orderId), queryFn: ({ signal }) => getComments(orderId, signal), staleTime: 0 });
}

export function useComments(orderId: number) {
  return useQuery(commentsQueryOptions(orderId));
}

/** `requestKey`: one per comment the user tries to send, the same on a retry (see useRequestKey). */
export type CommentInput = { comment: string; replyTo: number | null; files: File[]; requestKey: string };

export function addComment(orderId: number, input: CommentInput) {
  const form = new FormData();
  form.set('order_id', String(orderId));
  form.set('comment', input.comment);
  if (input.replyTo) form.set('reply_to', String(input.replyTo));
  for (const file of input.files) form.append('add_files[]', file);
  form.set('request_key', input.requestKey);
  return apiRequest('comment', { schema: commentResponseSchema, method: 'POST', body: form, auth: true });
}

export type CommentEdit = { id: number; comment: string; removeFiles?: readonly number[]; addFiles?: readonly File[] };

export function editComment({ id, comment, removeFiles = [], addFiles = [] }: CommentEdit) {
  const form = new FormData();
  form.set('comment_id', String(id));
  form.set('comment', comment);
  for (const fileId of removeFiles) form.append('remove_files[]', String(fileId));
  for (const file of addFiles) form.append('add_files[]', file);
  return apiRequest(`comment/${id}`, { schema: commentResponseSchema, method: 'POST', body: form, auth: true });
}

export function deleteComment(id: number) {
  return apiRequest(`comment/${id}`, { schema: orderDeletedResponseSchema, method: 'DELETE', auth: true });
}

export function markCommentsViewed(ids: readonly number[]) {
  return apiRequest('comment/state', { schema: commentStateResponseSchema, method: 'POST', body: { viewed_state: 'y', 'comment_ids[]': ids }, auth: true });
}

/**
 * Any change to an order's comments refreshes them, its unread counts in the order and in the lists. A failure
 * refreshes the comments too: one not found (removed in another tab) stops being offered, and a comment whose answer
 * was lost shows as saved before the dealer sends it again.
 */
function useCommentMutation<T>(orderId: number, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: () => void queryClient.invalidateQueries({ queryKey: commentKeys.list(orderId) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.list(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.newCommentCount() }),
      ]),
  });
}

export const useAddComment = (orderId: number) => useCommentMutation(orderId, (input: CommentInput) => addComment(orderId, input));
export const useEditComment = (orderId: number) => useCommentMutation(orderId, editComment);
export const useDeleteComment = (orderId: number) => useCommentMutation(orderId, deleteComment);
export const useMarkCommentsViewed = (orderId: number) => useCommentMutation(orderId, markCommentsViewed);
