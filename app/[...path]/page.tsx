import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getContentPage } from '@/api-client/content/get-content-page';
import { CONTENT_PATH_PATTERN } from '@/api-client/schemas/content';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import styles from '@/components/content/content-page.module.css';
import { orNotFound } from '@/lib/not-found';
import { cmsExcerpt } from '@/lib/content/sanitize-cms-html';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ path: string[] }> };

export const revalidate = 300;

/**
 * CMS pages: /{page} down to /{section}/{subsection}/{subsectionone}/{subsectiontwo}/{page} (spec §2).
 * Anything the CMS does not have, or deeper, is a real 404.
 */
export function generateStaticParams(): { path: string[] }[] {
  return [];
}

async function loadPage({ params }: Props) {
  // Next passes the segments decoded; decoding again would throw on a literal '%'.
  const path = (await params).path.join('/');
  if (!CONTENT_PATH_PATTERN.test(path)) notFound();
  return orNotFound(getContentPage(path));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [page, tSite] = await Promise.all([loadPage(props), getTranslations('Site')]);
  // Without a CMS description, the opening of the page's own text describes it.
  const description = cmsExcerpt(page.content) || tSite('defaultDescription');
  return buildMetadata(page.seo, { title: page.title, description, path: `/${page.path}` });
}

export default async function ContentPage(props: Props) {
  const [page, t, tSite] = await Promise.all([loadPage(props), getTranslations('Pages'), getTranslations('Site')]);
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          ...page.parents.map((parent) => ({ href: `/${parent.path}`, title: parent.title })),
          { href: `/${page.path}`, title: page.title },
        ]}
      />
      <h1>{page.seo.pageTitle || page.title}</h1>
      <div className={page.children.length > 0 ? styles.layout : undefined}>
        {page.children.length > 0 ? (
          <nav aria-label={t('subpages')} className={styles.aside}>
            <ul>
              {page.children.map((child) => (
                <li key={child.path}>
                  <Link href={`/${child.path}`}>{child.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SanitizedHtml html={page.content} className={prose.prose} as="article" />
      </div>
    </main>
  );
}
