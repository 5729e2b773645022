export const reklamationKeys = {
  all: ['reklamation'] as const,
  init: () => [...reklamationKeys.all, 'init'] as const,
  related: (oid: number) => [...reklamationKeys.all, 'related', oid] as const,
  claims: () => [...reklamationKeys.all, 'claims'] as const,
  file: (id: number) => [...reklamationKeys.all, 'file', id] as const,
};
