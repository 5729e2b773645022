import { z } from 'zod';
import { formatCount } from './fields';
import { jsonField } from './json-field';
import { requestKeySchema } from './request-key';

/** Sizes beyond this are typing slips, not facades: refused outright rather than reported as a row error. */
export const CALC_MAX_SIZE = 10_000;
export const CALC_MAX_QUANTITY = 999;
export const CALC_MAX_ROWS = 500;
export const CALC_MAX_NOTE = 200;

/** A row begun but missing one of these is neither priced nor sent: it says what to add. */
export const CALC_MISSING = { height: 'Укажите высоту', width: 'Укажите ширину', quantity: 'Укажите количество' } as const;

export const ISSUE_LEVELS = ['warning', 'error'] as const;
export type IssueLevel = (typeof ISSUE_LEVELS)[number];

/** Only plain decimal digits are numbers here: Number() would also read '0x2CC', '4e2' and '0b10' as sizes. */
const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;

type WholeMessages = { number: string; int: string; min: string; max: string };
const SAFE_NOTE = 'Integers must be within the safe integer range.';

/**
 * A whole number from 1 to `max`, as text or as a number. One transform does what preprocess → z.coerce.number() →
 * refine → pipe → int/min/max did (~3 KB of garbage per row of the price call, ~1 KB now), with the very issues that
 * chain gave: same codes, fields and order, and the same `continue` flags, which decide whether later checks run.
 */
const wholeNumber = (max: number, messages: WholeMessages) => z.transform((value: unknown, ctx) => toWholeNumber(value, ctx, max, messages));

function toWholeNumber(value: unknown, ctx: z.core.ParsePayload, max: number, messages: WholeMessages): number {
  let input: unknown = typeof value === 'string' && !DECIMAL.test(value) ? Number.NaN : value;
  try {
    input = Number(input);
  } catch {
    // As z.coerce: a value Number() throws on (a symbol) stays as it is and is refused below.
  }
  if (typeof input !== 'number' || !Number.isFinite(input)) {
    const received = typeof input === 'number' ? String(input) : undefined;
    ctx.issues.push({ expected: 'number', code: 'invalid_type', input, ...(received ? { received } : {}), path: [], message: messages.number });
    return z.NEVER;
  }
  if (!Number.isInteger(input)) {
    ctx.issues.push({ expected: 'int', format: 'safeint', code: 'invalid_type', continue: false, input, path: [], message: messages.int });
    return z.NEVER;
  }
  if (input > Number.MAX_SAFE_INTEGER) {
    ctx.issues.push({ input, code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, note: SAFE_NOTE, origin: 'int', inclusive: true, continue: true, path: [], message: messages.int });
  } else if (input < Number.MIN_SAFE_INTEGER) {
    ctx.issues.push({ input, code: 'too_small', minimum: Number.MIN_SAFE_INTEGER, note: SAFE_NOTE, origin: 'int', inclusive: true, continue: true, path: [], message: messages.int });
  }
  if (input < 1) ctx.issues.push({ origin: 'number', input, code: 'too_small', minimum: 1, inclusive: true, continue: true, path: [], message: messages.min });
  if (input > max) ctx.issues.push({ origin: 'number', input, code: 'too_big', maximum: max, inclusive: true, continue: true, path: [], message: messages.max });
  return input;
}

const positiveSize = (label: string) =>
  wholeNumber(CALC_MAX_SIZE, {
    number: `${label}: введите число в миллиметрах`,
    int: `${label}: целое число миллиметров`,
    min: `${label} должна быть больше нуля`,
    max: `${label} не может быть больше ${formatCount(CALC_MAX_SIZE)} мм`,
  });

const id = (message: string) => z.number({ message }).int(message).positive(message);
const optionalId = z.number().int().positive().nullish();

/** The group's shared attributes, set once for all rows (spec section 3's info-attribute order). */
export const calcGroupSchema = z.object({
  model: id('Выберите модель фасада'),
  glass: optionalId,
  material: id('Выберите материал'),
  layout: optionalId,
  color: id('Выберите цвет'),
  ral: z.string().trim().max(20).nullish(),
  varnish: optionalId,
  patina: optionalId,
  packaging: z.string().max(40).nullish(),
});
export type CalcGroup = z.infer<typeof calcGroupSchema>;

export const calcRowSchema = z.object({
  height: positiveSize('Высота'),
  width: positiveSize('Ширина'),
  quantity: wholeNumber(CALC_MAX_QUANTITY, {
    number: 'Количество: введите число',
    int: 'Количество: целое число',
    min: 'Количество должно быть не меньше 1',
    max: `Количество не больше ${CALC_MAX_QUANTITY}`,
  }),
  note: z.string().max(CALC_MAX_NOTE, `Примечание не длиннее ${CALC_MAX_NOTE} знаков`).optional().default(''),
});
export type CalcRow = z.infer<typeof calcRowSchema>;

export const calculationSchema = z.object({
  group: calcGroupSchema,
  rows: z.array(calcRowSchema, { message: 'Нет строк расчёта' }).min(1, 'Добавьте хотя бы одну строку').max(CALC_MAX_ROWS, `Не больше ${CALC_MAX_ROWS} строк`),
});
export type Calculation = z.infer<typeof calculationSchema>;
export type CalculationInput = z.input<typeof calculationSchema>;

/** `POST order/get_calculator_product` and `order/create_xls_calculator`: the calculation as JSON in `data`. */
export const calculatorProductRequestSchema = z.object({ data: jsonField(calculationSchema) });

/** `POST order/create_from_calculator`: `calc_order` holds the calculation plus the order's own fields. */
export const calcOrderSchema = calculationSchema.extend({
  /** The order opened in the calculator (status 'n'): its rows are replaced instead of a new order being made. */
  order_id: z.number().int().positive().nullish(),
  nti: z.number().int().positive().nullish(),
  client_id: z.number().int().positive().nullish(),
  company_id: z.number().int().positive().nullish(),
  comment: z.string().max(2000).optional(),
  /** The browser's key for this «Создать заказ»: sent again after a lost answer, it returns the order made then. */
  request_key: requestKeySchema.nullish(),
});
export const createFromCalculatorRequestSchema = z.object({ calc_order: jsonField(calcOrderSchema) });
export type CalcOrder = z.infer<typeof calcOrderSchema>;
export type CalcOrderInput = z.input<typeof calcOrderSchema>;

/** The draft as typed: rows keep their raw text so that half-typed and wrong values survive a reload. */
export const CALC_TEXT_MAX = 40;
const draftText = z.string().max(CALC_TEXT_MAX);
export const calcDraftSchema = z.object({
  nti: z.number().int().positive().nullable(),
  group: z.object({
    model: z.number().int().positive().nullable(),
    glass: z.number().int().positive().nullable(),
    material: z.number().int().positive().nullable(),
    layout: z.number().int().positive().nullable(),
    color: z.number().int().positive().nullable(),
    ral: z.string().max(20),
    varnish: z.number().int().positive().nullable(),
    patina: z.number().int().positive().nullable(),
    packaging: z.string().max(40).nullable(),
  }),
  rows: z
    .array(z.object({ height: draftText, width: draftText, quantity: draftText, note: z.string().max(CALC_MAX_NOTE) }))
    .max(CALC_MAX_ROWS, `Не больше ${CALC_MAX_ROWS} строк`),
  savedAt: z.string().max(40),
});
export type CalcDraft = z.infer<typeof calcDraftSchema>;
export type CalcDraftRow = CalcDraft['rows'][number];

/** `GET order/calculator?calculator=<order id>`: the order opened in the calculator. */
export const calculatorParamSchema = z.object({
  calculator: z.string().regex(/^\d{1,9}$/, 'Неверный номер заказа').transform(Number).optional(),
});

/** The order being edited in the calculator, as a draft the grid can show. */
export const calculatorOrderSchema = z.object({ id: z.number().int(), draft: calcDraftSchema });
export type CalculatorOrder = z.infer<typeof calculatorOrderSchema>;

export const saveCalculatorStateRequestSchema = z.object({ calc_data: jsonField(calcDraftSchema) });
export const saveCalculatorStateResponseSchema = z.object({ result: z.literal('ok'), savedAt: z.string() });

export const rowIssueSchema = z.object({
  level: z.enum(ISSUE_LEVELS),
  field: z.enum(['height', 'width', 'quantity', 'row']),
  message: z.string(),
});
export type RowIssue = z.infer<typeof rowIssueSchema>;

export const limitsSchema = z.object({ minHeight: z.number(), maxHeight: z.number(), minWidth: z.number(), maxWidth: z.number() });
export type SizeLimits = z.infer<typeof limitsSchema>;

export const pricedRowSchema = z.object({
  area: z.number(),
  billableArea: z.number(),
  unitPrice: z.number().int(),
  sum: z.number().int(),
  issues: z.array(rowIssueSchema),
});
export type PricedRow = z.infer<typeof pricedRowSchema>;

export const calculatorProductResponseSchema = z.object({
  rows: z.array(pricedRowSchema),
  totals: z.object({ quantity: z.number().int(), area: z.number(), sum: z.number().int(), warnings: z.number().int(), errors: z.number().int() }),
  limits: limitsSchema,
  ratePerM2: z.number().int(),
  priceType: z.string(),
});
export type CalculatorProductResponse = z.infer<typeof calculatorProductResponseSchema>;

const swatch = { id: z.number().int(), title: z.string(), img: z.string(), hex: z.string() };

export const orderTypeSchema = z.object({
  id: z.number().int(),
  picture: z.string(),
  subtitle: z.string(),
  name: z.string(),
  text: z.string(),
  prodtime: z.string(),
  dark: z.boolean(),
});
export type OrderType = z.infer<typeof orderTypeSchema>;

export const calcModelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  typeId: z.number().int(),
  img: z.string(),
  ratePerM2: z.number().int(),
  frame: z.number().int().nullable(),
  /** Material id → colour id → patina ids allowed on that colour. */
  materials: z.array(z.object({ id: z.number().int(), colors: z.array(z.object({ id: z.number().int(), patinas: z.array(z.number().int()) })) })),
  layouts: z.array(z.number().int()),
  varnishes: z.array(z.number().int()),
  limits: z.array(z.object({ material: z.number().int(), limits: limitsSchema })),
});
export type CalcModel = z.infer<typeof calcModelSchema>;

export const packVariantSchema = z.object({ code: z.string(), title: z.string(), perPiece: z.number().int() });

export const colorLibSchema = z.object({
  code: z.string(),
  title: z.string(),
  colors: z.array(z.object({ code: z.string(), title: z.string(), hex: z.string() })),
});
export type ColorLib = z.infer<typeof colorLibSchema>;

export const calculatorReferenceSchema = z.object({
  new_order_types: z.array(orderTypeSchema),
  order_models: z.array(calcModelSchema),
  order_materials: z.array(z.object({ ...swatch, ral: z.boolean() })),
  order_colors: z.array(z.object(swatch)),
  order_patinas: z.array(z.object(swatch)),
  order_glass_models: z.array(z.object({ id: z.number().int(), title: z.string(), img: z.string() })),
  order_glassinsert_variants: z.array(z.object({ id: z.number().int(), title: z.string(), glass: z.number().int() })),
  order_pack_variants: z.array(packVariantSchema),
  order_finishlak_variants: z.array(z.object({ id: z.number().int(), title: z.string() })),
  price_types: z.array(z.object({ code: z.string(), title: z.string(), factor: z.number() })),
  custom_price_ref: z.object({ priceType: z.string() }),
  calculator_options: z.object({ maxRows: z.number().int(), maxSize: z.number().int(), maxQuantity: z.number().int(), minBillableArea: z.number() }),
  calculator_user_data: z.object({ defaultPack: z.string() }),
  calculator_saved_data: calcDraftSchema.nullable(),
  /** Only with `?calculator=<order id>`: that order's rows and shared attributes. */
  calculator_order: calculatorOrderSchema.nullable(),
});
export type CalculatorReference = z.infer<typeof calculatorReferenceSchema>;

export const colorLibsResponseSchema = z.object({ color_libs: z.array(colorLibSchema) });

export const offersResponseSchema = z.object({
  offers: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.number().int(), unit: z.string(), img: z.string() })),
});

export const importCalcFileResponseSchema = z.object({
  rows: z.array(z.object({ height: z.string(), width: z.string(), quantity: z.string(), note: z.string() })),
  message: z.string(),
});
