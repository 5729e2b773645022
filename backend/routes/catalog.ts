import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CATALOG_PAGE_SIZE,
  pricesQuerySchema,
  type PricesResponse,
  productParamsSchema,
  sectionParamsSchema,
  type Mcp,
  type OptionItem,
  type ProductCard,
  type ProductResponse,
  type Section,
  type SectionPageResponse,
  type SectionsResponse,
} from '../../api-client/schemas/catalog';
import { pageQuerySchema, type Seo } from '../../api-client/schemas/common';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { notFound, validate } from '../lib/errors';
import { regionalPrice, resolvePriceFactor, varyByLocation } from '../lib/location';
import { ttlCache } from '../lib/ttl-cache';

/** The product page shows at most this many solutions (interiors) with the product. */
const PRODUCT_SOLUTIONS = 6;
/**
 * Catalogue answers are built from memory for as long as their Cache-Control (public, max-age=60) already lets
 * browsers and the site keep them: the catalogue changes only with a seed or an import, never through this API.
 */
const CATALOGUE_CACHE_MS = 60_000;

/** Patinas carry no type in the catalogue, yet the contract's option item requires one. */
const PATINA_TYPE = { id: 0, title: 'Патина', description: '' };

export const cardColumns = {
  id: t.products.id,
  code: t.products.code,
  sectionCode: t.sections.code,
  title: t.products.title,
  img: t.products.img,
  labels: t.products.labels,
  price: t.products.price,
  unit: t.products.unit,
  showPrice: t.products.showPrice,
};
type CardRow = Omit<ProductCard, 'front_price'> & { price: number | null };

export function toCard(row: CardRow, factor: number): ProductCard {
  return {
    id: row.id,
    code: row.code,
    sectionCode: row.sectionCode,
    title: row.title,
    img: row.img,
    labels: row.labels,
    front_price: row.showPrice ? regionalPrice(row.price, factor) : null,
    unit: row.unit,
    showPrice: row.showPrice,
  };
}

/** Generic defaults for what the CMS left out; metaTitle stays absent so the site can add its brand suffix. */
function withSeoDefaults(seo: Seo, title: string, description: string): Seo {
  return { pageTitle: title, metaDescription: description, metaKeywords: '', ...seo };
}

type SectionWithSeo = Section & { seo: Seo };

async function listSections(db: Database): Promise<SectionWithSeo[]> {
  const rows = await db
    .select({
      id: t.sections.id,
      code: t.sections.code,
      title: t.sections.title,
      description: t.sections.description,
      img: t.sections.img,
      seo: t.sections.seo,
      productCount: count(t.products.id),
    })
    .from(t.sections)
    .leftJoin(t.products, eq(t.products.sectionId, t.sections.id))
    .groupBy(t.sections.id)
    .orderBy(asc(t.sections.sort), asc(t.sections.id));
  return rows;
}

function withoutSeo(section: SectionWithSeo): Section {
  const { id, code, title, description, img, productCount } = section;
  return { id, code, title, description, img, productCount };
}

type OptionRow = { id: number; title: string; img: string; hex: string; typeId: number; typeTitle: string; typeDescription: string };

function toOptionItem(row: OptionRow): OptionItem {
  return {
    id: row.id,
    title: row.title,
    img: { original: row.img },
    hex: row.hex,
    type: { id: row.typeId, title: row.typeTitle, description: row.typeDescription },
  };
}

export function catalogRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });
  const sectionCache = ttlCache<SectionWithSeo[]>({ ttlMs: CATALOGUE_CACHE_MS, maxEntries: 1 });
  const allSections = () => sectionCache.get('all', () => listSections(db));
  const products = ttlCache<Awaited<ReturnType<typeof loadProduct>>>({ ttlMs: CATALOGUE_CACHE_MS, maxEntries: 1000 });

  app.get('/sections', async (c) => {
    const body: SectionsResponse = { sections: (await allSections()).map(withoutSeo) };
    return c.json(body);
  });

  app.get('/prices', async (c) => {
    const { ids } = validate(pricesQuerySchema, c.req.query());
    const factor = await resolvePriceFactor(db, (name) => c.req.header(name));
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({ id: t.products.id, price: t.products.price, showPrice: t.products.showPrice, offers: t.products.offers })
            .from(t.products)
            .where(inArray(t.products.id, ids))
            .orderBy(asc(t.products.id));
    const body: PricesResponse = {
      prices: rows.map((row) => ({
        id: row.id,
        front_price: row.showPrice ? regionalPrice(row.price, factor) : null,
        offers: row.offers.map((offer) => ({ id: offer.id, price: regionalPrice(offer.price, factor) })),
      })),
    };
    varyByLocation(c);
    return c.json(body);
  });

  app.get('/:section_code', async (c) => {
    const { section_code } = validate(sectionParamsSchema, c.req.param());
    const { page } = validate(pageQuerySchema, c.req.query());
    const section = (await allSections()).find((row) => row.code === section_code);
    if (!section) throw notFound();

    const factor = await resolvePriceFactor(db, (name) => c.req.header(name));
    const rows = await db
      .select(cardColumns)
      .from(t.products)
      .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
      .where(eq(t.products.sectionId, section.id))
      .orderBy(asc(t.products.sort), asc(t.products.id))
      .limit(CATALOG_PAGE_SIZE)
      .offset((page - 1) * CATALOG_PAGE_SIZE);

    const body: SectionPageResponse = {
      section: { ...section, seo: withSeoDefaults(section.seo, section.title, section.description) },
      products: rows.map((row) => toCard(row, factor)),
      pagination: {
        page,
        pageSize: CATALOG_PAGE_SIZE,
        pageCount: Math.ceil(section.productCount / CATALOG_PAGE_SIZE),
        total: section.productCount,
      },
    };
    varyByLocation(c);
    return c.json(body);
  });

  app.get('/:section_code/:product_code', async (c) => {
    const { section_code, product_code } = validate(productParamsSchema, c.req.param());
    const [found, factor] = await Promise.all([
      products.get(`${section_code}/${product_code}`, () => loadProduct(db, section_code, product_code, allSections)),
      resolvePriceFactor(db, (name) => c.req.header(name)),
    ]);
    if (!found) throw notFound();
    const { product: p, sectionCode, sections, additional, ...options } = found;
    const card = toCard({ ...p, sectionCode }, factor);
    const body: ProductResponse = {
      product: {
        ...card,
        type: p.type,
        images: p.images,
        offers: p.offers.map((offer) => ({ ...offer, price: regionalPrice(offer.price, factor) })),
        specifications: p.specifications,
        characteristics: p.characteristics,
        content: p.content,
        ...options,
        materialReferenceDescription: p.materialReferenceDescription,
        colorReferenceDescription: p.colorReferenceDescription,
      },
      seo: withSeoDefaults(p.seo, p.title, ''),
      forClient: p.forClient,
      sections,
      additionalProduct: additional.map((row) => toCard(row, factor)),
      solutions: found.solutions,
    };
    varyByLocation(c);
    return c.json(body);
  });

  return app;
}

/** Everything of the product page that does not depend on the visitor's city, or null for an unknown product. */
async function loadProduct(db: Database, sectionCode: string, productCode: string, allSections: () => Promise<SectionWithSeo[]>) {
  const [product] = await db
    .select({ product: t.products, sectionCode: t.sections.code })
    .from(t.products)
    .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
    .where(and(eq(t.sections.code, sectionCode), eq(t.products.code, productCode)));
  if (!product) return null;
  const p = product.product;
  const [mcp, patinaIds] = await loadMcp(db, p.id);
  const [defaultMaterials, defaultColors, patinas, finishCoating, glassLayout, sections, additional, solutions] = await Promise.all([
    // The reference list is every material of the section; mcp says which this product is made in.
    db
      .selectDistinct(optionColumns(t.materials))
      .from(t.productMaterialColors)
      .innerJoin(t.products, eq(t.products.id, t.productMaterialColors.productId))
      .innerJoin(t.materials, eq(t.materials.id, t.productMaterialColors.materialId))
      .innerJoin(t.optionTypes, eq(t.optionTypes.id, t.materials.typeId))
      .where(eq(t.products.sectionId, p.sectionId))
      .then(async (rows) => defaultsFirst(rows, await defaultIds(db, t.productDefaultMaterials, p.id))),
    db
      .selectDistinct(optionColumns(t.colors))
      .from(t.productMaterialColors)
      .innerJoin(t.colors, eq(t.colors.id, t.productMaterialColors.colorId))
      .innerJoin(t.optionTypes, eq(t.optionTypes.id, t.colors.typeId))
      .where(eq(t.productMaterialColors.productId, p.id))
      .then(async (rows) => defaultsFirst(rows, await defaultIds(db, t.productDefaultColors, p.id))),
    patinaIds.length === 0
      ? []
      : db
          .select({ id: t.patinas.id, title: t.patinas.title, img: t.patinas.img, hex: t.patinas.hex })
          .from(t.patinas)
          .where(inArray(t.patinas.id, patinaIds))
          .orderBy(asc(t.patinas.id)),
    db
      .select({ id: t.finishCoatings.id, title: t.finishCoatings.title })
      .from(t.productFinishCoatings)
      .innerJoin(t.finishCoatings, eq(t.finishCoatings.id, t.productFinishCoatings.finishCoatingId))
      .where(eq(t.productFinishCoatings.productId, p.id))
      .orderBy(asc(t.productFinishCoatings.sort)),
    db
      .select({
        id: t.glassLayouts.id,
        title: t.glassLayouts.title,
        glassId: t.glasses.id,
        glassTitle: t.glasses.title,
        glassImg: t.glasses.img,
      })
      .from(t.productGlassLayouts)
      .innerJoin(t.glassLayouts, eq(t.glassLayouts.id, t.productGlassLayouts.glassLayoutId))
      .innerJoin(t.glasses, eq(t.glasses.id, t.glassLayouts.glassId))
      .where(eq(t.productGlassLayouts.productId, p.id))
      .orderBy(asc(t.productGlassLayouts.sort)),
    allSections(),
    db
      .select(cardColumns)
      .from(t.productAdditional)
      .innerJoin(t.products, eq(t.products.id, t.productAdditional.additionalId))
      .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
      .where(eq(t.productAdditional.productId, p.id))
      .orderBy(asc(t.productAdditional.sort)),
    db
      .select({ id: t.solutions.id, title: t.solutions.title, img: t.solutions.img })
      .from(t.solutions)
      .where(eq(t.solutions.productId, p.id))
      .orderBy(asc(t.solutions.sort), asc(t.solutions.id))
      .limit(PRODUCT_SOLUTIONS),
  ]);
  return {
    product: p,
    sectionCode: product.sectionCode,
    mcp,
    defaultMaterials: defaultMaterials.map(toOptionItem),
    defaultColors: defaultColors.map(toOptionItem),
    patinas: patinas.map((row) => ({ ...row, img: { original: row.img }, type: PATINA_TYPE })),
    finishCoating,
    glassLayout: glassLayout.map((row) => ({
      id: row.id,
      title: row.title,
      glass: { id: row.glassId, title: row.glassTitle, img: { original: row.glassImg } },
    })),
    sections: [...sections.filter((s) => s.id === p.sectionId), ...sections.filter((s) => s.id !== p.sectionId)].map(withoutSeo),
    additional,
    solutions,
  };
}

/** Materials in first-seen order, each with its colours and their patina ids; also every patina id used. */
function optionColumns(table: typeof t.materials | typeof t.colors) {
  return {
    id: table.id,
    title: table.title,
    img: table.img,
    hex: table.hex,
    typeId: t.optionTypes.id,
    typeTitle: t.optionTypes.title,
    typeDescription: t.optionTypes.description,
  };
}

async function defaultIds(
  db: Database,
  table: typeof t.productDefaultMaterials | typeof t.productDefaultColors,
  productId: number,
): Promise<number[]> {
  const idColumn = 'materialId' in table ? table.materialId : table.colorId;
  const rows = await db.select({ id: idColumn }).from(table).where(eq(table.productId, productId)).orderBy(asc(table.sort));
  return rows.map((row) => row.id);
}

/** The product's defaults lead, in their own order; the rest follow by id. */
function defaultsFirst<T extends { id: number }>(rows: T[], defaults: number[]): T[] {
  const rank = (id: number) => {
    const index = defaults.indexOf(id);
    return index === -1 ? defaults.length + id : index - defaults.length;
  };
  return [...rows].sort((a, b) => rank(a.id) - rank(b.id));
}

async function loadMcp(db: Database, productId: number): Promise<[Mcp, number[]]> {
  const rows = await db
    .select({
      id: t.productMaterialColors.id,
      materialId: t.productMaterialColors.materialId,
      colorId: t.productMaterialColors.colorId,
    })
    .from(t.productMaterialColors)
    .where(eq(t.productMaterialColors.productId, productId))
    .orderBy(asc(t.productMaterialColors.sort), asc(t.productMaterialColors.id));
  if (rows.length === 0) return [[], []];

  const patinaRows = await db
    .select({
      rowId: t.productMaterialColorPatinas.productMaterialColorId,
      patinaId: t.productMaterialColorPatinas.patinaId,
    })
    .from(t.productMaterialColorPatinas)
    .where(
      inArray(
        t.productMaterialColorPatinas.productMaterialColorId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(t.productMaterialColorPatinas.sort));

  const patinasByRow = new Map<number, number[]>();
  for (const { rowId, patinaId } of patinaRows) patinasByRow.set(rowId, [...(patinasByRow.get(rowId) ?? []), patinaId]);

  const materials = new Map<number, Mcp[number]>();
  for (const row of rows) {
    const material = materials.get(row.materialId) ?? { id: row.materialId, colors: [] };
    material.colors.push({ id: row.colorId, patinas: patinasByRow.get(row.id) ?? [] });
    materials.set(row.materialId, material);
  }
  return [[...materials.values()], [...new Set(patinaRows.map((row) => row.patinaId))]];
}
