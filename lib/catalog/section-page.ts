import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSectionPage } from '@/api-client/catalog/get-section-page';
import { getSitemap } from '@/api-client/content/get-sitemap';
import { ApiError } from '@/api-client/http';
import { orNotFound } from '@/lib/not-found';
import { isValidCode, parsePageParam } from '@/lib/route-params';
import { buildMetadata } from '@/lib/seo';

/** One page of a catalogue section, or the route's 404 for a bad code, a bad page or a page past the last. */
export async function loadSectionPage(sectionCode: string, pageParam: string | undefined) {
  const page = parsePageParam(pageParam);
  if (!isValidCode(sectionCode) || page === null) notFound();
  const data = await orNotFound(
    getSectionPage({ sectionCode, page }).catch(async (error: unknown) => {
      if (page === 1 && error instanceof ApiError && error.status === 404) await redirectToProduct(sectionCode);
      throw error;
    }),
  );
  // Page 1 of an empty section is still a page.
  if (page > Math.max(1, data.pagination.pageCount)) notFound();
  return { ...data, page };
}

/** Spec §2's /catalog/{section?}/{product}: a product's code alone leads to the product's page in its section. */
async function redirectToProduct(code: string): Promise<void> {
  const products = await getSitemap().then(
    (sitemap) => sitemap.products,
    () => [],
  );
  const product = products.find((item) => item.code === code);
  if (product) permanentRedirect(`/catalog/${product.sectionCode}/${product.code}`);
}

export async function sectionPageMetadata(sectionCode: string, pageParam: string | undefined): Promise<Metadata> {
  const [{ section, page }, t] = await Promise.all([loadSectionPage(sectionCode, pageParam), getTranslations('Catalog')]);
  const path = page === 1 ? `/catalog/${section.code}` : `/catalog/${section.code}?page=${page}`;
  return buildMetadata(
    section.seo,
    { title: section.title, description: section.description, image: section.img, path },
    { pageSuffix: page === 1 ? '' : t('pageSuffix', { page }) },
  );
}
