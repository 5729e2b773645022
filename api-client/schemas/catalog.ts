import { z } from 'zod';
import { codeSchema, imageSchema, paginationSchema, seoSchema } from './common';

export const sectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  img: z.string(),
  productCount: z.number().int().min(0),
});
export type Section = z.infer<typeof sectionSchema>;

export const sectionsResponseSchema = z.object({ sections: z.array(sectionSchema) });
export type SectionsResponse = z.infer<typeof sectionsResponseSchema>;

/** A product as a card in a list: price in roubles for the caller's city, null when not sold by price. */
export const productCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  sectionCode: z.string(),
  title: z.string(),
  img: z.string(),
  labels: z.array(z.string()),
  front_price: z.number().nullable(),
  unit: z.string(),
  showPrice: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const CATALOG_PAGE_SIZE = 12;

export const sectionPageResponseSchema = z.object({
  section: sectionSchema.extend({ seo: seoSchema }),
  products: z.array(productCardSchema),
  pagination: paginationSchema,
});
export type SectionPageResponse = z.infer<typeof sectionPageResponseSchema>;

/** Material, colour or patina: id, title, swatch and a type with its description. */
export const optionItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  img: imageSchema,
  hex: z.string().optional(),
  type: z.object({ id: z.number().int(), title: z.string(), description: z.string() }),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

/** Which colours of each material, and which patinas of each colour, a product is made in. */
export const mcpSchema = z.array(
  z.object({
    id: z.number().int(),
    colors: z.array(z.object({ id: z.number().int(), patinas: z.array(z.number().int()) })),
  }),
);
export type Mcp = z.infer<typeof mcpSchema>;

export const characteristicsSchema = z.object({
  diameter: z.string().optional(),
  length: z.string().optional(),
  radius: z.string().optional(),
  thickness: z.string().optional(),
  composition: z.string().optional(),
  height: z.string().optional(),
  width: z.string().optional(),
  pereplet: z.string().optional(),
});
export type Characteristics = z.infer<typeof characteristicsSchema>;

export const glassSchema = z.object({ id: z.number().int(), title: z.string(), img: imageSchema });
export const glassLayoutSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  glass: glassSchema,
});

export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().nullable(),
  unit: z.string(),
});

export const productDetailSchema = productCardSchema.extend({
  type: z.string(),
  images: z.array(z.string()),
  offers: z.array(offerSchema),
  specifications: z.array(z.object({ title: z.string(), value: z.string() })),
  characteristics: characteristicsSchema,
  /** CMS HTML: rendered only through the sanitizing component. */
  content: z.string(),
  mcp: mcpSchema,
  defaultMaterials: z.array(optionItemSchema),
  defaultColors: z.array(optionItemSchema),
  patinas: z.array(optionItemSchema),
  finishCoating: z.array(z.object({ id: z.number().int(), title: z.string() })),
  glassLayout: z.array(glassLayoutSchema),
  materialReferenceDescription: z.string(),
  colorReferenceDescription: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productResponseSchema = z.object({
  product: productDetailSchema,
  seo: seoSchema,
  forClient: z.boolean(),
  /** The product's section first. */
  sections: z.array(sectionSchema),
  additionalProduct: z.array(productCardSchema),
  solutions: z.array(z.object({ id: z.number().int(), title: z.string(), img: z.string() })),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const sectionParamsSchema = z.object({ section_code: codeSchema });
export const productParamsSchema = z.object({ section_code: codeSchema, product_code: codeSchema });

/** catalog/prices/?ids=: prices of the given products and their offers for the caller's city. */
export const MAX_PRICE_IDS = 100;
export const pricesQuerySchema = z.object({
  ids: z
    .string({ error: 'Укажите товары' })
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Неверный список товаров')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int()).max(MAX_PRICE_IDS, `Не больше ${MAX_PRICE_IDS} товаров`)),
});
export const productPriceSchema = z.object({
  id: z.number().int(),
  front_price: z.number().nullable(),
  offers: z.array(z.object({ id: z.number().int(), price: z.number().nullable() })),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
export const pricesResponseSchema = z.object({ prices: z.array(productPriceSchema) });
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** content/get_product_price_table and get_related_for: s is the section code, p the product code. */
export const productRefQuerySchema = z.object({
  s: z.string({ error: 'Укажите раздел' }).pipe(codeSchema),
  p: z.string({ error: 'Укажите товар' }).pipe(codeSchema),
  auth: z.enum(['Y', 'N', '0', '1', 'true', 'false'], { error: 'Неверный признак авторизации' }).optional(),
});
export const priceTableResponseSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.object({ title: z.string(), cells: z.array(z.number().nullable()) })),
  unit: z.string(),
});
export type PriceTableResponse = z.infer<typeof priceTableResponseSchema>;
export const relatedResponseSchema = z.object({ products: z.array(productCardSchema) });
export type RelatedResponse = z.infer<typeof relatedResponseSchema>;
