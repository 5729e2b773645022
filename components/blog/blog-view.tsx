import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { BlogListResponse } from '@/api-client/schemas/blog';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import cards from '@/components/catalog/cards.module.css';
import { blogSectionPath } from '@/lib/blog/blog-page';
import { ArticleCard } from './article-card';
import { BlogAlert } from './blog-alert';
import styles from './blog.module.css';

type BlogViewProps = Omit<BlogListResponse, 'pagination'> & { page: number; pageCount: number; basePath?: string };

export async function BlogView({ alert, section, sections, articles, page, pageCount, basePath }: BlogViewProps) {
  const [t, tSite] = await Promise.all([getTranslations('Blog'), getTranslations('Site')]);
  const base = basePath ?? blogSectionPath(section.code);
  const isAll = base === '/blog';
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/blog', title: t('title') },
          ...(isAll ? [] : [{ href: base, title: section.title }]),
        ]}
      />
      <h1>{isAll ? t('title') : section.seo.pageTitle || section.title}</h1>
      {section.description ? <p className="lead">{section.description}</p> : null}
      {alert ? <BlogAlert alert={alert} buttonText={t('alertButton')} /> : null}
      <nav aria-label={t('sections')} className={styles.sections}>
        <ul>
          {sections.map((item) => (
            <li key={item.code}>
              <Link href={blogSectionPath(item.code)} aria-current={item.code === section.code ? 'page' : undefined}>
                {item.title} <span>{item.articleCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length > 0 ? (
        <ul className={cards.list} aria-label={t('articles')}>
          {articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} priority={index < 2} />
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <Pagination basePath={blogSectionPath(section.code)} page={page} pageCount={pageCount} label={t('pagination')} />
    </main>
  );
}
