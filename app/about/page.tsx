import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAboutPage } from '@/api-client/pages/get-page';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import styles from '@/components/content/content-page.module.css';
import { buildMetadata } from '@/lib/seo';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [{ aboutData, seoData }, t] = await Promise.all([getAboutPage(), getTranslations('Pages')]);
  return buildMetadata(seoData, { title: aboutData.title || t('about'), description: t('about'), path: '/about' });
}

export default async function AboutPage() {
  const [{ aboutData, aboutAnchors, seoData }, t, tSite] = await Promise.all([getAboutPage(), getTranslations('Pages'), getTranslations('Site')]);
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/about', title: aboutData.title },
        ]}
      />
      <h1>{seoData.pageTitle || aboutData.title}</h1>
      <div className={styles.layout}>
        {aboutAnchors.length > 0 ? (
          <nav aria-label={t('anchors')} className={styles.aside}>
            <ul>
              {aboutAnchors.map((anchor) => (
                <li key={anchor.id}>
                  <a href={`#${anchor.id}`}>{anchor.value}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={prose.prose}>
          {aboutData.blocks.map((block, index) =>
            block.type === 'vheader' ? (
              block.inner === 'h2' ? (
                <h2 key={block.id} id={block.id} className={styles.anchor}>
                  {block.value}
                </h2>
              ) : (
                <h3 key={block.id} id={block.id} className={styles.anchor}>
                  {block.value}
                </h3>
              )
            ) : (
              // Blocks have no ids of their own; their order is fixed by the CMS.
              <SanitizedHtml key={index} html={block.value} />
            ),
          )}
        </div>
      </div>
    </main>
  );
}
