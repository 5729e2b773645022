import type { Metadata } from 'next';
import type { Seo } from '@/api-client/schemas/common';

/** The site's card for link previews: social networks show no SVG, and a page without an image still gets one. */
export const DEFAULT_OG_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630 };

const previewImage = (image: string | undefined) => (image && !/\.svg(?:[?#]|$)/i.test(image) ? { url: image } : DEFAULT_OG_IMAGE);

type Fallback = { title: string; description: string; image?: string; path: string };
/** A paged list's page: appended to the title and the description, so that each page's snippet is its own. */
type Options = { pageSuffix?: string };

/**
 * Page metadata from the CMS's seo block, with generic defaults where it is silent (spec §3).
 * A CMS meta title is complete as written; a fallback title gets the site's brand suffix from the layout.
 */
export function buildMetadata(seo: Seo | undefined, fallback: Fallback, { pageSuffix = '' }: Options = {}): Metadata {
  const title = `${seo?.metaTitle || seo?.pageTitle || fallback.title}${pageSuffix}`;
  const description = `${seo?.metaDescription || fallback.description}${pageSuffix}`;
  const image = seo?.ogImage || fallback.image;
  return {
    title: seo?.metaTitle ? { absolute: title } : title,
    description,
    keywords: seo?.metaKeywords || undefined,
    alternates: { canonical: fallback.path },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      url: fallback.path,
      title: seo?.ogTitle || title,
      description: seo?.ogDescription ? `${seo.ogDescription}${pageSuffix}` : description,
      images: [previewImage(image)],
    },
  };
}
