import { z } from 'zod';
import { productCardSchema } from './catalog';
import { seoSchema } from './common';

export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('vheader'), inner: z.enum(['h2', 'h3']), id: z.string(), value: z.string() }),
  /** CMS HTML */
  z.object({ type: z.literal('html'), value: z.string() }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const teaserSchema = z.object({ title: z.string(), text: z.string(), link: z.string(), img: z.string() });
export type Teaser = z.infer<typeof teaserSchema>;

/** pages/main/ and pages/contact/: seo, a title and CMS HTML. */
export const simplePageResponseSchema = z.object({ seo: seoSchema, title: z.string(), content: z.string() });
export type SimplePageResponse = z.infer<typeof simplePageResponseSchema>;

/** pages/about/: the blocks, one anchor per vheader block with inner h2, and seo. */
export const aboutPageResponseSchema = z.object({
  aboutData: z.object({ title: z.string(), blocks: z.array(pageBlockSchema) }),
  aboutAnchors: z.array(z.object({ id: z.string(), value: z.string() })),
  seoData: seoSchema,
});
export type AboutPageResponse = z.infer<typeof aboutPageResponseSchema>;

/** for_client_main/: the home page's products slider, decor, HTML content and teasers. */
export const homeResponseSchema = z.object({
  products: z.array(productCardSchema),
  decor: z.array(productCardSchema),
  content: z.string(),
  teasers: z.array(teaserSchema),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
