import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { contentPageResponseSchema } from '../schemas/content';
import { contentKeys } from './keys';

/** path: the page's URL segments joined by '/', e.g. 'uslugi/zamer'. */
export function getContentPage(path: string, signal?: AbortSignal) {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return apiRequest(`content/get_content/${encoded}`, {
    schema: contentPageResponseSchema,
    location: null,
    signal,
    next: publicCache('content'),
  });
}

export function contentPageQueryOptions(path: string) {
  return queryOptions({ queryKey: contentKeys.page(path), queryFn: ({ signal }) => getContentPage(path, signal) });
}

export function useContentPage(path: string) {
  return useQuery(contentPageQueryOptions(path));
}
