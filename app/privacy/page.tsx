import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getProperties } from '@/api-client/content/get-properties';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import prose from '@/components/content/prose.module.css';
import { cmsExcerpt } from '@/lib/content/sanitize-cms-html';
import { buildMetadata } from '@/lib/seo';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [properties, t, tSite] = await Promise.all([getProperties(), getTranslations('Pages'), getTranslations('Site')]);
  const description = cmsExcerpt(properties.privacyText) || tSite('defaultDescription');
  return buildMetadata(undefined, { title: properties.privacyName || t('privacy'), description, path: '/privacy' });
}

/** The privacy terms from the site properties (links open it in a new tab; the modal shows the same text). */
export default async function PrivacyPage() {
  const [properties, t, tSite] = await Promise.all([getProperties(), getTranslations('Pages'), getTranslations('Site')]);
  const title = properties.privacyName || t('privacy');
  return (
    <main id="content" className="container">
      <Breadcrumbs
        items={[
          { href: '/', title: tSite('home') },
          { href: '/privacy', title },
        ]}
      />
      <h1>{title}</h1>
      <SanitizedHtml html={properties.privacyText} className={prose.prose} />
    </main>
  );
}
