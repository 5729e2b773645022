import type { CalculatorReference } from '@/api-client/schemas/calculator';

/** A calculator reference with nothing in its lists, for tests that add only what they need. */
export const EMPTY_REFERENCE = {
  new_order_types: [],
  order_models: [],
  order_materials: [],
  order_colors: [],
  order_patinas: [],
  order_glass_models: [],
  order_glassinsert_variants: [],
  order_pack_variants: [],
  order_finishlak_variants: [],
  price_types: [],
  custom_price_ref: { priceType: 'dealer' },
  calculator_options: { maxRows: 500, maxSize: 10000, maxQuantity: 999, minBillableArea: 0.1 },
  calculator_user_data: { defaultPack: 'carton' },
  calculator_saved_data: null,
  calculator_order: null,
} satisfies CalculatorReference;
