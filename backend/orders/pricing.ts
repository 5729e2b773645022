import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { finishCoatings, glasses, glassLayouts, materials, productGlassLayouts, products } from '../db/schema';
import { DEFAULT_PACK, isNoLayout, limitsFor, PACK_VARIANTS, priceFactor, priceRow, type PriceContext, type PriceTypeCode } from './calculator-pricing';
import { frameOf } from './calculator';
import { isModel, titleKey } from './titles';

/** Price per m² of a facade whose model is not in the catalogue. */
export const DEFAULT_RATE_PER_M2 = 5200;
/** Only dealers create orders, so an order's rows are priced at the dealer's price type, as the calculator prices them. */
const ORDER_PRICE_TYPE: PriceTypeCode = 'dealer';
/** A lacquer the catalogue does not know is still lacquer: the calculator's default finish rate applies. */
const UNKNOWN_FINISH = 'unknown';
/** Decor is sold as the catalogue lists it, by the piece or by the running metre; any other unit is an area. */
const PIECE_UNITS = ['шт', 'шт.'];
const METRE_UNITS = ['пог. м', 'м'];
/** Units of what is sold with facades rather than as a facade: the calculator's offers. */
export const DECOR_UNITS = [...PIECE_UNITS, ...METRE_UNITS];

type Priced = { model: string; name: string; height: number; width: number; material: string; varnish: string; glass: string; layout: string; patina: string; packaging: string };

/** A row priced per m² by the calculator's rules, with the calculator's model it names; or a decor item at its own price. */
type Resolved =
  | { sale: 'area'; ctx: PriceContext; model?: { title: string; glasses: string[] } }
  | { sale: 'piece' | 'metre'; price: number };

/**
 * Today's price of each row in whole roubles by the calculator's rules (`priceRow`): the same facade costs the same
 * whether it came from the calculator, a workbook or a repeat. The row's texts (model, material, lacquer, glass,
 * packaging) are matched to the catalogue by title; what is not found is priced at the defaults. Decor sold by the
 * piece or the metre costs its catalogue price per piece or per metre of its length.
 */
export async function priceRows(db: Pick<Database, 'select'>, rows: readonly Priced[]): Promise<number[]> {
  const resolved = await resolveRows(db, rows);
  return rows.map((row, i) => unitPrice(row, resolved[i]!));
}

type WorkbookRow = Priced & { cells?: { height: string; width: string } };

/**
 * A workbook's rows priced, with what the calculator would refuse by cell: sizes its model and material cannot be
 * made in (`limitsFor`), and a glass missing from a glass-front model or named for a solid one. One read of the catalogue.
 */
export async function priceWorkbookRows(db: Pick<Database, 'select'>, rows: readonly WorkbookRow[]): Promise<{ prices: number[]; problems: string[] }> {
  const resolved = await resolveRows(db, rows);
  return {
    prices: rows.map((row, i) => unitPrice(row, resolved[i]!)),
    problems: rows.flatMap((row, i) => rowProblems(row, i, resolved[i]!)),
  };
}

function unitPrice(row: Priced, resolved: Resolved): number {
  if (resolved.sale === 'area') return priceRow({ height: row.height, width: row.width, quantity: 1, note: '' }, resolved.ctx).unitPrice;
  // Lacquer, patina, glass and packaging are the calculator's facade options: decor costs its catalogue price alone.
  const units = resolved.sale === 'piece' ? 1 : Math.max(row.height, row.width) / 1000;
  return Math.round(resolved.price * units * priceFactor(ORDER_PRICE_TYPE));
}

function rowProblems(row: WorkbookRow, i: number, resolved: Resolved): string[] {
  // Decor is cut to length, not pressed: the facade presses' limits are not its own.
  if (resolved.sale !== 'area') return [];
  const where = (cell: 'height' | 'width') => row.cells?.[cell] ?? `Строка ${i + 1}`;
  const limits = limitsFor(resolved.ctx.materialCode, resolved.ctx.hasGlassOpening);
  const of = row.material ? ` для материала «${row.material}»` : '';
  return [
    glassProblem(row, resolved, where('height')),
    row.height > limits.maxHeight ? `${where('height')}: высота ${row.height} больше допустимой ${limits.maxHeight}${of}` : '',
    row.height < limits.minHeight ? `${where('height')}: высота ${row.height} меньше допустимой ${limits.minHeight}${of}` : '',
    row.width > limits.maxWidth ? `${where('width')}: ширина ${row.width} больше допустимой ${limits.maxWidth}${of}` : '',
    row.width < limits.minWidth ? `${where('width')}: ширина ${row.width} меньше допустимой ${limits.minWidth}${of}` : '',
  ].filter(Boolean);
}

/** The calculator's glass rules: a model with glass layouts is made with one of their glasses, a solid one with none. */
function glassProblem(row: WorkbookRow, { model, ctx }: Extract<Resolved, { sale: 'area' }>, where: string): string {
  if (!model) return '';
  const named = model.title.includes('«') ? model.title : `«${model.title}»`;
  if (model.glasses.length === 0) return ctx.glassCode ? `${where}: у модели ${named} нет стекла — уберите стекло «${row.glass}»` : '';
  if (model.glasses.some((glass) => titleKey(glass) === titleKey(row.glass))) return '';
  const choice = `укажите стекло из каталога (${model.glasses.join(', ')})`;
  return row.glass ? `${where}: стекла «${row.glass}» нет у модели ${named} — ${choice}` : `${where}: модель ${named} со стеклом — ${choice}`;
}

async function resolveRows(db: Pick<Database, 'select'>, rows: readonly Priced[]): Promise<Resolved[]> {
  const [catalogue, layoutGlasses, materialRows, finishRows, glassRows] = await Promise.all([
    db
      .select({ id: products.id, title: products.title, price: products.price, unit: products.unit, characteristics: products.characteristics })
      .from(products)
      .where(isNotNull(products.price))
      .orderBy(asc(products.id)),
    db
      .select({ productId: productGlassLayouts.productId, title: glasses.title })
      .from(productGlassLayouts)
      .innerJoin(glassLayouts, eq(glassLayouts.id, productGlassLayouts.glassLayoutId))
      .innerJoin(glasses, eq(glasses.id, glassLayouts.glassId))
      .orderBy(asc(productGlassLayouts.sort), asc(glassLayouts.id)),
    db.select({ title: materials.title, code: materials.code }).from(materials),
    db.select({ title: finishCoatings.title, code: finishCoatings.code }).from(finishCoatings),
    db.select({ title: glasses.title, code: glasses.code }).from(glasses),
  ]);
  const codeOf = (list: readonly { title: string; code: string }[], title: string) => list.find((entry) => titleKey(entry.title) === titleKey(title))?.code;
  // A short name may be several products' ('Верона': a facade and a pilaster): a full title wins, the name's first, then a facade.
  const productOf = (row: Priced) => {
    const found = catalogue.filter((product) => isModel(product.title, row.model || row.name));
    const titled = (typed: string) => found.find((product) => titleKey(product.title) === titleKey(typed));
    return titled(row.name) ?? titled(row.model) ?? found.find((product) => saleOf(product.unit) === 'area') ?? found[0];
  };
  return rows.map((row): Resolved => {
    const product = productOf(row);
    const price = product?.price ?? DEFAULT_RATE_PER_M2;
    const sale = product ? saleOf(product.unit) : 'area';
    if (sale !== 'area') return { sale, price };
    const modelGlasses = [...new Set(layoutGlasses.filter((layout) => layout.productId === product?.id).map((layout) => layout.title))];
    const glassCode = row.glass ? (codeOf(glassRows, row.glass) ?? null) : null;
    return {
      sale,
      model: product && { title: product.title, glasses: modelGlasses },
      ctx: {
        ratePerM2: price,
        materialCode: codeOf(materialRows, row.material) ?? '',
        finishCode: row.varnish ? (codeOf(finishRows, row.varnish) ?? UNKNOWN_FINISH) : null,
        glassCode,
        // «Без раскладки, сатинат» is a plain glass: no layout fee, as the calculator charges none.
        layout: Boolean(glassCode && row.layout && !isNoLayout(row.layout)),
        patina: Boolean(row.patina),
        packCode: PACK_VARIANTS.find((variant) => titleKey(variant.title) === titleKey(row.packaging))?.code ?? DEFAULT_PACK,
        priceType: ORDER_PRICE_TYPE,
        frame: frameOf(product?.characteristics.pereplet),
        // A catalogue model is held to its glass opening as the calculator holds it, whether or not the glass was found.
        hasGlassOpening: product ? modelGlasses.length > 0 : glassCode !== null,
      },
    };
  });
}

function saleOf(unit: string): Resolved['sale'] {
  if (PIECE_UNITS.includes(unit.trim())) return 'piece';
  if (METRE_UNITS.includes(unit.trim())) return 'metre';
  return 'area';
}
