import type { Location } from '../http';

export const pagesKeys = {
  all: ['pages'] as const,
  page: (code: 'main' | 'contact') => [...pagesKeys.all, code] as const,
  about: () => [...pagesKeys.all, 'about'] as const,
  home: (location?: Location | null) => [...pagesKeys.all, 'home', { location: location ?? null }] as const,
};
