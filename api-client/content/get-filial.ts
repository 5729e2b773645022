import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { filialResponseSchema } from '../schemas/content';
import { contentKeys } from './keys';

export function getFilial(id: number, signal?: AbortSignal) {
  return apiRequest(`content/get_filial_content/${id}`, {
    schema: filialResponseSchema,
    location: null,
    signal,
    next: publicCache('info'),
  });
}

export function filialQueryOptions(id: number) {
  return queryOptions({ queryKey: contentKeys.filial(id), queryFn: ({ signal }) => getFilial(id, signal) });
}

export function useFilial(id: number) {
  return useQuery(filialQueryOptions(id));
}
