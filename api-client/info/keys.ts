export const infoKeys = {
  all: ['info'] as const,
  cities: () => [...infoKeys.all, 'cities'] as const,
  shops: (cityId?: number) => [...infoKeys.all, 'shops', { cityId: cityId ?? null }] as const,
};
