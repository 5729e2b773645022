import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { PUBLIC_REVALIDATE_SECONDS, cacheTags } from '../cache';
import { sitemapResponseSchema } from '../schemas/content';
import { contentKeys } from './keys';

/** Everything the sitemap lists; purged by any content tag, since it spans them all. */
export function getSitemap(signal?: AbortSignal) {
  return apiRequest('content/get_sitemap', {
    schema: sitemapResponseSchema,
    location: null,
    signal,
    next: { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: Object.values(cacheTags) },
  });
}

export function sitemapQueryOptions() {
  return queryOptions({ queryKey: contentKeys.sitemap(), queryFn: ({ signal }) => getSitemap(signal) });
}

export function useSitemap() {
  return useQuery(sitemapQueryOptions());
}
