import { z } from 'zod';
import { CODE_PATTERN, pageQuerySchema, paginationSchema } from './common';
import { GALLERY_FILTERS, type GalleryFilter } from './gallery-filters';

export { GALLERY_FILTERS, GALLERY_FILTER_LABELS, type GalleryFilter } from './gallery-filters';

export const GALLERY_PAGE_SIZE = 12;
const MAX_FILTER_VALUES = 30;

/** A comma-joined list of codes, e.g. `pvh-matovaya,emal-matovaya`; empty means no filter. */
const codeListSchema = z
  .string()
  .max(2000)
  .transform((value) => [...new Set(value.split(',').filter(Boolean))])
  .pipe(
    z
      .array(z.string().regex(CODE_PATTERN, 'Неверный код в фильтре'))
      .max(MAX_FILTER_VALUES, `В фильтре не больше ${MAX_FILTER_VALUES} значений`),
  )
  .optional()
  .transform((codes) => codes ?? []);

export const solutionQuerySchema = pageQuerySchema.extend(
  Object.fromEntries(GALLERY_FILTERS.map((name) => [name, codeListSchema])) as Record<GalleryFilter, typeof codeListSchema>,
);
export type SolutionQuery = z.infer<typeof solutionQuerySchema>;

const namedSchema = z.object({ code: z.string(), title: z.string() });

export const solutionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  img: z.string(),
  material: namedSchema,
  color: namedSchema,
  patina: namedSchema.nullable(),
  interior: namedSchema,
  model: namedSchema.extend({ sectionCode: z.string() }),
  collection: namedSchema,
});
export type Solution = z.infer<typeof solutionSchema>;

export const galleryFilterSchema = z.object({
  code: z.enum(GALLERY_FILTERS),
  label: z.string(),
  options: z.array(namedSchema),
});
export type GalleryFilterOptions = z.infer<typeof galleryFilterSchema>;

export const solutionResponseSchema = z.object({
  solutions: z.array(solutionSchema),
  filters: z.array(galleryFilterSchema),
  /** The chosen codes of each filter, unknown codes left out. */
  options: z.record(z.enum(GALLERY_FILTERS), z.array(z.string())),
  /** The chosen collection's description when exactly one is chosen. */
  collection: z.object({ code: z.string(), title: z.string(), description: z.string() }).nullable(),
  pagination: paginationSchema,
});
export type SolutionResponse = z.infer<typeof solutionResponseSchema>;
