import type { ClaimFilter } from '../schemas/reklamation';

export const reklamationKeys = {
  all: ['reklamation'] as const,
  init: () => [...reklamationKeys.all, 'init'] as const,
  related: (oid: number) => [...reklamationKeys.all, 'related', oid] as const,
  /** Every claims list, whatever its filter: what a status change or a stream event refreshes. */
  claims: () => [...reklamationKeys.all, 'claims'] as const,
  claimPages: (status: ClaimFilter) => [...reklamationKeys.claims(), status] as const,
  /** The shipped orders a claim may name: kept apart from the init, so that a status change refreshes them and not the draft. */
  orders: () => [...reklamationKeys.all, 'orders'] as const,
  file: (id: number) => [...reklamationKeys.all, 'file', id] as const,
};
