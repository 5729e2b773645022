import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ALL_BLOG_SECTION,
  BLOG_PAGE_SIZE,
  articleParamsSchema,
  blogSectionParamsSchema,
  type ArticleCard,
  type ArticleResponse,
  type BlogListResponse,
  type BlogSection,
} from '../../api-client/schemas/blog';
import { pageQuerySchema } from '../../api-client/schemas/common';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { notFound, validate } from '../lib/errors';
import { latestStockOffer } from './info';

const ALL_TITLE = 'Все статьи';
const ALL_DESCRIPTION = 'Статьи фабрики «Фасадия»: новости производства, акции, советы по выбору фасадов и уходу за ними.';
const MORE_ARTICLES = 3;

const cardColumns = {
  id: t.blogArticles.id,
  code: t.blogArticles.code,
  sectionCode: t.blogSections.code,
  sectionTitle: t.blogSections.title,
  title: t.blogArticles.title,
  preview: t.blogArticles.preview,
  img: t.blogArticles.img,
  publishedAt: t.blogArticles.publishedAt,
  tags: t.blogArticles.tags,
};
type CardRow = Omit<ArticleCard, 'date'> & { publishedAt: Date };

function toCard({ publishedAt, ...row }: CardRow): ArticleCard {
  return { ...row, date: publishedAt.toISOString() };
}

function articleCards(db: Database, where: SQL | undefined) {
  return db
    .select(cardColumns)
    .from(t.blogArticles)
    .innerJoin(t.blogSections, eq(t.blogSections.id, t.blogArticles.sectionId))
    .where(where)
    .orderBy(desc(t.blogArticles.publishedAt), desc(t.blogArticles.id));
}

async function listSections(db: Database) {
  const rows = await db
    .select({
      id: t.blogSections.id,
      code: t.blogSections.code,
      title: t.blogSections.title,
      description: t.blogSections.description,
      seo: t.blogSections.seo,
      articleCount: count(t.blogArticles.id),
    })
    .from(t.blogSections)
    .leftJoin(t.blogArticles, eq(t.blogArticles.sectionId, t.blogSections.id))
    .groupBy(t.blogSections.id)
    .orderBy(asc(t.blogSections.sort), asc(t.blogSections.id));
  const total = rows.reduce((sum, row) => sum + row.articleCount, 0);
  const all = { id: 0, code: ALL_BLOG_SECTION, title: ALL_TITLE, description: ALL_DESCRIPTION, seo: {}, articleCount: total };
  return [all, ...rows];
}

const publicSection = ({ code, title, description, articleCount }: BlogSection): BlogSection => ({ code, title, description, articleCount });

export function blogRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });

  app.get('/:section_code', async (c) => {
    const { section_code } = validate(blogSectionParamsSchema, c.req.param());
    const { page } = validate(pageQuerySchema, c.req.query());
    const sections = await listSections(db);
    const section = sections.find((s) => s.code === section_code);
    if (!section) throw notFound();
    const where = section.id === 0 ? undefined : eq(t.blogArticles.sectionId, section.id);
    const [rows, alert] = await Promise.all([
      articleCards(db, where)
        .limit(BLOG_PAGE_SIZE)
        .offset((page - 1) * BLOG_PAGE_SIZE),
      latestStockOffer(db),
    ]);
    const body: BlogListResponse = {
      alert,
      section: {
        ...publicSection(section),
        seo: { pageTitle: section.title, metaDescription: section.description, metaKeywords: '', ...section.seo },
      },
      sections: sections.map(publicSection),
      articles: rows.map(toCard),
      pagination: {
        page,
        pageSize: BLOG_PAGE_SIZE,
        pageCount: Math.ceil(section.articleCount / BLOG_PAGE_SIZE),
        total: section.articleCount,
      },
    };
    return c.json(body);
  });

  app.get('/:section_code/:element_code', async (c) => {
    const { section_code, element_code } = validate(articleParamsSchema, c.req.param());
    // 'all' holds every article, so an article answers under it too.
    const inSection = section_code === ALL_BLOG_SECTION ? undefined : eq(t.blogSections.code, section_code);
    const [row] = await db
      .select({ ...cardColumns, content: t.blogArticles.content, seo: t.blogArticles.seo, sectionId: t.blogArticles.sectionId })
      .from(t.blogArticles)
      .innerJoin(t.blogSections, eq(t.blogSections.id, t.blogArticles.sectionId))
      .where(and(eq(t.blogArticles.code, element_code), inSection))
      .orderBy(asc(t.blogArticles.id))
      .limit(1);
    if (!row) throw notFound();
    const { content, seo, sectionId, ...card } = row;
    const [more, alert] = await Promise.all([
      articleCards(db, and(eq(t.blogArticles.sectionId, sectionId), ne(t.blogArticles.id, row.id))).limit(MORE_ARTICLES),
      latestStockOffer(db),
    ]);
    const body: ArticleResponse = {
      alert,
      article: {
        ...toCard(card),
        content,
        sections: [{ code: row.sectionCode, title: row.sectionTitle }],
      },
      seo: { pageTitle: row.title, metaDescription: row.preview, metaKeywords: row.tags.map((tag) => tag.title).join(', '), ...seo },
      more: more.map(toCard),
    };
    return c.json(body);
  });

  return app;
}

/** Sections with their page counts and every article's address, for the sitemap. */
export async function blogSitemap(db: Database) {
  const sections = await listSections(db);
  const articles = await db
    .select({ sectionCode: t.blogSections.code, code: t.blogArticles.code, publishedAt: t.blogArticles.publishedAt })
    .from(t.blogArticles)
    .innerJoin(t.blogSections, eq(t.blogSections.id, t.blogArticles.sectionId))
    .orderBy(asc(t.blogArticles.id));
  return {
    blogSections: sections.map((s) => ({ code: s.code, pageCount: Math.max(1, Math.ceil(s.articleCount / BLOG_PAGE_SIZE)) })),
    articles: articles.map((a) => ({ sectionCode: a.sectionCode, code: a.code, date: a.publishedAt.toISOString() })),
  };
}
