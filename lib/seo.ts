import type { Metadata } from 'next';
import type { Seo } from '@/api-client/schemas/common';

type Fallback = { title: string; description: string; image?: string; path: string };

/** Page metadata from the CMS's seo block, with generic defaults where it is silent (spec §3). */
export function buildMetadata(seo: Seo | undefined, fallback: Fallback): Metadata & { title: string } {
  const title = seo?.metaTitle || seo?.pageTitle || fallback.title;
  const description = seo?.metaDescription || fallback.description;
  const image = seo?.ogImage || fallback.image;
  return {
    title,
    description,
    keywords: seo?.metaKeywords || undefined,
    alternates: { canonical: fallback.path },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      url: fallback.path,
      title: seo?.ogTitle || title,
      description: seo?.ogDescription || description,
      images: image ? [{ url: image }] : undefined,
    },
  };
}
