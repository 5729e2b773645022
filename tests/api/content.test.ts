import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { menuResponseSchema, propertiesResponseSchema } from '../../api-client/schemas/content';
import { seedFixture } from './fixtures/seed-fixture';
import { getJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

describe.each(TEST_DRIVERS)('content API on %s', (kind) => {
  const { app } = useTestApp(kind);

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
