import type { SolutionFilters } from './get-solutions';

export const galleryKeys = {
  all: ['gallery'] as const,
  solutions: (filters: SolutionFilters, page: number) => [...galleryKeys.all, 'solutions', { ...filters, page }] as const,
};
