import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { blogListResponseSchema } from '../schemas/blog';
import { blogKeys } from './keys';

export type BlogListParams = { sectionCode: string; page: number };

export function getBlogList({ sectionCode, page }: BlogListParams, signal?: AbortSignal) {
  return apiRequest(`blog/${encodeURIComponent(sectionCode)}/`, {
    schema: blogListResponseSchema,
    query: { page },
    location: null,
    signal,
    next: publicCache('blog'),
  });
}

export function blogListQueryOptions(params: BlogListParams) {
  return queryOptions({
    queryKey: blogKeys.list(params.sectionCode, params.page),
    queryFn: ({ signal }) => getBlogList(params, signal),
  });
}

export function useBlogList(params: BlogListParams) {
  return useQuery(blogListQueryOptions(params));
}
