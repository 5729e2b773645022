import { describe, expect, it } from 'vitest';
import {
  CATALOG_PAGE_SIZE,
  productResponseSchema,
  sectionPageResponseSchema,
  sectionsResponseSchema,
} from '../../api-client/schemas/catalog';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { getJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

describe.each(TEST_DRIVERS)('catalog API on %s', (kind) => {
  const { app } = useTestApp(kind);

  describe('GET /catalog/sections/', () => {
    it.each(['/api/v1/catalog/sections/', '/api/v1/catalog/sections'])('lists sections by sort with counts at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
      const { sections } = sectionsResponseSchema.parse(res.body);
      expect(sections.map((s) => [s.code, s.productCount])).toEqual([
        ['mdf', 14],
        ['massiv', 3],
        ['empty', 0],
      ]);
    });
  });

  describe('GET /catalog/{section_code}/', () => {
    it.each(['/api/v1/catalog/mdf/', '/api/v1/catalog/mdf'])('returns the first page at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      const body = sectionPageResponseSchema.parse(res.body);
      expect(body.section).toMatchObject({ code: 'mdf', title: 'Фасады МДФ', productCount: 14 });
      expect(body.section.seo.metaTitle).toBe('МДФ');
      expect(body.pagination).toEqual({ page: 1, pageSize: CATALOG_PAGE_SIZE, pageCount: 2, total: 14 });
      expect(body.products).toHaveLength(CATALOG_PAGE_SIZE);
      expect(body.products[0]).toMatchObject({ code: 'plain-01', sectionCode: 'mdf', front_price: 1000, showPrice: true });
      expect(body.products.map((p) => p.code)).toEqual([...body.products.map((p) => p.code)].sort());
    });

    it('returns the rest on page 2', async () => {
      const body = sectionPageResponseSchema.parse((await getJson(app(), '/api/v1/catalog/mdf/?page=2')).body);
      expect(body.products.map((p) => p.code)).toEqual(['plain-13', 'plain-14']);
      expect(body.pagination.page).toBe(2);
    });

    it('answers a page beyond the last with an empty list and the real pagination', async () => {
      const res = await getJson(app(), '/api/v1/catalog/mdf/?page=3');
      expect(res.status).toBe(200);
      const body = sectionPageResponseSchema.parse(res.body);
      expect(body.products).toEqual([]);
      expect(body.pagination).toEqual({ page: 3, pageSize: CATALOG_PAGE_SIZE, pageCount: 2, total: 14 });
    });

    it('answers an empty section with no pages', async () => {
      const body = sectionPageResponseSchema.parse((await getJson(app(), '/api/v1/catalog/empty/')).body);
      expect(body.products).toEqual([]);
      expect(body.pagination).toMatchObject({ pageCount: 0, total: 0 });
    });

    it('gives a null front_price when the price is hidden or missing', async () => {
      const body = sectionPageResponseSchema.parse((await getJson(app(), '/api/v1/catalog/massiv/')).body);
      const prices = Object.fromEntries(body.products.map((p) => [p.code, p.front_price]));
      expect(prices).toEqual({ verona: 5000, 'hidden-price': null, 'on-request': null });
    });

    it.each(['-1', 'abc', '0', '1.5', '', '99999999', '1e3'])('rejects page=%s with 400', async (page) => {
      const res = await getJson(app(), `/api/v1/catalog/mdf/?page=${page}`);
      expect(res.status).toBe(400);
      const body = errorResponseSchema.parse(res.body);
      expect(body.errorMessage).toBe('Неверные параметры запроса');
      expect(body.errors?.page).toBeTruthy();
    });

    it.each(['/api/v1/catalog/no-such-section/', '/api/v1/catalog/no-such-section'])('answers 404 for an unknown section at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body)).toEqual({ errorMessage: 'Страница не найдена' });
    });
  });

  describe('GET /catalog/{section_code}/{product_code}/', () => {
    it.each(['/api/v1/catalog/massiv/verona/', '/api/v1/catalog/massiv/verona'])('returns the full product at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
      const body = productResponseSchema.parse(res.body);
      const { product } = body;
      expect(product).toMatchObject({
        code: 'verona',
        sectionCode: 'massiv',
        title: 'Верона',
        front_price: 5000,
        labels: ['Хит'],
        characteristics: { thickness: '22 мм', pereplet: '60 мм' },
        content: '<p>Классика</p>',
        materialReferenceDescription: 'О материалах',
      });
      expect(product.offers).toEqual([
        { id: 1, title: 'Глухой', price: 5000, unit: 'м²' },
        { id: 2, title: 'Под стекло', price: null, unit: 'м²' },
      ]);
      expect(product.mcp).toHaveLength(2);
      expect(product.mcp[0]?.colors).toHaveLength(2);
      expect(product.mcp[0]?.colors[0]?.patinas).toHaveLength(2);
      expect(product.mcp[1]?.colors[0]?.patinas).toHaveLength(1);
      // The reference lists: every material of the section and every colour of the product, defaults first.
      expect(product.defaultMaterials).toEqual([
        expect.objectContaining({
          title: 'МДФ плёнка',
          img: { original: '/images/m1.webp' },
          type: expect.objectContaining({ title: 'Плёночные', description: 'Материалы с плёночным покрытием' }) as unknown,
        }),
        expect.objectContaining({ title: 'МДФ эмаль' }),
      ]);
      expect(product.defaultColors.map((c) => c.title)).toEqual(['Дуб', 'Орех', 'Белый']);
      expect(product.patinas.map((p) => p.title).sort()).toEqual(['Золото', 'Серебро']);
      const patinaIds = new Set(product.mcp.flatMap((m) => m.colors.flatMap((c) => c.patinas)));
      expect(new Set(product.patinas.map((p) => p.id))).toEqual(patinaIds);
      expect(product.finishCoating.map((f) => f.title)).toEqual(['Матовый лак', 'Глянцевый лак']);
      expect(product.glassLayout.map((l) => [l.title, l.glass.title])).toEqual([
        ['Крест', 'Прозрачное'],
        ['Решётка', 'Прозрачное'],
      ]);
      expect(body.seo.metaTitle).toBe('Фасад Верона');
      expect(body.forClient).toBe(true);
      expect(body.sections[0]?.code).toBe('massiv');
      expect(body.sections).toHaveLength(3);
      expect(body.additionalProduct.map((p) => [p.code, p.sectionCode, p.front_price])).toEqual([
        ['hidden-price', 'massiv', null],
        ['plain-01', 'mdf', 1000],
      ]);
      expect(body.solutions.map((s) => s.title)).toEqual(['Решение 1', 'Решение 2', 'Решение 3', 'Решение 4', 'Решение 5', 'Решение 6']);
    });

    it('returns a product with no options as empty lists', async () => {
      const body = productResponseSchema.parse((await getJson(app(), '/api/v1/catalog/mdf/plain-02/')).body);
      expect(body.product).toMatchObject({ mcp: [], patinas: [], defaultMaterials: [], glassLayout: [], front_price: 1010 });
      expect(body.seo.pageTitle).toBe('Фасад plain-02');
      // No meta title from the CMS: the site builds one with its brand suffix.
      expect(body.seo.metaTitle).toBeUndefined();
      expect(body.seo.metaKeywords).toBe('');
    });

    it.each([
      '/api/v1/catalog/massiv/no-such-product/',
      '/api/v1/catalog/mdf/verona/',
      '/api/v1/catalog/no-such-section/verona/',
      '/api/v1/catalog/massiv/verona/extra/',
    ])('answers 404 at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Страница не найдена');
    });
  });

  describe('malformed codes', () => {
    const long = 'a'.repeat(5000);
    it.each([
      `/api/v1/catalog/${long}/`,
      `/api/v1/catalog/massiv/${long}/`,
      '/api/v1/catalog/%00/',
      '/api/v1/catalog/massiv/%00/',
      '/api/v1/catalog/%2e%2e/',
      '/api/v1/catalog/massiv/..%2f..%2fetc/',
      '/api/v1/catalog/%D1%84%D0%B0%D1%81%D0%B0%D0%B4/',
      '/api/v1/catalog/massiv/%E0%A4%A/',
      "/api/v1/catalog/massiv/verona'--/",
      '/api/v1/catalog/-verona/',
    ])('answers 400 or 404, never 500, at %s', async (path) => {
      const res = await getJson(app(), path);
      expect([400, 404]).toContain(res.status);
      const body = errorResponseSchema.parse(res.body);
      if (res.status === 400) expect(body.errorMessage).toBe('Неверные параметры запроса');
    });

    it('names the bad path parameter', async () => {
      const res = await getJson(app(), `/api/v1/catalog/massiv/${long}/`);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors).toHaveProperty('product_code');
    });
  });

  describe('regional prices', () => {
    const page = async (headers: Record<string, string>) =>
      sectionPageResponseSchema.parse((await getJson(app(), '/api/v1/catalog/massiv/', headers)).body);
    const verona = async (headers: Record<string, string>) =>
      productResponseSchema.parse((await getJson(app(), '/api/v1/catalog/massiv/verona/', headers)).body);

    it('applies the factor of the city named in Location-Name, case-insensitively', async () => {
      const body = await page({ 'Location-Name': encodeURIComponent('санкт-ПЕТЕРБУРГ') });
      expect(body.products.find((p) => p.code === 'verona')?.front_price).toBe(5500);
      expect(body.products.find((p) => p.code === 'hidden-price')?.front_price).toBeNull();
    });

    it('applies the factor to product offers and additional products', async () => {
      const body = await verona({ 'Location-Name': encodeURIComponent('Екатеринбург') });
      expect(body.product.front_price).toBe(4500);
      expect(body.product.offers.map((o) => o.price)).toEqual([4500, null]);
      expect(body.additionalProduct.find((p) => p.code === 'plain-01')?.front_price).toBe(900);
    });

    it('uses the nearest city to Location-Lat/Location-Lon', async () => {
      const body = await verona({ 'Location-Lat': '59.8', 'Location-Lon': '30.1' });
      expect(body.product.front_price).toBe(5500);
    });

    it('prefers a known Location-Name over coordinates', async () => {
      const body = await verona({ 'Location-Name': encodeURIComponent('Москва'), 'Location-Lat': '56.8', 'Location-Lon': '60.6' });
      expect(body.product.front_price).toBe(5000);
    });

    it.each<Record<string, string>>([
      {},
      { 'Location-Name': encodeURIComponent('Нью-Васюки') },
      { 'Location-Name': '%E0%A4%A' },
      { 'Location-Lat': 'abc', 'Location-Lon': '30' },
      { 'Location-Lat': '200', 'Location-Lon': '30' },
      { 'Location-Lat': '59.9' },
    ])('falls back to factor 1 for %o', async (headers) => {
      expect((await verona(headers)).product.front_price).toBe(5000);
    });
  });
});
