import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Location } from '../http';
import { publicCache } from '../cache';
import { sectionPageResponseSchema } from '../schemas/catalog';
import { catalogKeys } from './keys';

export type SectionPageParams = { sectionCode: string; page: number; location?: Location | null };

export function getSectionPage({ sectionCode, page, location }: SectionPageParams, signal?: AbortSignal) {
  return apiRequest(`catalog/${encodeURIComponent(sectionCode)}/`, {
    schema: sectionPageResponseSchema,
    query: { page },
    location,
    signal,
    next: publicCache('catalog'),
  });
}

export function sectionPageQueryOptions(params: SectionPageParams) {
  return queryOptions({
    queryKey: catalogKeys.section(params.sectionCode, params.page, params.location),
    queryFn: ({ signal }) => getSectionPage(params, signal),
  });
}

export function useSectionPage(params: SectionPageParams) {
  return useQuery(sectionPageQueryOptions(params));
}
