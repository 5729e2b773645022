import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CalcGroup, CalculatorReference, ColorLib } from '../../api-client/schemas/calculator';
import type { Database } from '../db/client';
import {
  colors,
  finishCoatings,
  glasses,
  glassLayouts,
  materials,
  optionTypes,
  patinas,
  productFinishCoatings,
  productGlassLayouts,
  productMaterialColorPatinas,
  productMaterialColors,
  products,
  sections,
} from '../db/schema';
import { sanitizeCmsHtml } from '../../lib/content/sanitize-cms-html';
import type { AuthUser } from '../lib/context';
import { ApiError } from '../lib/errors';
import { ttlCache, type TtlCache } from '../lib/ttl-cache';
import { DEFAULT_PACK, isNoLayout, limitsFor, PACK_VARIANTS, type PackCode, type PriceContext, type PriceTypeCode } from './calculator-pricing';

/** Facades are priced per m²; decor sold by the metre or the piece is not a calculator model. */
const AREA_UNITS = ['', 'м²', 'м2', 'кв. м'];

/** The RAL colours the factory paints enamel in; the factory's own library comes from the catalogue. */
export const RAL_COLORS: ColorLib['colors'] = [
  { code: 'RAL 1013', title: 'Жемчужно-белый', hex: '#e3d9c6' },
  { code: 'RAL 1015', title: 'Светлая слоновая кость', hex: '#e6d2b5' },
  { code: 'RAL 3004', title: 'Пурпурно-красный', hex: '#6b1c23' },
  { code: 'RAL 5011', title: 'Стальной синий', hex: '#1a2b3c' },
  { code: 'RAL 6021', title: 'Бледно-зелёный', hex: '#86a47c' },
  { code: 'RAL 7016', title: 'Антрацитово-серый', hex: '#383e42' },
  { code: 'RAL 7035', title: 'Светло-серый', hex: '#c5c7c4' },
  { code: 'RAL 7044', title: 'Шёлково-серый', hex: '#b7b3a8' },
  { code: 'RAL 8017', title: 'Шоколадно-коричневый', hex: '#442f29' },
  { code: 'RAL 9001', title: 'Кремово-белый', hex: '#e9e0d2' },
  { code: 'RAL 9003', title: 'Сигнальный белый', hex: '#f4f4f4' },
  { code: 'RAL 9005', title: 'Чёрный янтарь', hex: '#0e0e10' },
  { code: 'RAL 9010', title: 'Чистый белый', hex: '#f1ece1' },
  { code: 'RAL 9016', title: 'Транспортный белый', hex: '#f1f0ea' },
];

/** Dealers type a RAL code many ways ('9003', 'ral9003', ' RAL  9003 '): it is matched and stored in the catalogue's form 'RAL 9003'. */
export function normalizeRal(text: string): string {
  const code = /^(?:ral|рал)?\s*(\d{4})$/iu.exec(text.trim());
  return code ? `RAL ${code[1]}` : text.trim();
}

/** Enamel is painted to order, so only it takes a RAL code. */
export const takesRal = (materialCode: string, typeCode: string) => /emal|enamel/.test(materialCode) || typeCode === 'mt-emal';

const PRODUCTION_TIMES: Record<string, string> = {
  'fasady-pvh': 'от 7 рабочих дней',
  'fasady-emal': 'от 14 рабочих дней',
  'fasady-massiv': 'от 21 рабочего дня',
};

/** A framed model's rail width in mm, read from its 'Ширина обвяза' (e.g. '70 мм'); null for a flat one. */
export const frameOf = (pereplet: string | undefined) => {
  const mm = /(\d+)\s*мм/.exec(pereplet ?? '');
  return mm ? Number(mm[1]) : null;
};

export const priceTypeOf = (user: Pick<AuthUser, 'role'>): PriceTypeCode => (user.role === 'dealer' ? 'dealer' : 'retail');
export const packOf = (code: string): PackCode => PACK_VARIANTS.find((variant) => variant.code === code)?.code ?? DEFAULT_PACK;

export async function factoryColorLib(db: Database): Promise<ColorLib> {
  const rows = await db.select({ code: colors.code, title: colors.title, hex: colors.hex }).from(colors).orderBy(asc(colors.id));
  return { code: 'factory', title: 'Цвета фабрики', colors: rows };
}

/** Everything the calculator's selects offer, in one answer, with the model → material → colour → patina tree. */
export type CatalogueReference = Omit<CalculatorReference, 'calculator_saved_data' | 'calculator_order' | 'calculator_user_data' | 'custom_price_ref' | 'price_types' | 'calculator_options'>;

export async function calculatorReference(db: Database): Promise<CatalogueReference> {
  const [models, pmc, pmcPatinas, layoutsOf, finishesOf, sectionRows, materialRows, colorRows, patinaRows, glassRows, layoutRows, finishRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(isNotNull(products.price), inArray(products.unit, AREA_UNITS)))
      .orderBy(asc(products.sectionId), asc(products.sort), asc(products.id)),
    db.select().from(productMaterialColors).orderBy(asc(productMaterialColors.sort), asc(productMaterialColors.id)),
    db.select().from(productMaterialColorPatinas).orderBy(asc(productMaterialColorPatinas.sort)),
    db.select().from(productGlassLayouts).orderBy(asc(productGlassLayouts.sort)),
    db.select().from(productFinishCoatings).orderBy(asc(productFinishCoatings.sort)),
    db.select().from(sections).orderBy(asc(sections.sort), asc(sections.id)),
    db.select({ material: materials, typeCode: optionTypes.code }).from(materials).innerJoin(optionTypes, eq(optionTypes.id, materials.typeId)).orderBy(asc(materials.id)),
    db.select().from(colors).orderBy(asc(colors.id)),
    db.select().from(patinas).orderBy(asc(patinas.id)),
    db.select().from(glasses).orderBy(asc(glasses.id)),
    db.select().from(glassLayouts).orderBy(asc(glassLayouts.id)),
    db.select().from(finishCoatings).orderBy(asc(finishCoatings.id)),
  ]);
  const materialCode = new Map(materialRows.map(({ material }) => [material.id, material.code]));
  const order_models = models
    .filter((model) => pmc.some((row) => row.productId === model.id))
    .map((model) => {
      const own = pmc.filter((row) => row.productId === model.id);
      const materialIds = [...new Set(own.map((row) => row.materialId))];
      const layouts = layoutsOf.filter((row) => row.productId === model.id).map((row) => row.glassLayoutId);
      return {
        id: model.id,
        title: model.title,
        typeId: model.sectionId,
        img: model.img,
        ratePerM2: model.price ?? 0,
        frame: frameOf(model.characteristics.pereplet),
        materials: materialIds.map((id) => ({
          id,
          colors: own
            .filter((row) => row.materialId === id)
            .map((row) => ({ id: row.colorId, patinas: pmcPatinas.filter((p) => p.productMaterialColorId === row.id).map((p) => p.patinaId) })),
        })),
        layouts,
        varnishes: finishesOf.filter((row) => row.productId === model.id).map((row) => row.finishCoatingId),
        limits: materialIds.map((id) => ({ material: id, limits: limitsFor(materialCode.get(id) ?? '', layouts.length > 0) })),
      };
    });
  const typeIds = new Set(order_models.map((model) => model.typeId));
  const swatch = (row: { id: number; title: string; img: string; hex: string }) => ({ id: row.id, title: row.title, img: row.img, hex: row.hex });
  return {
    new_order_types: sectionRows
      .filter((section) => typeIds.has(section.id))
      .map((section) => ({
        id: section.id,
        picture: section.img,
        subtitle: section.title.replace(/^Фасады\s*/i, '').trim() || section.title,
        name: section.title,
        // Rendered by the cabinet's client-side CmsContent: sanitized here too, so no browser ever parses raw CMS HTML.
        text: section.description ? sanitizeCmsHtml(`<p>${section.description}</p>`) : '',
        prodtime: PRODUCTION_TIMES[section.code] ?? 'от 10 рабочих дней',
        dark: false,
      })),
    order_models,
    order_materials: materialRows.map(({ material, typeCode }) => ({ ...swatch(material), ral: takesRal(material.code, typeCode) })),
    order_colors: colorRows.map(swatch),
    order_patinas: patinaRows.map(swatch),
    order_glass_models: glassRows.map((glass) => ({ id: glass.id, title: glass.title, img: glass.img })),
    order_glassinsert_variants: layoutRows.map((layout) => ({ id: layout.id, title: layout.title, glass: layout.glassId })),
    order_pack_variants: PACK_VARIANTS.map((variant) => ({ ...variant })),
    order_finishlak_variants: finishRows.map((finish) => ({ id: finish.id, title: finish.title })),
  };
}

function groupError(field: keyof CalcGroup, message: string): ApiError {
  return new ApiError(400, { errorMessage: message, errors: { [`group.${field}`]: message } });
}

export type ResolvedGroup = {
  ctx: PriceContext;
  /** The texts an order item stores, as its info attributes show them. */
  attributes: { name: string; model: string; material: string; color: string; ral: string; patina: string; glass: string; layout: string; varnish: string; packaging: string };
};

/** The catalogue changes only with a new seed or import: a minute's reuse keeps the price call of a typing dealer fast. */
const GROUP_CACHE_MS = 60_000;
const GROUP_CACHE_SIZE = 500;
const groupCache = new WeakMap<Database, TtlCache<ResolvedGroup>>();

/** resolveGroup through a small per-database cache; refusals are never cached, so a fixed group is checked again. */
export function resolveGroupCached(db: Database, group: CalcGroup, priceType: PriceTypeCode, now = Date.now()): Promise<ResolvedGroup> {
  let cache = groupCache.get(db);
  if (!cache) groupCache.set(db, (cache = ttlCache<ResolvedGroup>({ ttlMs: GROUP_CACHE_MS, maxEntries: GROUP_CACHE_SIZE })));
  const key = JSON.stringify([group.model, group.glass, group.material, group.layout, group.color, normalizeRal(group.ral ?? ''), group.varnish, group.patina, group.packaging, priceType]);
  return cache.get(key, () => resolveGroup(db, group, priceType), now);
}

/** Checks the group against the catalogue (a colour of the material, a patina of the colour, glass of the model) and resolves it. */
export async function resolveGroup(db: Database, group: CalcGroup, priceType: PriceTypeCode): Promise<ResolvedGroup> {
  const [[model], combos, layouts, finishes] = await Promise.all([
    db.select().from(products).where(and(eq(products.id, group.model), isNotNull(products.price), inArray(products.unit, AREA_UNITS))),
    db
      .select({ pmcId: productMaterialColors.id, materialId: materials.id, material: materials.title, materialCode: materials.code, typeCode: optionTypes.code, colorId: colors.id, color: colors.title })
      .from(productMaterialColors)
      .innerJoin(materials, eq(materials.id, productMaterialColors.materialId))
      .innerJoin(optionTypes, eq(optionTypes.id, materials.typeId))
      .innerJoin(colors, eq(colors.id, productMaterialColors.colorId))
      .where(eq(productMaterialColors.productId, group.model)),
    db
      .select({ id: glassLayouts.id, title: glassLayouts.title, glassId: glasses.id, glass: glasses.title, glassCode: glasses.code })
      .from(productGlassLayouts)
      .innerJoin(glassLayouts, eq(glassLayouts.id, productGlassLayouts.glassLayoutId))
      .innerJoin(glasses, eq(glasses.id, glassLayouts.glassId))
      .where(eq(productGlassLayouts.productId, group.model)),
    db
      .select({ id: finishCoatings.id, code: finishCoatings.code, title: finishCoatings.title })
      .from(productFinishCoatings)
      .innerJoin(finishCoatings, eq(finishCoatings.id, productFinishCoatings.finishCoatingId))
      .where(eq(productFinishCoatings.productId, group.model)),
  ]);
  if (!model || combos.length === 0) throw groupError('model', 'Модель фасада не найдена');
  const ofMaterial = combos.filter((combo) => combo.materialId === group.material);
  const first = ofMaterial[0];
  if (!first) throw groupError('material', 'Материал недоступен для этой модели');
  const combo = ofMaterial.find((row) => row.colorId === group.color);
  if (!combo) throw groupError('color', 'Цвет недоступен для этого материала');
  let patina = '';
  if (group.patina) {
    const [row] = await db
      .select({ title: patinas.title })
      .from(productMaterialColorPatinas)
      .innerJoin(patinas, eq(patinas.id, productMaterialColorPatinas.patinaId))
      .where(and(eq(productMaterialColorPatinas.productMaterialColorId, combo.pmcId), eq(productMaterialColorPatinas.patinaId, group.patina)));
    if (!row) throw groupError('patina', 'Патина недоступна для этого цвета');
    patina = row.title;
  }
  const ral = normalizeRal(group.ral ?? '');
  if (ral) {
    if (!takesRal(combo.materialCode, combo.typeCode)) throw groupError('ral', 'Цвет по RAL доступен только для эмали');
    if (!RAL_COLORS.some((entry) => entry.code === ral)) throw groupError('ral', 'Такого цвета RAL нет в каталоге');
  }
  const hasGlassOpening = layouts.length > 0;
  let glass: (typeof layouts)[number] | undefined;
  let layout: (typeof layouts)[number] | undefined;
  if (!hasGlassOpening && (group.glass || group.layout)) throw groupError('glass', 'У этой модели нет стекла');
  if (hasGlassOpening) {
    if (!group.glass) throw groupError('glass', 'Выберите стекло');
    glass = layouts.find((row) => row.glassId === group.glass);
    if (!glass) throw groupError('glass', 'Это стекло недоступно для этой модели');
    if (group.layout) {
      layout = layouts.find((row) => row.id === group.layout && row.glassId === group.glass);
      if (!layout) throw groupError('layout', 'Раскладка недоступна для этого стекла');
    }
  }
  const varnish = group.varnish ? finishes.find((row) => row.id === group.varnish) : undefined;
  if (group.varnish && !varnish) throw groupError('varnish', 'Лак недоступен для этой модели');
  const pack = group.packaging ? PACK_VARIANTS.find((variant) => variant.code === group.packaging) : PACK_VARIANTS[0];
  if (!pack) throw groupError('packaging', 'Неизвестный вариант упаковки');
  return {
    ctx: {
      ratePerM2: model.price ?? 0,
      materialCode: combo.materialCode,
      finishCode: varnish?.code ?? null,
      glassCode: glass?.glassCode ?? null,
      layout: Boolean(layout && !isNoLayout(layout.title)),
      patina: Boolean(patina),
      packCode: pack.code,
      priceType,
      frame: frameOf(model.characteristics.pereplet),
      hasGlassOpening,
    },
    attributes: {
      name: model.title,
      model: model.title,
      material: combo.material,
      color: combo.color,
      ral,
      patina,
      glass: glass?.glass ?? '',
      layout: layout?.title ?? '',
      varnish: varnish?.title ?? '',
      packaging: pack.title,
    },
  };
}
