import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../http';
import {
  clientListResponseSchema,
  clientResponseSchema,
  companyListResponseSchema,
  managerListResponseSchema,
  type ClientInput,
  type ClientResponse,
} from '../schemas/clients';
import { orderKeys } from '../orders/keys';
import { clientKeys } from './keys';

export function getClients(withDeleted = false, signal?: AbortSignal) {
  return apiRequest('client', { schema: clientListResponseSchema, query: { deleted: withDeleted ? 'y' : undefined }, auth: true, signal });
}
export function clientsQueryOptions(withDeleted = false) {
  return queryOptions({ queryKey: clientKeys.clients(withDeleted), queryFn: ({ signal }) => getClients(withDeleted, signal) });
}
export function useClients(withDeleted = false) {
  return useQuery(clientsQueryOptions(withDeleted));
}

export function getCompanies(signal?: AbortSignal) {
  return apiRequest('company', { schema: companyListResponseSchema, auth: true, signal });
}
export function companiesQueryOptions() {
  return queryOptions({ queryKey: clientKeys.companies(), queryFn: ({ signal }) => getCompanies(signal) });
}
export function useCompanies() {
  return useQuery(companiesQueryOptions());
}

export function getManagers(signal?: AbortSignal) {
  return apiRequest('manager', { schema: managerListResponseSchema, auth: true, signal });
}
export function managersQueryOptions() {
  return queryOptions({ queryKey: clientKeys.managers(), queryFn: ({ signal }) => getManagers(signal) });
}
export function useManagers() {
  return useQuery(managersQueryOptions());
}

/** Sign-in loads the client, company and manager lists in parallel (spec, section 4); failures are only logged. */
export function prefetchOrdersLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(clientsQueryOptions()),
    queryClient.prefetchQuery(companiesQueryOptions()),
    queryClient.prefetchQuery(managersQueryOptions()),
  ]).then(() => undefined);
}

export function createClient(input: ClientInput) {
  return apiRequest('client', { schema: clientResponseSchema, method: 'POST', body: input, auth: true });
}
export function updateClient(id: number, input: ClientInput) {
  return apiRequest(`client/${id}`, { schema: clientResponseSchema, method: 'POST', body: input, auth: true });
}
export function deleteClient(id: number) {
  return apiRequest(`client/${id}`, { schema: clientResponseSchema, method: 'DELETE', auth: true });
}
export function restoreClient(id: number) {
  return apiRequest(`client/${id}/restore`, { schema: clientResponseSchema, method: 'POST', auth: true });
}

/** Every client change refreshes the client lists, and `alsoRefresh` the other caches that show what changed. */
function useClientMutation<V>(mutationFn: (variables: V) => Promise<ClientResponse>, alsoRefresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([clientKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCreateClient() {
  return useClientMutation(createClient);
}
export function useUpdateClient() {
  // Orders carry their client's name: a renamed client must not linger in the order list.
  return useClientMutation(({ id, input }: { id: number; input: ClientInput }) => updateClient(id, input), [orderKeys.all]);
}
export function useDeleteClient() {
  return useClientMutation(deleteClient);
}
export function useRestoreClient() {
  return useClientMutation(restoreClient);
}
