import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_BLOG_SECTION, BLOG_PAGE_SIZE, articleResponseSchema, blogListResponseSchema } from '../../api-client/schemas/blog';
import { priceTableResponseSchema, pricesResponseSchema, productResponseSchema, relatedResponseSchema } from '../../api-client/schemas/catalog';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { contentPageResponseSchema, filialResponseSchema, sitemapResponseSchema } from '../../api-client/schemas/content';
import { GALLERY_PAGE_SIZE, solutionResponseSchema } from '../../api-client/schemas/gallery';
import { aboutPageResponseSchema, homeResponseSchema, simplePageResponseSchema } from '../../api-client/schemas/pages';
import * as t from '../../backend/db/schema';
import { getJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

const SPB = { 'Location-Name': encodeURIComponent('Санкт-Петербург') };

function expectBadRequest(res: Awaited<ReturnType<typeof getJson>>, field?: string) {
  expect(res.status).toBe(400);
  const body = errorResponseSchema.parse(res.body);
  expect(body.errorMessage).toBe('Неверные параметры запроса');
  if (field) {
    const messages = Object.entries(body.errors ?? {}).filter(([key]) => key === field || key.startsWith(`${field}.`));
    expect(messages.length).toBeGreaterThan(0);
    for (const [, message] of messages) expect(message).toMatch(/[а-я]/i);
  }
}

describe.each(TEST_DRIVERS)('content API on %s', (kind) => {
  const { app, database } = useTestApp(kind);

  describe('GET /blog/{section}/', () => {
    it.each(['/api/v1/blog/all/', '/api/v1/blog/all'])('lists every article, newest first, at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      const body = blogListResponseSchema.parse(res.body);
      expect(body.section).toMatchObject({ code: ALL_BLOG_SECTION, articleCount: 13 });
      expect(body.sections.map((s) => [s.code, s.articleCount])).toEqual([
        ['all', 13],
        ['news', 11],
        ['akcii', 2],
        ['quiet', 0],
      ]);
      expect(body.articles).toHaveLength(BLOG_PAGE_SIZE);
      expect(body.articles[0]).toMatchObject({ code: 'news-01', sectionCode: 'akcii', sectionTitle: 'Акции' });
      expect(body.pagination).toEqual({ page: 1, pageSize: BLOG_PAGE_SIZE, pageCount: 2, total: 13 });
      expect(body.alert?.slug).toBe('skidka-verona');
    });

    it('pages a section and keeps its seo', async () => {
      const body = blogListResponseSchema.parse((await getJson(app(), '/api/v1/blog/news/?page=2')).body);
      expect(body.articles.map((a) => a.code)).toEqual(['news-02', 'news-01']);
      expect(body.section.seo).toMatchObject({ metaTitle: 'Новости фабрики', pageTitle: 'Новости' });
      expect(body.pagination).toMatchObject({ page: 2, pageCount: 2, total: 11 });
    });

    it('answers an empty section with no pages', async () => {
      const body = blogListResponseSchema.parse((await getJson(app(), '/api/v1/blog/quiet/')).body);
      expect(body.articles).toEqual([]);
      expect(body.pagination).toMatchObject({ pageCount: 0, total: 0 });
    });

    it('answers 404 for an unknown section', async () => {
      const res = await getJson(app(), '/api/v1/blog/nope/');
      expect(res.status).toBe(404);
      expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Страница не найдена');
    });

    it.each(['0', '-1', 'abc', '1.5', '999999'])('rejects page=%s', async (page) => {
      expectBadRequest(await getJson(app(), `/api/v1/blog/all/?page=${page}`), 'page');
    });

    it('rejects a bad section code', async () => {
      expectBadRequest(await getJson(app(), '/api/v1/blog/%D0%B0%D0%B1/'), 'section_code');
    });
  });

  describe('GET /blog/{section}/{article}/', () => {
    it('returns the article with sections, tags, seo defaults and more of its section', async () => {
      const res = await getJson(app(), '/api/v1/blog/akcii/skidka-verona/');
      expect(res.status).toBe(200);
      const body = articleResponseSchema.parse(res.body);
      expect(body.article).toMatchObject({
        code: 'skidka-verona',
        title: 'Статья skidka-verona',
        content: '<p>Текст skidka-verona</p>',
        sections: [{ code: 'akcii', title: 'Акции' }],
        tags: [{ code: 'skidki', title: 'Скидки' }],
      });
      expect(body.seo).toMatchObject({ metaTitle: 'Скидка на Верону', pageTitle: 'Статья skidka-verona', metaKeywords: 'Скидки' });
      expect(body.more.map((a) => a.code)).toEqual(['news-01']);
    });

    it('finds an article within its own section, and under all', async () => {
      const inNews = articleResponseSchema.parse((await getJson(app(), '/api/v1/blog/news/news-01')).body);
      expect(inNews.article.sectionCode).toBe('news');
      const inAll = articleResponseSchema.parse((await getJson(app(), '/api/v1/blog/all/skidka-verona/')).body);
      expect(inAll.article.sectionCode).toBe('akcii');
    });

    it.each(['/api/v1/blog/news/skidka-verona/', '/api/v1/blog/nope/news-01/', '/api/v1/blog/news/none/'])('answers 404 at %s', async (path) => {
      expect((await getJson(app(), path)).status).toBe(404);
    });

    it('rejects a bad article code', async () => {
      expectBadRequest(await getJson(app(), '/api/v1/blog/news/bad%20code/'), 'element_code');
    });
  });

  describe('GET /solution/', () => {
    it.each(['/api/v1/solution/', '/api/v1/solution'])('lists solutions with every filter at %s', async (path) => {
      const res = await getJson(app(), path);
      expect(res.status).toBe(200);
      const body = solutionResponseSchema.parse(res.body);
      expect(body.solutions).toHaveLength(GALLERY_PAGE_SIZE);
      expect(body.pagination).toEqual({ page: 1, pageSize: GALLERY_PAGE_SIZE, pageCount: 2, total: 14 });
      expect(body.filters.map((f) => [f.code, f.label, f.options.length])).toEqual([
        ['material', 'Материал', 2],
        ['color', 'Цвет', 2],
        ['patina', 'Патина', 1],
        ['interior', 'Интерьер', 2],
        ['model', 'Модель', 2],
        ['collection', '', 2],
      ]);
      expect(body.solutions[0]).toMatchObject({
        title: 'Решение 1',
        material: { code: 'mdf-film' },
        color: { code: 'oak' },
        patina: { code: 'gold', title: 'Золото' },
        interior: { code: 'hall' },
        model: { code: 'verona', sectionCode: 'massiv' },
        collection: { code: 'classic' },
      });
      expect(body.solutions[1]?.patina).toBeNull();
      expect(body.collection).toBeNull();
    });

    it('combines filters: alternatives within one, all of them across', async () => {
      const body = solutionResponseSchema.parse(
        (await getJson(app(), '/api/v1/solution/?material=mdf-film&interior=kitchen,hall&collection=classic')).body,
      );
      expect(body.solutions.map((s) => s.title)).toEqual(['Решение 1', 'Решение 3', 'Решение 5', 'Решение 7']);
      expect(body.options).toMatchObject({ material: ['mdf-film'], interior: ['kitchen', 'hall'], collection: ['classic'] });
      expect(body.collection).toEqual({ code: 'classic', title: 'Классика', description: 'Классические интерьеры' });
    });

    it('filters by model and patina, and pages', async () => {
      const byModel = solutionResponseSchema.parse((await getJson(app(), '/api/v1/solution/?model=plain-01')).body);
      expect(byModel.pagination.total).toBe(4);
      const byPatina = solutionResponseSchema.parse((await getJson(app(), '/api/v1/solution/?patina=gold&page=1')).body);
      expect(byPatina.solutions.every((s) => s.patina?.code === 'gold')).toBe(true);
      const page2 = solutionResponseSchema.parse((await getJson(app(), '/api/v1/solution/?page=2')).body);
      expect(page2.solutions).toHaveLength(2);
    });

    it('matches nothing for an unknown code and leaves it out of the chosen options', async () => {
      const body = solutionResponseSchema.parse((await getJson(app(), '/api/v1/solution/?color=purple')).body);
      expect(body.solutions).toEqual([]);
      expect(body.options.color).toEqual([]);
    });

    it.each([
      ['material=a%20b', 'material'],
      ['color=,,%D1%8F', 'color'],
      [`model=${Array.from({ length: 31 }, (_, i) => `m${i}`).join(',')}`, 'model'],
      ['page=0', 'page'],
    ])('rejects %s', async (query, field) => {
      expectBadRequest(await getJson(app(), `/api/v1/solution/?${query}`), field);
    });
  });

  describe('pages', () => {
    it('GET /pages/main/ and /pages/contact/ give seo, title and content', async () => {
      const main = simplePageResponseSchema.parse((await getJson(app(), '/api/v1/pages/main/')).body);
      expect(main).toMatchObject({ title: 'Главная', content: '<p>О фабрике</p>', seo: { metaTitle: 'Фабрика' } });
      const contact = simplePageResponseSchema.parse((await getJson(app(), '/api/v1/pages/contact')).body);
      expect(contact.seo.metaDescription).toBe('Контакты фабрики');
    });

    it('GET /pages/about/ gives one anchor per vheader h2', async () => {
      const body = aboutPageResponseSchema.parse((await getJson(app(), '/api/v1/pages/about/')).body);
      expect(body.aboutAnchors).toEqual([
        { id: 'history', value: 'История' },
        { id: 'team', value: 'Команда' },
      ]);
      expect(body.aboutData.blocks).toHaveLength(4);
    });

    it('answers 404 for another page', async () => {
      expect((await getJson(app(), '/api/v1/pages/other/')).status).toBe(404);
    });

    it('GET /for_client_main/ gives hits, decor, content and teasers priced for the city', async () => {
      const res = await getJson(app(), '/api/v1/for_client_main/', SPB);
      expect(res.status).toBe(200);
      expect(res.headers.get('Vary')).toContain('Location-Name');
      const body = homeResponseSchema.parse(res.body);
      expect(body.products.map((p) => [p.code, p.front_price])).toEqual([['verona', 5500]]);
      expect(body.decor).toEqual([]);
      expect(body.teasers).toHaveLength(1);
      expect(body.content).toBe('<p>О фабрике</p>');
    });
  });

  describe('GET /content/get_content/{page}', () => {
    it('returns a nested page with its parents and children', async () => {
      const res = await getJson(app(), '/api/v1/content/get_content/services/delivery');
      expect(res.status).toBe(200);
      const body = contentPageResponseSchema.parse(res.body);
      expect(body).toMatchObject({ path: 'services/delivery', title: 'Доставка', seo: { metaTitle: 'Доставка фасадов', pageTitle: 'Доставка' } });
      expect(body.parents).toEqual([{ path: 'services', title: 'Услуги' }]);
      expect(body.children).toEqual([{ path: 'services/delivery/moscow', title: 'По Москве' }]);
    });

    it('answers the deepest variant and a trailing slash', async () => {
      const body = contentPageResponseSchema.parse((await getJson(app(), '/api/v1/content/get_content/a/b/c/d/e/')).body);
      expect(body.title).toBe('Глубокая');
      expect(body.parents).toEqual([]);
    });

    it.each(['services/none', 'nothing', 'services/delivery/moscow/x'])('answers 404 for %s', async (page) => {
      expect((await getJson(app(), `/api/v1/content/get_content/${page}`)).status).toBe(404);
    });

    it.each(['a/b/c/d/e/f', 'Bad%20Page', '..%2F..'])('rejects %s', async (page) => {
      expectBadRequest(await getJson(app(), `/api/v1/content/get_content/${page}`), 'page');
    });
  });

  describe('GET /content/get_filial_content/{id}', () => {
    it('returns the shop with its text and city', async () => {
      const [shop] = await database().db.select({ id: t.shops.id }).from(t.shops).where(eq(t.shops.title, 'Салон на Тверской'));
      const body = filialResponseSchema.parse((await getJson(app(), `/api/v1/content/get_filial_content/${shop?.id}`)).body);
      expect(body).toMatchObject({ content: '<p>Флагман</p>', shop: { title: 'Салон на Тверской', city: { title: 'Москва' } } });
    });

    it('answers 404 for an unknown shop and 400 for a bad id', async () => {
      expect((await getJson(app(), '/api/v1/content/get_filial_content/999999')).status).toBe(404);
      expectBadRequest(await getJson(app(), '/api/v1/content/get_filial_content/abc'), 'id');
    });
  });

  describe('price table, related and prices', () => {
    it('prices standard sizes of per-m² offers for the city', async () => {
      const res = await getJson(app(), '/api/v1/content/get_product_price_table?s=massiv&p=verona&auth=N', SPB);
      expect(res.status).toBe(200);
      const body = priceTableResponseSchema.parse(res.body);
      expect(body.columns).toEqual(['Глухой', 'Под стекло']);
      expect(body.rows[0]).toEqual({ title: '716 × 296 мм', cells: [Math.round(Math.round((5000 * 716 * 296) / 1e6) * 1.1), null] });
    });

    it('gives an empty table for a product without shown prices', async () => {
      const body = priceTableResponseSchema.parse((await getJson(app(), '/api/v1/content/get_product_price_table?s=massiv&p=hidden-price')).body);
      expect(body).toEqual({ columns: [], rows: [], unit: '' });
    });

    it('relates products of other sections', async () => {
      const body = relatedResponseSchema.parse((await getJson(app(), '/api/v1/content/get_related_for?s=massiv&p=verona')).body);
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.every((p) => p.sectionCode !== 'massiv')).toBe(true);
    });

    it.each([
      ['/api/v1/content/get_product_price_table?s=massiv', 'p'],
      ['/api/v1/content/get_related_for?s=ma%20ss&p=verona', 's'],
      ['/api/v1/content/get_related_for?s=massiv&p=verona&auth=maybe', 'auth'],
    ])('rejects %s', async (path, field) => {
      expectBadRequest(await getJson(app(), path), field);
    });

    it('answers 404 for an unknown product', async () => {
      expect((await getJson(app(), '/api/v1/content/get_related_for?s=massiv&p=none')).status).toBe(404);
    });

    it('GET /catalog/prices/ reprices products and offers for the city', async () => {
      const product = productResponseSchema.parse((await getJson(app(), '/api/v1/catalog/massiv/verona/')).body).product;
      const res = await getJson(app(), `/api/v1/catalog/prices/?ids=${product.id},999999,${product.id}`, SPB);
      expect(res.status).toBe(200);
      expect(res.headers.get('Vary')).toContain('Location-Name');
      expect(pricesResponseSchema.parse(res.body).prices).toEqual([
        { id: product.id, front_price: 5500, offers: [{ id: 1, price: 5500 }, { id: 2, price: null }] },
      ]);
    });

    it.each(['', 'a', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])('rejects ids=%s', async (ids) => {
      expectBadRequest(await getJson(app(), `/api/v1/catalog/prices/?ids=${ids}`), 'ids');
    });

    it('lists a product’s solutions', async () => {
      const body = productResponseSchema.parse((await getJson(app(), '/api/v1/catalog/massiv/verona/')).body);
      expect(body.solutions).toHaveLength(6);
      expect(body.solutions[0]).toMatchObject({ title: 'Решение 1', img: '/images/solution-1.webp' });
    });
  });

  describe('GET /content/get_sitemap', () => {
    it('lists every section page, product, blog page, article, content page and branch', async () => {
      const body = sitemapResponseSchema.parse((await getJson(app(), '/api/v1/content/get_sitemap')).body);
      expect(body.sections).toEqual([
        { code: 'mdf', pageCount: 2 },
        { code: 'massiv', pageCount: 1 },
        { code: 'empty', pageCount: 1 },
      ]);
      expect(body.products).toHaveLength(17);
      expect(body.blogSections).toContainEqual({ code: 'all', pageCount: 2 });
      expect(body.articles).toHaveLength(13);
      expect(body.contentPages.map((p) => p.path)).toContain('a/b/c/d/e');
      expect(body.filials).toHaveLength(3);
    });
  });
});
