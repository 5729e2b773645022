export const infoKeys = {
  all: ['info'] as const,
  cities: () => [...infoKeys.all, 'cities'] as const,
  blogAlert: () => [...infoKeys.all, 'blog-alert'] as const,
  shops: (cityId?: number) => [...infoKeys.all, 'shops', { cityId: cityId ?? null }] as const,
};
