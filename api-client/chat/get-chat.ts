import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { chatRestoreResponseSchema } from '../schemas/chat';
import { chatKeys } from './keys';

export async function restoreChat(sid: string, signal?: AbortSignal) {
  const response = await apiRequest('tgwebchat/restore', { schema: chatRestoreResponseSchema, query: { sid }, location: null, signal });
  return response.messages;
}

export function chatQueryOptions(sid: string) {
  return queryOptions({
    queryKey: chatKeys.restore(sid),
    queryFn: ({ signal }) => restoreChat(sid, signal),
    staleTime: Infinity,
  });
}

export function useChat(sid: string) {
  return useQuery(chatQueryOptions(sid));
}
