import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getArticle } from '@/api-client/blog/get-article';
import { ArticleCard, Tags } from '@/components/blog/article-card';
import { BlogAlert } from '@/components/blog/blog-alert';
import styles from '@/components/blog/blog.module.css';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import cards from '@/components/catalog/cards.module.css';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { StaticImage } from '@/components/ui/static-image';
import { blogSectionPath } from '@/lib/blog/blog-page';
import { formatDate } from '@/lib/format';
import { orNotFound } from '@/lib/not-found';
import { isValidCode } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';
import { absoluteUrl } from '@/lib/seo-url';

type Props = { params: Promise<{ section: string; article: string }> };

export const revalidate = 300;

export function generateStaticParams(): { section: string; article: string }[] {
  return [];
}

async function loadArticle({ params }: Props) {
  const { section, article } = await params;
  if (!isValidCode(section) || !isValidCode(article)) notFound();
  return orNotFound(getArticle({ sectionCode: section, articleCode: article }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { article, seo } = await loadArticle(props);
  const metadata = buildMetadata(seo, {
    title: article.title,
    description: article.preview,
    image: article.img || undefined,
    path: `/blog/${article.sectionCode}/${article.code}`,
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.date } };
}

export default async function ArticlePage(props: Props) {
  const [{ alert, article, more, seo }, t, tSite] = await Promise.all([
    loadArticle(props),
    getTranslations('Blog'),
    getTranslations('Site'),
  ]);
  const path = `/blog/${article.sectionCode}/${article.code}`;
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/blog', title: t('title') },
          { href: blogSectionPath(article.sectionCode), title: article.sectionTitle },
          { href: path, title: article.title },
        ]}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: seo.metaDescription || article.preview,
          datePublished: article.date,
          image: article.img ? [absoluteUrl(article.img)] : undefined,
          mainEntityOfPage: absoluteUrl(path),
          articleSection: article.sectionTitle,
          keywords: article.tags.map((tag) => tag.title).join(', ') || undefined,
          author: { '@type': 'Organization', name: tSite('brand') },
          publisher: { '@type': 'Organization', name: tSite('brand'), logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') } },
        }}
      />
      <article className={styles.article}>
        <h1>{seo.pageTitle || article.title}</h1>
        <p className={styles.articleMeta}>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {' · '}
          {article.sections.map((section, index) => (
            <span key={section.code}>
              {index > 0 ? ', ' : null}
              <Link href={blogSectionPath(section.code)}>{section.title}</Link>
            </span>
          ))}
        </p>
        {article.img ? <StaticImage src={article.img} alt="" width={800} height={420} className={styles.cover} priority /> : null}
        <SanitizedHtml html={article.content} className={prose.prose} />
        {article.tags.length > 0 ? (
          <section aria-label={t('tags')}>
            <Tags tags={article.tags} />
          </section>
        ) : null}
      </article>
      {alert ? <BlogAlert alert={alert} buttonText={t('alertButton')} /> : null}
      {more.length > 0 ? (
        <section className={styles.more}>
          <h2>{t('more')}</h2>
          <ul className={cards.list}>
            {more.map((item) => (
              <ArticleCard key={item.id} article={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
