import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { menuQuerySchema, type MenuResponse, type PropertiesResponse } from '../../api-client/schemas/content';
import type { Database } from '../db/client';
import { menus, siteProperties } from '../db/schema';
import { notFound, validate } from '../lib/errors';

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

  return app;
}
