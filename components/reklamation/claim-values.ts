import { z } from 'zod';
import {
  claimCommentSchema,
  claimDescriptionSchema,
  claimQuantitySchema,
  DEMAND_CODES,
  rekDataSchema,
  type ClaimableOrder,
  type RekData,
} from '@/api-client/schemas/reklamation';

/**
 * A row of the chosen order as the form holds it: keyed `n{num}`, so that another order's rows never mix in. An
 * unticked row is not claimed: what its hidden fields hold (a quantity cleared before unticking) is neither checked nor sent.
 */
const rowValuesSchema = z.discriminatedUnion('checked', [
  z.object({ checked: z.literal(true), defect: z.string(), quantity: claimQuantitySchema, comment: claimCommentSchema }),
  z.object({ checked: z.literal(false), defect: z.string(), quantity: z.number().or(z.nan()), comment: z.string() }),
]);

export const claimFormSchema = z.object({
  orderId: z.string(),
  rows: z.record(z.string(), rowValuesSchema),
  demand: z.enum(DEMAND_CODES),
  description: claimDescriptionSchema,
});
export type ClaimFormValues = z.infer<typeof claimFormSchema>;

export const rowKey = (num: number) => `n${num}`;
const numOf = (key: string) => Number(key.slice(1));

/** The form's start: the saved draft, or else the order the page was opened for when the dealer may claim it. */
export function formFromSaved(saved: RekData | null, orders: ClaimableOrder[], preselect: number | null): ClaimFormValues {
  const orderId = saved?.orderId ?? (preselect !== null && orders.some((order) => order.id === preselect) ? preselect : null);
  return {
    orderId: orderId === null ? '' : String(orderId),
    rows: Object.fromEntries((saved?.rows ?? []).map((row) => [rowKey(row.num), { checked: true, defect: row.defect, quantity: row.quantity, comment: row.comment }])),
    demand: saved?.demand ?? 'replace',
    description: saved?.description ?? '',
  };
}

function rekDataInput(values: ClaimFormValues) {
  const rows = Object.entries(values.rows ?? {})
    .filter(([, row]) => row?.checked)
    .map(([key, row]) => ({ num: numOf(key), defect: row.defect, quantity: row.quantity, comment: row.comment.trim() }))
    .sort((a, b) => a.num - b.num);
  return { orderId: Number(values.orderId) || null, rows, demand: values.demand, description: values.description.trim() };
}

/** `rek_data` from the form: ticked rows in the order's row order. */
export function toRekData(values: ClaimFormValues): RekData {
  return rekDataSchema.parse(rekDataInput(values));
}

/** The form's state as the draft would save it, or null where the claim's own checks refuse it. */
export function savableRekData(values: ClaimFormValues): string | null {
  const parsed = rekDataSchema.safeParse(rekDataInput(values));
  return parsed.success ? JSON.stringify(parsed.data) : null;
}

/** Where a server field error (`rows.{i}.defect` counts ticked rows) belongs in the form. */
export function serverFieldOf(field: string, values: ClaimFormValues): string | null {
  if (field === 'orderId' || field === 'description' || field === 'rows') return field;
  const match = /^rows\.(\d+)\.(defect|quantity)$/.exec(field);
  if (!match) return null;
  const row = toRekData(values).rows[Number(match[1])];
  return row ? `rows.${rowKey(row.num)}.${match[2]}` : null;
}
