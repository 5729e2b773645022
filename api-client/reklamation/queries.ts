import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../http';
import {
  claimListResponseSchema,
  relatedForClaimResponseSchema,
  reklamationInitResponseSchema,
  type ClaimFilter,
  type ReklamationInit,
} from '../schemas/reklamation';
import { reklamationKeys } from './keys';

export function getReklamation(signal?: AbortSignal) {
  return apiRequest('order/reklamation', { schema: reklamationInitResponseSchema, auth: true, signal });
}

/**
 * The saved draft in it seeds the form, which then keeps its own state: not refetched on focus, behind the user's
 * back, but on coming back to the page, which then shows what the server holds (saved meanwhile elsewhere).
 */
export function reklamationQueryOptions() {
  return queryOptions({ queryKey: reklamationKeys.init(), queryFn: ({ signal }) => getReklamation(signal), staleTime: 0, refetchOnWindowFocus: false });
}

export function useReklamation() {
  return useQuery(reklamationQueryOptions());
}

/** The orders a claim may name: seeded by the init's list, refreshed when the factory ships one (stream) or on focus. */
export function claimOrdersQueryOptions(init: ReklamationInit) {
  return queryOptions({
    queryKey: reklamationKeys.orders(),
    queryFn: ({ signal }) => getReklamation(signal).then((fresh) => fresh.data),
    initialData: init.data,
    staleTime: 30_000,
  });
}

export function useClaimOrders(init: ReklamationInit) {
  return useQuery(claimOrdersQueryOptions(init));
}

export function getRelatedForClaim(oid: number, signal?: AbortSignal) {
  return apiRequest('order/related-for-claim', { schema: relatedForClaimResponseSchema, query: { oid }, auth: true, signal });
}

export function relatedForClaimQueryOptions(oid: number | null) {
  return queryOptions({
    queryKey: reklamationKeys.related(oid ?? 0),
    queryFn: ({ signal }) => getRelatedForClaim(oid ?? 0, signal),
    enabled: oid !== null,
    staleTime: 300_000,
    retry: false,
  });
}

export function useRelatedForClaim(oid: number | null) {
  return useQuery(relatedForClaimQueryOptions(oid));
}

export function getClaims(query: { status: ClaimFilter; after?: number }, signal?: AbortSignal) {
  return apiRequest('order/reklamation_list', { schema: claimListResponseSchema, query, auth: true, signal });
}

/**
 * Sent claims and their statuses, a page at a time: each next page continues after the last claim shown. A refetch
 * (focus, a status change) reads the shown pages again in turn, so a claim sent meanwhile pushes the others down
 * without repeating one at a seam.
 */
export function claimsQueryOptions(status: ClaimFilter) {
  return infiniteQueryOptions({
    queryKey: reklamationKeys.claimPages(status),
    queryFn: ({ pageParam, signal }) => getClaims({ status, after: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextAfter ?? undefined,
    staleTime: 30_000,
  });
}

export function useClaims(status: ClaimFilter) {
  return useInfiniteQuery(claimsQueryOptions(status));
}

/** A claim's photo for its preview: cabinet files need the session token, so they come as a Blob. */
export function claimFileQueryOptions(file: { id: number; src: string }) {
  return queryOptions({
    queryKey: reklamationKeys.file(file.id),
    queryFn: () => apiDownload(file.src.replace(/^\/api\/v1\//, '')),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}

export function useClaimFile(file: { id: number; src: string }) {
  return useQuery(claimFileQueryOptions(file));
}
