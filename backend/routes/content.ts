import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  customContentParamsSchema,
  menuQuerySchema,
  type CustomContentResponse,
  type MenuResponse,
  type PropertiesResponse,
} from '../../api-client/schemas/content';
import type { Database } from '../db/client';
import { customContents, menus, siteProperties } from '../db/schema';
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

  const customContent = async (input: Record<string, string | undefined>): Promise<CustomContentResponse> => {
    const { id } = validate(customContentParamsSchema, input);
    const [row] = await db
      .select({ id: customContents.id, title: customContents.title, content: customContents.content })
      .from(customContents)
      .where(eq(customContents.id, id));
    if (!row) throw notFound();
    return row;
  };
  app.get('/get_custom_content/:id', async (c) => c.json(await customContent(c.req.param())));
  app.get('/get_custom_content', async (c) => c.json(await customContent({ id: c.req.query('id') })));

  return app;
}
