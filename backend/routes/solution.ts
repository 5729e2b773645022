import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import {
  GALLERY_FILTERS,
  GALLERY_FILTER_LABELS,
  GALLERY_PAGE_SIZE,
  solutionQuerySchema,
  type GalleryFilter,
  type GalleryFilterOptions,
  type SolutionResponse,
} from '../../api-client/schemas/gallery';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { validate } from '../lib/errors';

type Named = { id: number; code: string; title: string };

/** Every option of every filter, in display order: only values some solution uses. */
async function filterOptions(db: Database): Promise<Record<GalleryFilter, Named[]>> {
  const used = (table: typeof t.materials | typeof t.colors | typeof t.patinas, column: AnyPgColumn) =>
    db
      .selectDistinct({ id: table.id, code: table.code, title: table.title })
      .from(table as typeof t.materials)
      .innerJoin(t.solutions, eq(column, table.id))
      .orderBy(asc(table.id));
  const [material, color, patina, interior, model, collection] = await Promise.all([
    used(t.materials, t.solutions.materialId),
    used(t.colors, t.solutions.colorId),
    used(t.patinas, t.solutions.patinaId),
    db
      .select({ id: t.galleryInteriors.id, code: t.galleryInteriors.code, title: t.galleryInteriors.title })
      .from(t.galleryInteriors)
      .orderBy(asc(t.galleryInteriors.sort), asc(t.galleryInteriors.id)),
    db
      .selectDistinct({ id: t.products.id, code: t.products.code, title: t.products.title })
      .from(t.products)
      .innerJoin(t.solutions, eq(t.solutions.productId, t.products.id))
      .orderBy(asc(t.products.id)),
    db
      .select({ id: t.galleryCollections.id, code: t.galleryCollections.code, title: t.galleryCollections.title })
      .from(t.galleryCollections)
      .orderBy(asc(t.galleryCollections.sort), asc(t.galleryCollections.id)),
  ]);
  return { material, color, patina, interior, model, collection };
}

const FILTER_COLUMNS: Record<GalleryFilter, AnyPgColumn> = {
  material: t.solutions.materialId,
  color: t.solutions.colorId,
  patina: t.solutions.patinaId,
  interior: t.solutions.interiorId,
  model: t.solutions.productId,
  collection: t.solutions.collectionId,
};

export function solutionRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });

  app.get('/', async (c) => {
    const query = validate(solutionQuerySchema, c.req.query());
    const options = await filterOptions(db);

    // Values within a filter are alternatives; filters narrow each other. Unknown codes match nothing.
    const chosen = {} as Record<GalleryFilter, string[]>;
    const where: SQL[] = [];
    for (const name of GALLERY_FILTERS) {
      const codes = query[name];
      const known = options[name].filter((option) => codes.includes(option.code));
      chosen[name] = known.map((option) => option.code);
      if (codes.length > 0) {
        where.push(known.length > 0 ? inArray(FILTER_COLUMNS[name], known.map((option) => option.id)) : eq(t.solutions.id, -1));
      }
    }
    const condition = and(...where);

    const patina = alias(t.patinas, 'patina');
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: t.solutions.id,
          title: t.solutions.title,
          description: t.solutions.description,
          img: t.solutions.img,
          material: { code: t.materials.code, title: t.materials.title },
          color: { code: t.colors.code, title: t.colors.title },
          patinaCode: patina.code,
          patinaTitle: patina.title,
          interior: { code: t.galleryInteriors.code, title: t.galleryInteriors.title },
          model: { code: t.products.code, title: t.products.title, sectionCode: t.sections.code },
          collection: { code: t.galleryCollections.code, title: t.galleryCollections.title },
        })
        .from(t.solutions)
        .innerJoin(t.materials, eq(t.materials.id, t.solutions.materialId))
        .innerJoin(t.colors, eq(t.colors.id, t.solutions.colorId))
        .leftJoin(patina, eq(patina.id, t.solutions.patinaId))
        .innerJoin(t.galleryInteriors, eq(t.galleryInteriors.id, t.solutions.interiorId))
        .innerJoin(t.products, eq(t.products.id, t.solutions.productId))
        .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
        .innerJoin(t.galleryCollections, eq(t.galleryCollections.id, t.solutions.collectionId))
        .where(condition)
        .orderBy(asc(t.solutions.sort), asc(t.solutions.id))
        .limit(GALLERY_PAGE_SIZE)
        .offset((query.page - 1) * GALLERY_PAGE_SIZE),
      db.select({ total: count() }).from(t.solutions).where(condition),
    ]);

    const filters: GalleryFilterOptions[] = GALLERY_FILTERS.map((code) => ({
      code,
      label: GALLERY_FILTER_LABELS[code],
      options: options[code].map(({ code: optionCode, title }) => ({ code: optionCode, title })),
    }));
    const [collectionCode] = chosen.collection;
    const collection =
      chosen.collection.length === 1 && collectionCode
        ? ((
            await db
              .select({ code: t.galleryCollections.code, title: t.galleryCollections.title, description: t.galleryCollections.description })
              .from(t.galleryCollections)
              .where(eq(t.galleryCollections.code, collectionCode))
          )[0] ?? null)
        : null;
    const totalCount = total?.total ?? 0;
    const body: SolutionResponse = {
      solutions: rows.map(({ patinaCode, patinaTitle, ...row }) => ({
        ...row,
        patina: patinaCode !== null && patinaTitle !== null ? { code: patinaCode, title: patinaTitle } : null,
      })),
      filters,
      options: chosen,
      collection,
      pagination: {
        page: query.page,
        pageSize: GALLERY_PAGE_SIZE,
        pageCount: Math.ceil(totalCount / GALLERY_PAGE_SIZE),
        total: totalCount,
      },
    };
    return c.json(body);
  });

  return app;
}
