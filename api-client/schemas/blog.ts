import { z } from 'zod';
import { codeSchema, paginationSchema, seoSchema } from './common';
import { stockOfferSchema } from './info';

/** The section of every article (spec §9 default blog section). */
export const ALL_BLOG_SECTION = 'all';
/** The blog section /news shows. */
export const NEWS_BLOG_SECTION = 'novosti';
export const BLOG_PAGE_SIZE = 9;

export const blogTagSchema = z.object({ code: z.string(), title: z.string() });
export const blogSectionSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  articleCount: z.number().int().min(0),
});
export type BlogSection = z.infer<typeof blogSectionSchema>;

export const articleCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  sectionCode: z.string(),
  sectionTitle: z.string(),
  title: z.string(),
  preview: z.string(),
  img: z.string(),
  /** ISO date-time */
  date: z.string(),
  tags: z.array(blogTagSchema),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const blogListResponseSchema = z.object({
  alert: stockOfferSchema.nullable(),
  section: blogSectionSchema.extend({ seo: seoSchema }),
  /** Every section, 'all' first. */
  sections: z.array(blogSectionSchema),
  articles: z.array(articleCardSchema),
  pagination: paginationSchema,
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const articleResponseSchema = z.object({
  alert: stockOfferSchema.nullable(),
  article: articleCardSchema.extend({
    /** CMS HTML */
    content: z.string(),
    sections: z.array(z.object({ code: z.string(), title: z.string() })),
  }),
  seo: seoSchema,
  /** Newer and older articles of the same section. */
  more: z.array(articleCardSchema),
});
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

export const blogSectionParamsSchema = z.object({ section_code: codeSchema });
export const articleParamsSchema = z.object({ section_code: codeSchema, element_code: codeSchema });
