import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../http';
import { orderKeys } from '../orders/keys';
import { orderCreatedResponseSchema } from '../schemas/orders';
import {
  importCalcFileResponseSchema,
  saveCalculatorStateResponseSchema,
  type CalcDraft,
  type CalcOrderInput,
  type CalculationInput,
} from '../schemas/calculator';

export function saveCalculatorState(draft: CalcDraft) {
  return apiRequest('order/save_calculator_state', {
    schema: saveCalculatorStateResponseSchema,
    method: 'POST',
    body: { calc_data: JSON.stringify(draft) },
    auth: true,
  });
}

export function createFromCalculator(order: CalcOrderInput) {
  return apiRequest('order/create_from_calculator', {
    schema: orderCreatedResponseSchema,
    method: 'POST',
    body: { calc_order: JSON.stringify(order) },
    auth: true,
  });
}

export function exportCalculatorXlsx(calculation: CalculationInput) {
  return apiDownload('order/create_xls_calculator', { data: JSON.stringify(calculation) });
}

export function importCalcFile(file: File) {
  const form = new FormData();
  form.set('import_calc_data', file);
  return apiRequest('order/import_calc_file', { schema: importCalcFileResponseSchema, method: 'POST', body: form, auth: true });
}

export function useSaveCalculatorState() {
  return useMutation({ mutationFn: saveCalculatorState });
}

export function useCreateFromCalculator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFromCalculator,
    onSuccess: ({ order }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.lists() }), queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) })]),
  });
}

export function useExportCalculatorXlsx() {
  return useMutation({ mutationFn: exportCalculatorXlsx });
}

export function useImportCalcFile() {
  return useMutation({ mutationFn: importCalcFile });
}
