import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { solutionResponseSchema, type GalleryFilter } from '../schemas/gallery';
import { galleryKeys } from './keys';

export type SolutionFilters = Partial<Record<GalleryFilter, string[]>>;
export type SolutionsParams = { filters: SolutionFilters; page: number };

/** Lists go comma-joined (spec §7), which apiRequest does for arrays. */
export function getSolutions({ filters, page }: SolutionsParams, signal?: AbortSignal) {
  return apiRequest('solution/', {
    schema: solutionResponseSchema,
    query: { ...filters, page },
    location: null,
    signal,
    next: publicCache('gallery'),
  });
}

export function solutionsQueryOptions(params: SolutionsParams) {
  return queryOptions({
    queryKey: galleryKeys.solutions(params.filters, params.page),
    queryFn: ({ signal }) => getSolutions(params, signal),
  });
}

export function useSolutions(params: SolutionsParams) {
  return useQuery(solutionsQueryOptions(params));
}
