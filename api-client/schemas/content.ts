import { z } from 'zod';
import { seoSchema } from './common';
import { shopSchema } from './info';

export const footerLinkSchema = z.object({
  /** Slug of the page, or the numeric id of a popup modal when wlc is set. */
  wlv: z.string(),
  /** 'title#icon' */
  wlt: z.string(),
  wlc: z.boolean(),
  wlp: z.boolean(),
  wlm: z.boolean(),
  wly: z.string(),
});

export const sitePropertiesSchema = z.object({
  slogan: z.string(),
  footerAboutText: z.string(),
  footerBottomText: z.string(),
  email: z.string(),
  description: z.string(),
  theme: z.enum(['Y', 'N']),
  tgwebchat: z.boolean(),
  /** network → link; blank links are ignored by the site. */
  socials: z.record(z.string(), z.string()),
  socialsGroups: z.array(z.object({ title: z.string(), networks: z.array(z.string()) })),
  /** wpv1.. hold phone numbers, wpt1.. the texts beside them. */
  phones: z.record(z.string(), z.string()),
  defaultPhone: z.string(),
  footerLinks: z.array(footerLinkSchema),
  loc: z.object({
    tgwebchatBtnText: z.string(),
    tgwebchatSubBtnText: z.string(),
    tgwebchatDefaultMessage: z.string(),
  }),
  privacyName: z.string(),
  privacyText: z.string(),
  registerButtonDescription: z.string(),
  stockButtonText: z.string(),
});
export type SiteProperties = z.infer<typeof sitePropertiesSchema>;

export const propertiesResponseSchema = z.object({ data: sitePropertiesSchema });
export type PropertiesResponse = z.infer<typeof propertiesResponseSchema>;

export type MenuItem = {
  name: string;
  title: string;
  slug: string;
  icon: string;
  image: string;
  descr: string;
  morelink: string;
  forauth: boolean;
  forunauth: boolean;
  products: { title: string; slug: string; img: string }[];
  child: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    title: z.string(),
    slug: z.string(),
    icon: z.string(),
    image: z.string(),
    descr: z.string(),
    morelink: z.string(),
    forauth: z.boolean(),
    forunauth: z.boolean(),
    products: z.array(z.object({ title: z.string(), slug: z.string(), img: z.string() })),
    child: z.array(menuItemSchema),
  }),
);

export const MENU_NAMES = ['headmenu', 'footermenu'] as const;
export const menuQuerySchema = z.object({ menuname: z.enum(MENU_NAMES).default('headmenu') });
export const menuResponseSchema = z.object({ data: z.array(menuItemSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

/** content/get_custom_content/{id}: a popup modal's content, by the numeric id a footer link holds. */
export const customContentParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Неверный идентификатор').transform(Number) });
export const customContentResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** CMS HTML */
  content: z.string(),
});
export type CustomContentResponse = z.infer<typeof customContentResponseSchema>;

/** content/get_content/{page}: a CMS page by its path, e.g. 'uslugi/zamer' (up to five segments). */
export const CONTENT_PATH_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}(\/[a-z0-9][a-z0-9_-]{0,99}){0,4}$/;
export const contentPageParamsSchema = z.object({ page: z.string().regex(CONTENT_PATH_PATTERN, 'Неверный адрес страницы') });
export const contentPageResponseSchema = z.object({
  path: z.string(),
  title: z.string(),
  /** CMS HTML */
  content: z.string(),
  seo: seoSchema,
  /** The pages above this one, outermost first, for breadcrumbs. */
  parents: z.array(z.object({ path: z.string(), title: z.string() })),
  /** Pages one level below. */
  children: z.array(z.object({ path: z.string(), title: z.string() })),
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

export const filialParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Неверный филиал').transform(Number) });
export const filialResponseSchema = z.object({ shop: shopSchema, content: z.string(), seo: seoSchema });
export type FilialResponse = z.infer<typeof filialResponseSchema>;

/** content/get_sitemap: everything a sitemap lists. */
export const sitemapResponseSchema = z.object({
  sections: z.array(z.object({ code: z.string(), pageCount: z.number().int() })),
  products: z.array(z.object({ sectionCode: z.string(), code: z.string() })),
  blogSections: z.array(z.object({ code: z.string(), pageCount: z.number().int() })),
  articles: z.array(z.object({ sectionCode: z.string(), code: z.string(), date: z.string() })),
  contentPages: z.array(z.object({ path: z.string(), date: z.string() })),
  filials: z.array(z.number().int()),
});
export type SitemapResponse = z.infer<typeof sitemapResponseSchema>;
