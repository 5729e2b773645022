import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { aboutPageResponseSchema, simplePageResponseSchema } from '../schemas/pages';
import { pagesKeys } from './keys';

export type SimplePageCode = 'main' | 'contact';

/** pages/main/ and pages/contact/: seo and content. */
export function getPage(code: SimplePageCode, signal?: AbortSignal) {
  return apiRequest(`pages/${code}/`, { schema: simplePageResponseSchema, location: null, signal, next: publicCache('pages') });
}

export function pageQueryOptions(code: SimplePageCode) {
  return queryOptions({ queryKey: pagesKeys.page(code), queryFn: ({ signal }) => getPage(code, signal) });
}

export function usePage(code: SimplePageCode) {
  return useQuery(pageQueryOptions(code));
}

export function getAboutPage(signal?: AbortSignal) {
  return apiRequest('pages/about/', { schema: aboutPageResponseSchema, location: null, signal, next: publicCache('pages') });
}

export function aboutPageQueryOptions() {
  return queryOptions({ queryKey: pagesKeys.about(), queryFn: ({ signal }) => getAboutPage(signal) });
}

export function useAboutPage() {
  return useQuery(aboutPageQueryOptions());
}
