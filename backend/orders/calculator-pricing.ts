import type { CalcRow, PricedRow, RowIssue, SizeLimits } from '../../api-client/schemas/calculator';
import { sizeIssues } from '../../lib/calculator/size-issues';

/** Every price rule of the calculator lives here; the routes only load the group's catalogue data. */

/** Small parts are billed as at least this area per piece, as the factory's price list does. */
export const MIN_BILLABLE_AREA = 0.1;
/** Patina is hand work over the milling: a share of the facade's price. */
export const PATINA_SHARE = 0.15;
/** A glass layout (muntins) is a fixed amount per piece. */
export const LAYOUT_PER_PIECE = 450;
/** Catalogue layouts titled «Без раскладки, …» are a plain glass of a kind: there are no muntins to charge for. */
export const isNoLayout = (title: string) => /^без\s+раскладки(?![а-яё])/iu.test(title.trim());
/** Frame width assumed for a glass opening when the model's own is not given. */
export const DEFAULT_FRAME = 60;
/** A panel between the frame's rails narrower than this is unusual: the milling can chip. */
export const NARROW_PANEL = 120;
/** Longer facades may bow; the factory recommends a straightener. */
export const LONG_FACADE = 2000;
export const MAX_ASPECT = 10;

/** Per m² surcharges on top of the model's rate: glossy and solid-wood materials cost more to make. */
const MATERIAL_FACTORS: Record<string, number> = {
  'pvh-glyanec': 1.1,
  'emal-glyanec': 1.2,
  'massiv-yasen': 0.95,
  'plastik-akril': 1.05,
};

/** Finish (lacquer) per m². */
export const FINISH_RATES: Record<string, number> = {
  'lak-matovyj': 450,
  'lak-polumatovyj': 550,
  'lak-glyancevyj': 900,
  'maslo-vosk': 700,
};
const DEFAULT_FINISH_RATE = 500;

/** Glass per m² of the opening. */
export const GLASS_RATES: Record<string, number> = {
  'steklo-prozrachnoe': 1200,
  'steklo-satinat': 1500,
  'steklo-bronza': 1800,
  'steklo-grafit': 1800,
  'steklo-vitrazh': 3600,
};
const DEFAULT_GLASS_RATE = 1500;

export const PACK_VARIANTS = [
  { code: 'standard', title: 'Стандартная (стрейч-плёнка)', perPiece: 0 },
  { code: 'carton', title: 'Гофрокартон с уголками', perPiece: 180 },
  { code: 'crate', title: 'Деревянная обрешётка', perPiece: 650 },
] as const;
export type PackCode = (typeof PACK_VARIANTS)[number]['code'];
export const DEFAULT_PACK: PackCode = 'standard';

/** Retail for a user without a dealer contract; dealers buy at their discount. */
export const PRICE_TYPES = [
  { code: 'retail', title: 'Розничная', factor: 1 },
  { code: 'dealer', title: 'Дилерская', factor: 0.85 },
] as const;
export type PriceTypeCode = (typeof PRICE_TYPES)[number]['code'];
export const priceFactor = (code: PriceTypeCode) => PRICE_TYPES.find((type) => type.code === code)?.factor ?? 1;

export const BASE_LIMITS: SizeLimits = { minHeight: 110, maxHeight: 2350, minWidth: 110, maxWidth: 1150 };

/** What the price of one group depends on, resolved from the catalogue. */
export type PriceContext = {
  ratePerM2: number;
  materialCode: string;
  finishCode: string | null;
  glassCode: string | null;
  layout: boolean;
  patina: boolean;
  packCode: PackCode;
  priceType: PriceTypeCode;
  /** Frame (rail) width in mm of a framed model; null for a flat one. */
  frame: number | null;
  hasGlassOpening: boolean;
};

/** Limits of a model in a material: glass openings need room, solid wood and gloss have shorter presses. */
export function limitsFor(materialCode: string, hasGlassOpening: boolean): SizeLimits {
  const limits = { ...BASE_LIMITS };
  if (hasGlassOpening) {
    limits.minHeight = 250;
    limits.minWidth = 250;
  }
  if (materialCode.includes('massiv')) {
    limits.maxHeight = 2200;
    limits.maxWidth = 800;
  }
  if (materialCode.includes('glyanec')) limits.maxHeight = 2100;
  return limits;
}

export function materialRate(ratePerM2: number, materialCode: string): number {
  return Math.round(ratePerM2 * (MATERIAL_FACTORS[materialCode] ?? 1));
}

/** Two decimals for areas, as the order's info list shows them. */
const area2 = (value: number) => Math.round(value * 100) / 100;

export function rowIssues(row: Pick<CalcRow, 'height' | 'width'>, ctx: Pick<PriceContext, 'frame' | 'hasGlassOpening' | 'materialCode'>): RowIssue[] {
  const issues = sizeIssues(row, limitsFor(ctx.materialCode, ctx.hasGlassOpening));
  if (issues.length > 0) return issues;
  if (ctx.frame !== null && Math.min(row.height, row.width) - 2 * ctx.frame < NARROW_PANEL) {
    issues.push({ level: 'warning', field: 'row', message: `Узкая филёнка: между рамками меньше ${NARROW_PANEL} мм` });
  }
  if (row.height > LONG_FACADE) issues.push({ level: 'warning', field: 'height', message: 'Длинный фасад: возможен прогиб, рекомендуем выпрямитель' });
  if (Math.max(row.height, row.width) / Math.min(row.height, row.width) > MAX_ASPECT) {
    issues.push({ level: 'warning', field: 'row', message: `Узкая деталь: стороны отличаются больше чем в ${MAX_ASPECT} раз` });
  }
  return issues;
}

/** One row's price in whole roubles: rate × billable area, plus finish, patina, glass and packaging. */
export function priceRow(row: CalcRow, ctx: PriceContext): PricedRow {
  const area = (row.height * row.width) / 1_000_000;
  const billable = Math.max(area, MIN_BILLABLE_AREA);
  const facade = materialRate(ctx.ratePerM2, ctx.materialCode) * billable;
  const finish = ctx.finishCode ? (FINISH_RATES[ctx.finishCode] ?? DEFAULT_FINISH_RATE) * billable : 0;
  const patina = ctx.patina ? facade * PATINA_SHARE : 0;
  const frame = ctx.frame ?? DEFAULT_FRAME;
  const opening = (Math.max(row.height - 2 * frame, 0) * Math.max(row.width - 2 * frame, 0)) / 1_000_000;
  const glass = ctx.glassCode ? opening * (GLASS_RATES[ctx.glassCode] ?? DEFAULT_GLASS_RATE) + (ctx.layout ? LAYOUT_PER_PIECE : 0) : 0;
  const factor = priceFactor(ctx.priceType);
  const pack = PACK_VARIANTS.find((variant) => variant.code === ctx.packCode)?.perPiece ?? 0;
  const unitPrice = Math.round((facade + finish + patina + glass) * factor) + pack;
  return { area: area2(area), billableArea: area2(billable), unitPrice, sum: unitPrice * row.quantity, issues: rowIssues(row, ctx) };
}

export function priceCalculation(rows: readonly CalcRow[], ctx: PriceContext) {
  const priced = rows.map((row) => priceRow(row, ctx));
  const issues = priced.flatMap((row) => row.issues);
  return {
    rows: priced,
    totals: {
      quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
      area: area2(rows.reduce((sum, row) => sum + (row.height * row.width * row.quantity) / 1_000_000, 0)),
      sum: priced.reduce((sum, row) => sum + row.sum, 0),
      warnings: issues.filter((issue) => issue.level === 'warning').length,
      errors: issues.filter((issue) => issue.level === 'error').length,
    },
    limits: limitsFor(ctx.materialCode, ctx.hasGlassOpening),
    // The rate the rows are priced at, after the price type's discount, as the line beside it names the type.
    ratePerM2: Math.round(materialRate(ctx.ratePerM2, ctx.materialCode) * priceFactor(ctx.priceType)),
    priceType: PRICE_TYPES.find((type) => type.code === ctx.priceType)?.title ?? '',
  };
}
