import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { articleResponseSchema } from '../schemas/blog';
import { blogKeys } from './keys';

export type ArticleParams = { sectionCode: string; articleCode: string };

export function getArticle({ sectionCode, articleCode }: ArticleParams, signal?: AbortSignal) {
  return apiRequest(`blog/${encodeURIComponent(sectionCode)}/${encodeURIComponent(articleCode)}/`, {
    schema: articleResponseSchema,
    location: null,
    signal,
    next: publicCache('blog'),
  });
}

export function articleQueryOptions(params: ArticleParams) {
  return queryOptions({
    queryKey: blogKeys.article(params.sectionCode, params.articleCode),
    queryFn: ({ signal }) => getArticle(params, signal),
  });
}

export function useArticle(params: ArticleParams) {
  return useQuery(articleQueryOptions(params));
}
