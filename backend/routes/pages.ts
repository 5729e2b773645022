import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AboutPageResponse, HomeResponse, SimplePageResponse } from '../../api-client/schemas/pages';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { notFound } from '../lib/errors';
import { cardColumns, toCard } from './catalog';
import { resolvePriceFactor, varyByLocation } from '../lib/location';

const HOME_PRODUCTS = 12;
const HOME_DECOR = 6;
const DECOR_SECTION = 'dekor';
const HIT_LABEL = 'Хит';

async function loadPage(db: Database, code: string) {
  const [page] = await db.select().from(t.pages).where(eq(t.pages.code, code));
  if (!page) throw notFound();
  return page;
}

export function pagesRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });

  for (const code of ['main', 'contact']) {
    app.get(`/${code}`, async (c) => {
      const page = await loadPage(db, code);
      const body: SimplePageResponse = { seo: page.seo, title: page.title, content: page.content };
      return c.json(body);
    });
  }

  app.get('/about', async (c) => {
    const page = await loadPage(db, 'about');
    const body: AboutPageResponse = {
      aboutData: { title: page.title, blocks: page.blocks },
      aboutAnchors: page.blocks.flatMap((block) =>
        block.type === 'vheader' && block.inner === 'h2' ? [{ id: block.id, value: block.value }] : [],
      ),
      seoData: page.seo,
    };
    return c.json(body);
  });

  return app;
}

/** for_client_main/: hits for the slider, decor, and the main page's content and teasers. */
export function homeRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });

  app.get('/', async (c) => {
    const factor = await resolvePriceFactor(db, (name) => c.req.header(name));
    const cards = () =>
      db.select(cardColumns).from(t.products).innerJoin(t.sections, eq(t.sections.id, t.products.sectionId));
    const [page, hits, decor] = await Promise.all([
      loadPage(db, 'main'),
      cards()
        .where(sql`${t.products.labels} @> ${JSON.stringify([HIT_LABEL])}::jsonb`)
        .orderBy(asc(t.sections.sort), asc(t.products.sort), asc(t.products.id))
        .limit(HOME_PRODUCTS),
      cards()
        .where(and(eq(t.sections.code, DECOR_SECTION)))
        .orderBy(asc(t.products.sort), asc(t.products.id))
        .limit(HOME_DECOR),
    ]);
    const body: HomeResponse = {
      products: hits.map((row) => toCard(row, factor)),
      decor: decor.map((row) => toCard(row, factor)),
      content: page.content,
      teasers: page.teasers,
    };
    varyByLocation(c);
    return c.json(body);
  });

  return app;
}
