export const clientKeys = {
  all: ['clients'] as const,
  clients: (withDeleted = false) => [...clientKeys.all, 'clients', { withDeleted }] as const,
  companies: () => [...clientKeys.all, 'companies'] as const,
  managers: () => [...clientKeys.all, 'managers'] as const,
};
