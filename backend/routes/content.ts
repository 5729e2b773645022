import { and, asc, count, eq, inArray, like, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CATALOG_PAGE_SIZE,
  productRefQuerySchema,
  type PriceTableResponse,
  type RelatedResponse,
} from '../../api-client/schemas/catalog';
import {
  contentPageParamsSchema,
  filialParamsSchema,
  type ContentPageResponse,
  type FilialResponse,
  type SitemapResponse,
  customContentParamsSchema,
  menuQuerySchema,
  type CustomContentResponse,
  type MenuResponse,
  type PropertiesResponse,
} from '../../api-client/schemas/content';
import { filialDescription } from '../../lib/content/filial-description';
import { sanitizeCmsHtml } from '../../lib/content/sanitize-cms-html';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { customContents, menus, siteProperties } from '../db/schema';
import { notFound, validate } from '../lib/errors';
import { regionalPrice, resolvePriceFactor, varyByLocation } from '../lib/location';
import { blogSitemap } from './blog';
import { cardColumns, toCard } from './catalog';
import { toShop } from './info';

const RELATED_LIMIT = 8;
/** Standard facade sizes (height × width, mm) the price table prices per square metre. */
const TABLE_SIZES: [number, number][] = [
  [716, 296],
  [716, 396],
  [716, 446],
  [716, 596],
  [916, 446],
  [956, 596],
  [1196, 446],
  [2056, 596],
];
const SQUARE_METRE = 'м²';

export function contentRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });

  app.get('/get_properties', async (c) => {
    const [row] = await db.select({ data: siteProperties.data }).from(siteProperties).where(eq(siteProperties.id, 1));
    if (!row) throw notFound();
    const body: PropertiesResponse = { data: row.data };
    return c.json(body);
  });

  app.get('/get_menu_structure', async (c) => {
    const { menuname } = validate(menuQuerySchema, c.req.query());
    const [row] = await db.select({ items: menus.items }).from(menus).where(eq(menus.name, menuname));
    const body: MenuResponse = { data: row?.items ?? [] };
    return c.json(body);
  });

  const customContent = async (input: Record<string, string | undefined>): Promise<CustomContentResponse> => {
    const { id } = validate(customContentParamsSchema, input);
    const [row] = await db
      .select({ id: customContents.id, title: customContents.title, content: customContents.content })
      .from(customContents)
      .where(eq(customContents.id, id));
    if (!row) throw notFound();
    // Popups render it in the browser (CmsContent): sanitized here, so no browser ever parses raw CMS HTML.
    return { ...row, content: sanitizeCmsHtml(row.content) };
  };
  app.get('/get_custom_content/:id', async (c) => c.json(await customContent(c.req.param())));
  app.get('/get_custom_content', async (c) => c.json(await customContent({ id: c.req.query('id') })));

  app.get('/get_content/*', async (c) => {
    const page = c.req.path.replace(/^.*\/get_content\//, '').replace(/\/+$/, '');
    const { page: path } = validate(contentPageParamsSchema, { page });
    const prefixes = path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
    const [rows, children] = await Promise.all([
      db.select().from(t.contentPages).where(inArray(t.contentPages.path, prefixes)),
      db
        .select({ path: t.contentPages.path, title: t.contentPages.title })
        .from(t.contentPages)
        .where(like(t.contentPages.path, `${path}/%`))
        .orderBy(asc(t.contentPages.sort), asc(t.contentPages.id)),
    ]);
    const row = rows.find((r) => r.path === path);
    if (!row) throw notFound();
    const depth = path.split('/').length;
    const body: ContentPageResponse = {
      path: row.path,
      title: row.title,
      content: row.content,
      seo: { pageTitle: row.title, metaKeywords: '', ...row.seo },
      parents: prefixes.slice(0, -1).flatMap((prefix) => {
        const parent = rows.find((r) => r.path === prefix);
        return parent ? [{ path: parent.path, title: parent.title }] : [];
      }),
      children: children.filter((child) => child.path.split('/').length === depth + 1),
    };
    return c.json(body);
  });

  app.get('/get_filial_content/:id', async (c) => {
    const { id } = validate(filialParamsSchema, c.req.param());
    const [row] = await db
      .select({ shop: t.shops, city: { id: t.cities.id, title: t.cities.title }, content: t.filialContents.content, seo: t.filialContents.seo })
      .from(t.shops)
      .innerJoin(t.cities, eq(t.cities.id, t.shops.cityId))
      .leftJoin(t.filialContents, eq(t.filialContents.shopId, t.shops.id))
      .where(eq(t.shops.id, id));
    if (!row) throw notFound();
    const { shop, city } = row;
    const body: FilialResponse = {
      shop: toShop(shop, city),
      content: row.content ?? '',
      seo: { pageTitle: shop.title, metaDescription: filialDescription(shop.title, city.title, shop.adress), metaKeywords: '', ...row.seo },
    };
    return c.json(body);
  });

  const productByRef = async (query: Record<string, string | undefined>) => {
    const { s, p } = validate(productRefQuerySchema, query);
    const [row] = await db
      .select({ id: t.products.id, sectionId: t.products.sectionId, price: t.products.price, unit: t.products.unit, showPrice: t.products.showPrice, offers: t.products.offers })
      .from(t.products)
      .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
      .where(and(eq(t.sections.code, s), eq(t.products.code, p)));
    if (!row) throw notFound();
    return row;
  };

  app.get('/get_product_price_table', async (c) => {
    const product = await productByRef(c.req.query());
    const factor = await resolvePriceFactor(db, (name) => c.req.header(name));
    const offers = product.showPrice ? product.offers : [];
    // Per-square-metre offers are priced for standard sizes; others are one row per offer.
    const perArea = offers.filter((offer) => offer.unit === SQUARE_METRE);
    const body: PriceTableResponse =
      perArea.length > 0
        ? {
            columns: perArea.map((offer) => offer.title),
            rows: TABLE_SIZES.map(([height, width]) => ({
              title: `${height} × ${width} мм`,
              cells: perArea.map((offer) =>
                offer.price === null ? null : regionalPrice(Math.round((offer.price * height * width) / 1_000_000), factor),
              ),
            })),
            unit: 'шт.',
          }
        : {
            columns: offers.length > 0 ? ['Цена'] : [],
            rows: offers.map((offer) => ({ title: `${offer.title}, ${offer.unit}`, cells: [regionalPrice(offer.price, factor)] })),
            unit: '',
          };
    varyByLocation(c);
    return c.json(body);
  });

  app.get('/get_related_for', async (c) => {
    const product = await productByRef(c.req.query());
    const factor = await resolvePriceFactor(db, (name) => c.req.header(name));
    // Products of the other sections that go with this one: the first of each section's list.
    const rows = await db
      .select(cardColumns)
      .from(t.products)
      .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
      .where(and(ne(t.products.sectionId, product.sectionId), ne(t.products.id, product.id)))
      .orderBy(asc(t.products.sort), asc(t.sections.sort), asc(t.products.id))
      .limit(RELATED_LIMIT);
    const body: RelatedResponse = { products: rows.map((row) => toCard(row, factor)) };
    varyByLocation(c);
    return c.json(body);
  });

  app.get('/get_sitemap', async (c) => {
    const [sections, products, blog, contentPages, filials] = await Promise.all([
      db
        .select({ code: t.sections.code, productCount: count(t.products.id) })
        .from(t.sections)
        .leftJoin(t.products, eq(t.products.sectionId, t.sections.id))
        .groupBy(t.sections.id)
        .orderBy(asc(t.sections.sort), asc(t.sections.id)),
      db
        .select({ sectionCode: t.sections.code, code: t.products.code })
        .from(t.products)
        .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId))
        .orderBy(asc(t.sections.sort), asc(t.products.sort), asc(t.products.id)),
      blogSitemap(db),
      db
        .select({ path: t.contentPages.path, updatedAt: t.contentPages.updatedAt })
        .from(t.contentPages)
        .orderBy(asc(t.contentPages.path)),
      db.select({ id: t.shops.id }).from(t.shops).orderBy(asc(t.shops.id)),
    ]);
    const body: SitemapResponse = {
      sections: sections.map((s) => ({ code: s.code, pageCount: Math.max(1, Math.ceil(s.productCount / CATALOG_PAGE_SIZE)) })),
      products,
      ...blog,
      contentPages: contentPages.map((page) => ({ path: page.path, date: page.updatedAt.toISOString() })),
      filials: filials.map((shop) => shop.id),
    };
    return c.json(body);
  });

  return app;
}
