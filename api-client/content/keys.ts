import type { Location } from '../http';
import type { MENU_NAMES } from '../schemas/content';

export const contentKeys = {
  all: ['content'] as const,
  properties: () => [...contentKeys.all, 'properties'] as const,
  menu: (menuname: (typeof MENU_NAMES)[number]) => [...contentKeys.all, 'menu', menuname] as const,
  page: (path: string) => [...contentKeys.all, 'page', path] as const,
  custom: (id: number) => [...contentKeys.all, 'custom', id] as const,
  filial: (id: number) => [...contentKeys.all, 'filial', id] as const,
  sitemap: () => [...contentKeys.all, 'sitemap'] as const,
  priceTable: (sectionCode: string, productCode: string, location?: Location | null) =>
    [...contentKeys.all, 'price-table', sectionCode, productCode, { location: location ?? null }] as const,
  related: (sectionCode: string, productCode: string) => [...contentKeys.all, 'related', sectionCode, productCode] as const,
};
