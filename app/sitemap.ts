import type { MetadataRoute } from 'next';
import { getSitemap } from '@/api-client/content/get-sitemap';
import { getSolutions } from '@/api-client/gallery/get-solutions';
import { blogSectionPath } from '@/lib/blog/blog-page';
import { absoluteUrl } from '@/lib/seo-url';

export const revalidate = 300;

const FIXED_PAGES = ['/', '/catalog', '/contacts', '/about', '/review', '/privacy'];

const paged = (path: string, pageCount: number): string[] =>
  Array.from({ length: pageCount }, (_, index) => (index === 0 ? path : `${path}?page=${index + 1}`));

/** Every public URL the backend knows of: fixed pages, the gallery's pages, catalogue, blog, CMS pages and branches. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [data, gallery] = await Promise.all([getSitemap(), getSolutions({ filters: {}, page: 1 })]);
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    ...FIXED_PAGES.map((path) => entry(path)),
    ...paged('/gallery', Math.max(1, gallery.pagination.pageCount)).map((path) => entry(path)),
    ...data.sections.flatMap((section) => paged(`/catalog/${section.code}`, section.pageCount).map((path) => entry(path))),
    ...data.products.map((product) => entry(`/catalog/${product.sectionCode}/${product.code}`)),
    ...data.blogSections.flatMap((section) => paged(blogSectionPath(section.code), section.pageCount).map((path) => entry(path))),
    ...data.articles.map((article) => entry(`/blog/${article.sectionCode}/${article.code}`, article.date)),
    ...data.contentPages.map((page) => entry(`/${page.path}`, page.date)),
    ...data.filials.map((id) => entry(`/contacts/${id}`)),
  ];
}
