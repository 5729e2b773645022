import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { getQueryClient } from '../query-client';
import {
  calculatorProductResponseSchema,
  calculatorReferenceSchema,
  colorLibsResponseSchema,
  offersResponseSchema,
  type CalculationInput,
} from '../schemas/calculator';
import { calculatorKeys } from './keys';

/** `calculator`: the order opened in the calculator (`/profile/order/calc/{calculator}`), its rows come with the reference. */
export function getCalculatorReference(calculator: string | null, signal?: AbortSignal) {
  return apiRequest('order/calculator', { schema: calculatorReferenceSchema, query: calculator === null ? undefined : { calculator }, auth: true, signal });
}

/** Read once per visit: the saved draft in it only seeds the page, which then keeps its own state. */
export function calculatorReferenceQueryOptions(calculator: string | null = null) {
  return queryOptions({
    queryKey: calculatorKeys.reference(calculator),
    queryFn: ({ signal }) => getCalculatorReference(calculator, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useCalculatorReference(calculator: string | null = null) {
  return useQuery(calculatorReferenceQueryOptions(calculator));
}

/** The order-type chooser is a modal, outside the cabinet's provider: it reads the kinds from the same reference answer. */
export function useOrderTypes() {
  return useQuery({ ...calculatorReferenceQueryOptions(), select: (reference) => reference.new_order_types }, getQueryClient());
}

export function getColorLibs(signal?: AbortSignal) {
  return apiRequest('order/colorlibs', { schema: colorLibsResponseSchema, auth: true, signal }).then((data) => data.color_libs);
}

export function colorLibsQueryOptions() {
  return queryOptions({ queryKey: calculatorKeys.colorLibs(), queryFn: ({ signal }) => getColorLibs(signal), staleTime: Infinity });
}

export function useColorLibs() {
  return useQuery(colorLibsQueryOptions());
}

export function getOffers(signal?: AbortSignal) {
  return apiRequest('order/offers', { schema: offersResponseSchema, auth: true, signal }).then((data) => data.offers);
}

export function offersQueryOptions() {
  return queryOptions({ queryKey: calculatorKeys.offers(), queryFn: ({ signal }) => getOffers(signal), staleTime: 300_000 });
}

export function useOffers() {
  return useQuery(offersQueryOptions());
}

export function getCalculatorPrice(calculation: CalculationInput, signal?: AbortSignal) {
  return apiRequest('order/get_calculator_product', {
    schema: calculatorProductResponseSchema,
    method: 'POST',
    body: { data: JSON.stringify(calculation) },
    auth: true,
    signal,
  });
}

/** The previous answer stays on screen while the next one is on its way, so typing never blanks the prices. */
export function calculatorPriceQueryOptions(calculation: CalculationInput | null) {
  return queryOptions({
    queryKey: calculatorKeys.price(calculation ?? { group: { model: 0, material: 0, color: 0 }, rows: [] }),
    queryFn: ({ signal }) => getCalculatorPrice(calculation as CalculationInput, signal),
    enabled: calculation !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

export function useCalculatorPrice(calculation: CalculationInput | null) {
  return useQuery(calculatorPriceQueryOptions(calculation));
}
