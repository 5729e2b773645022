import type { Location } from '../http';

export const catalogKeys = {
  all: ['catalog'] as const,
  sections: () => [...catalogKeys.all, 'sections'] as const,
  section: (sectionCode: string, page: number, location?: Location | null) =>
    [...catalogKeys.all, 'section', sectionCode, { page, location: location ?? null }] as const,
  product: (sectionCode: string, productCode: string, location?: Location | null) =>
    [...catalogKeys.all, 'product', sectionCode, productCode, { location: location ?? null }] as const,
  prices: (ids: number[], location?: Location | null) => [...catalogKeys.all, 'prices', { ids, location: location ?? null }] as const,
};
