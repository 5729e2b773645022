import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../http';
import {
  orderActionResponseSchema,
  orderCreatedResponseSchema,
  orderDeletedResponseSchema,
  type Order,
  type OrderAction,
} from '../schemas/orders';
import { orderKeys } from './keys';

export type OrderUpdate = {
  order_number?: string;
  client_id?: number | null;
  company_id?: number | null;
  subscribe?: boolean;
  comment?: string;
  addFiles?: File[];
  removeFiles?: number[];
};

/** `requestKey`: one per order the dealer tries to create, the same on a retry (see useRequestKey). */
export type OrderCreate = { file: File; clientId: number | null; companyId: number | null; subscribe: boolean; files: File[]; requestKey: string };

/** Multipart as the spec sends it: null clears a client or company, an emptied notation goes as a single space. */
export function orderUpdateForm(update: OrderUpdate): FormData {
  const form = new FormData();
  if (update.order_number !== undefined) form.set('order_number', update.order_number);
  if (update.client_id !== undefined) form.set('client_id', update.client_id === null ? 'null' : String(update.client_id));
  if (update.company_id !== undefined) form.set('company_id', update.company_id === null ? 'null' : String(update.company_id));
  if (update.subscribe !== undefined) form.set('subscribe', update.subscribe ? 'y' : 'n');
  if (update.comment !== undefined) form.set('comment', update.comment === '' ? ' ' : update.comment);
  for (const file of update.addFiles ?? []) form.append('add_files[]', file);
  for (const id of update.removeFiles ?? []) form.append('remove_files[]', String(id));
  return form;
}

export function updateOrder(id: number, update: OrderUpdate) {
  return apiRequest(`order/${id}`, { schema: orderActionResponseSchema, method: 'POST', body: orderUpdateForm(update), auth: true });
}

export function createOrderFromExcel(input: OrderCreate) {
  const form = new FormData();
  form.set('file_order', input.file);
  if (input.clientId) form.set('client_id', String(input.clientId));
  if (input.companyId) form.set('company_id', String(input.companyId));
  form.set('subscribe', input.subscribe ? 'y' : 'n');
  for (const file of input.files) form.append('add_files[]', file);
  form.set('request_key', input.requestKey);
  return apiRequest('order/excel', { schema: orderCreatedResponseSchema, method: 'POST', body: form, auth: true });
}

export function replaceOrderExcel(id: number, file: File) {
  const form = new FormData();
  form.set('file_order', file);
  return apiRequest(`order/${id}/excel`, { schema: orderActionResponseSchema, method: 'POST', body: form, auth: true });
}

export type OrderStatusAction = Exclude<OrderAction, 'delete' | 'edit' | 'files' | 'excel'>;

export function runOrderAction(id: number, action: OrderStatusAction) {
  return apiRequest(`order/${id}/${action}`, { schema: orderActionResponseSchema, auth: true });
}

export function deleteOrder(id: number) {
  return apiRequest(`order/${id}`, { schema: orderDeletedResponseSchema, method: 'DELETE', auth: true });
}

export type OrderRepeat = { nums: readonly number[] | null; requestKey: string };

export function repeatOrder(id: number, { nums, requestKey }: OrderRepeat) {
  return apiRequest(`order/${id}/repeat`, {
    schema: orderCreatedResponseSchema,
    method: 'POST',
    body: { ...(nums && { 'nums[]': nums.map(String) }), request_key: requestKey },
    auth: true,
  });
}

/**
 * A changed order: its page takes the answer as is, and lists refetch so rows update in place. A fetch of the order
 * still on its way was asked before the change, so it is cancelled rather than let land over the answer.
 */
async function storeOrder(queryClient: QueryClient, order: Order) {
  await queryClient.cancelQueries({ queryKey: orderKeys.detail(order.id) });
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}

/**
 * A refusal because the order is no longer what the page shows (409: changed in another tab or by the factory; 404:
 * deleted): the page and the lists fetch it again, so that the dealer sees its status and actions as they are now.
 */
function refreshWhenStale(queryClient: QueryClient, id: number, error: unknown) {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) return;
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}

export function useUpdateOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrderUpdate) => updateOrder(id, update),
    onSuccess: ({ order }) => storeOrder(queryClient, order),
    onError: (error) => refreshWhenStale(queryClient, id, error),
  });
}

export function useReplaceOrderExcel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => replaceOrderExcel(id, file),
    onSuccess: ({ order }) => storeOrder(queryClient, order),
    onError: (error) => refreshWhenStale(queryClient, id, error),
  });
}

export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: OrderStatusAction }) => runOrderAction(id, action),
    onSuccess: ({ order }) => storeOrder(queryClient, order),
    onError: (error, { id }) => refreshWhenStale(queryClient, id, error),
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (error, id) => refreshWhenStale(queryClient, id, error),
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrderFromExcel, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }) });
}

export function useRepeatOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (repeat: OrderRepeat) => repeatOrder(id, repeat),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
