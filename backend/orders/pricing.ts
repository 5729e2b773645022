import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { finishCoatings, glasses, materials, products } from '../db/schema';
import { DEFAULT_PACK, limitsFor, PACK_VARIANTS, priceRow, type PriceContext, type PriceTypeCode } from './calculator-pricing';
import { frameOf } from './calculator';
import { isModel, titleKey } from './titles';

/** Price per m² of a facade whose model is not in the catalogue. */
export const DEFAULT_RATE_PER_M2 = 5200;
/** Only dealers create orders, so an order's rows are priced at the dealer's price type, as the calculator prices them. */
const ORDER_PRICE_TYPE: PriceTypeCode = 'dealer';
/** A lacquer the catalogue does not know is still lacquer: the calculator's default finish rate applies. */
const UNKNOWN_FINISH = 'unknown';

type Priced = { model: string; name: string; height: number; width: number; material: string; varnish: string; glass: string; layout: string; patina: string; packaging: string };


/**
 * Today's price of each row in whole roubles by the calculator's rules (`priceRow`): the same facade costs the same
 * whether it came from the calculator, a workbook or a repeat. The row's texts (model, material, lacquer, glass,
 * packaging) are matched to the catalogue by title; what is not found is priced at the defaults.
 */
export async function priceRows(db: Pick<Database, 'select'>, rows: readonly Priced[]): Promise<number[]> {
  return pricesOf(rows, await priceContexts(db, rows));
}

type WorkbookRow = Priced & { cells?: { height: string; width: string } };

/**
 * A workbook's rows priced, with the sizes their model and material cannot be made in (the calculator's
 * `limitsFor`) by cell: a workbook is held to the same presses as the calculator. One read of the catalogue.
 */
export async function priceWorkbookRows(db: Pick<Database, 'select'>, rows: readonly WorkbookRow[]): Promise<{ prices: number[]; problems: string[] }> {
  const contexts = await priceContexts(db, rows);
  return { prices: pricesOf(rows, contexts), problems: sizeLimitProblems(rows, contexts) };
}

function pricesOf(rows: readonly Priced[], contexts: readonly PriceContext[]): number[] {
  return contexts.map((ctx, i) => priceRow({ height: rows[i]!.height, width: rows[i]!.width, quantity: 1, note: '' }, ctx).unitPrice);
}

function sizeLimitProblems(rows: readonly WorkbookRow[], contexts: readonly PriceContext[]): string[] {
  return rows.flatMap((row, i) => {
    const limits = limitsFor(contexts[i]!.materialCode, contexts[i]!.hasGlassOpening);
    const where = (cell: 'height' | 'width') => row.cells?.[cell] ?? `Строка ${i + 1}`;
    const of = row.material ? ` для материала «${row.material}»` : '';
    return [
      row.height > limits.maxHeight ? `${where('height')}: высота ${row.height} больше допустимой ${limits.maxHeight}${of}` : '',
      row.height < limits.minHeight ? `${where('height')}: высота ${row.height} меньше допустимой ${limits.minHeight}${of}` : '',
      row.width > limits.maxWidth ? `${where('width')}: ширина ${row.width} больше допустимой ${limits.maxWidth}${of}` : '',
      row.width < limits.minWidth ? `${where('width')}: ширина ${row.width} меньше допустимой ${limits.minWidth}${of}` : '',
    ].filter(Boolean);
  });
}

async function priceContexts(db: Pick<Database, 'select'>, rows: readonly Priced[]): Promise<PriceContext[]> {
  const [models, materialRows, finishRows, glassRows] = await Promise.all([
    db.select({ title: products.title, price: products.price, characteristics: products.characteristics }).from(products).where(isNotNull(products.price)),
    db.select({ title: materials.title, code: materials.code }).from(materials),
    db.select({ title: finishCoatings.title, code: finishCoatings.code }).from(finishCoatings),
    db.select({ title: glasses.title, code: glasses.code }).from(glasses),
  ]);
  const codeOf = (list: readonly { title: string; code: string }[], title: string) => list.find((entry) => titleKey(entry.title) === titleKey(title))?.code;
  const modelOf = (row: Priced) => models.find((model) => isModel(model.title, row.model || row.name));
  return rows.map((row): PriceContext => {
    const model = modelOf(row);
    const glassCode = row.glass ? (codeOf(glassRows, row.glass) ?? null) : null;
    return {
      ratePerM2: model?.price ?? DEFAULT_RATE_PER_M2,
      materialCode: codeOf(materialRows, row.material) ?? '',
      finishCode: row.varnish ? (codeOf(finishRows, row.varnish) ?? UNKNOWN_FINISH) : null,
      glassCode,
      layout: Boolean(glassCode && row.layout),
      patina: Boolean(row.patina),
      packCode: PACK_VARIANTS.find((variant) => titleKey(variant.title) === titleKey(row.packaging))?.code ?? DEFAULT_PACK,
      priceType: ORDER_PRICE_TYPE,
      frame: frameOf(model?.characteristics.pereplet),
      hasGlassOpening: glassCode !== null,
    };
  });
}
