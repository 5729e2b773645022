import { z } from 'zod';

/** Body of every non-2xx answer: a message for the user and, for forms, a field map. */
export const errorResponseSchema = z.object({
  errorMessage: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Section and product codes: latin letters, digits, '-' and '_', as the CMS writes them. */
export const CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
export const codeSchema = z.string().regex(CODE_PATTERN, 'Неверный код');

export const MAX_PAGE = 10_000;
/** `?page` of list endpoints: absent means 1; anything but a whole number from 1 is a bad parameter. */
export const pageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,5}$/, 'Номер страницы должен быть целым числом')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Номер страницы начинается с 1').max(MAX_PAGE))
    .optional()
    .transform((page) => page ?? 1),
});

export const seoSchema = z.object({
  pageTitle: z.string().optional(),
  metaTitle: z.string().optional(),
  metaKeywords: z.string().optional(),
  metaDescription: z.string().optional(),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImage: z.string().optional(),
});
export type Seo = z.infer<typeof seoSchema>;

export const imageSchema = z.object({ original: z.string() });
