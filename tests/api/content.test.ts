import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { customContentResponseSchema, menuResponseSchema, propertiesResponseSchema } from '../../api-client/schemas/content';
import { customContents } from '../../backend/db/schema';
import { seedFixture } from './fixtures/seed-fixture';
import { getJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

describe.each(TEST_DRIVERS)('content API on %s', (kind) => {
  const { app, database } = useTestApp(kind);

  it.each(['/api/v1/content/get_properties', '/api/v1/content/get_properties/'])('returns the site properties at %s', async (path) => {
    const res = await getJson(app(), path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(propertiesResponseSchema.parse(res.body)).toEqual({ data: seedFixture.properties });
  });

  it.each([
    '/api/v1/content/get_menu_structure?menuname=headmenu',
    '/api/v1/content/get_menu_structure/?menuname=headmenu',
    '/api/v1/content/get_menu_structure',
  ])('returns the head menu at %s', async (path) => {
    const res = await getJson(app(), path);
    expect(res.status).toBe(200);
    expect(menuResponseSchema.parse(res.body)).toEqual({ data: seedFixture.menus.headmenu });
  });

  it('sends a popup\'s CMS HTML sanitized, since the browser renders it', async () => {
    const [row] = await database().db.select().from(customContents).limit(1);
    await database().db.update(customContents).set({ content: '<p>Текст</p><svg onload=alert(1)></svg><a href="javascript:alert(2)">ссылка</a>' }).where(eq(customContents.id, row?.id ?? 0));
    try {
      const res = await getJson(app(), `/api/v1/content/get_custom_content/${row?.id}`);
      expect(customContentResponseSchema.parse(res.body).content).toBe('<p>Текст</p><a>ссылка</a>');
    } finally {
      await database().db.update(customContents).set({ content: row?.content ?? '' }).where(eq(customContents.id, row?.id ?? 0));
    }
  });

  it('returns an empty footer menu', async () => {
    const res = await getJson(app(), '/api/v1/content/get_menu_structure?menuname=footermenu');
    expect(menuResponseSchema.parse(res.body)).toEqual({ data: [] });
  });

  it.each(['nosuchmenu', '', 'HEADMENU', '%00'])('rejects menuname=%s with 400', async (menuname) => {
    const res = await getJson(app(), `/api/v1/content/get_menu_structure?menuname=${menuname}`);
    expect(res.status).toBe(400);
    const body = errorResponseSchema.parse(res.body);
    expect(body.errorMessage).toBe('Неверные параметры запроса');
    expect(body.errors?.menuname).toBeTruthy();
  });

  it('answers 404 for an unknown content call', async () => {
    const res = await getJson(app(), '/api/v1/content/get_nothing');
    expect(res.status).toBe(404);
    expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Страница не найдена');
  });
});
