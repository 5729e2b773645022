// @vitest-environment node
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductResponse } from '@/api-client/schemas/catalog';
import { JsonLd } from '@/components/seo/json-ld';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', () => import('../i18n/server-translations'));
vi.mock('@/api-client/catalog/get-product', () => ({ getProduct: () => Promise.resolve(response) }));
vi.mock('@/api-client/content/get-related', () => ({ getRelated: () => Promise.reject(new Error('no related')) }));
const { default: ProductPage } = await import('@/app/catalog/[section]/[product]/page');

// Only what the page reads while it builds its tree: its children are not rendered here.
const response = {
  product: {
    id: 1,
    code: 'verona',
    sectionCode: 'fasady',
    title: 'Фасад Верона',
    type: 'Фасад МДФ',
    unit: 'м²',
    labels: [],
    images: ['/images/verona.jpg'],
    showPrice: true,
    front_price: 5200,
    offers: [],
    specifications: [],
    characteristics: {},
    content: '',
    mcp: {},
    defaultMaterials: [],
    defaultColors: [],
    patinas: [],
    finishCoating: [],
    glassLayout: [],
    materialReferenceDescription: '',
    colorReferenceDescription: '',
  },
  seo: { metaTitle: '', metaDescription: '', pageTitle: '' },
  forClient: false,
  sections: [],
  additionalProduct: [],
  solutions: [],
} as unknown as ProductResponse;

function findJsonLd(node: ReactNode): ReactElement<{ data: Record<string, unknown> | null }> | undefined {
  if (Array.isArray(node)) return node.map(findJsonLd).find(Boolean);
  if (!isValidElement<{ children?: ReactNode; data?: unknown }>(node)) return undefined;
  if (node.type === JsonLd) return node as ReactElement<{ data: Record<string, unknown> | null }>;
  return findJsonLd(node.props.children);
}

describe('the product page’s structured data', () => {
  it('names the brand from the site’s messages', async () => {
    const page = await ProductPage({ params: Promise.resolve({ section: 'fasady', product: 'verona' }) });
    const jsonLd = findJsonLd(page);
    expect(jsonLd?.props.data).toMatchObject({ '@type': 'Product', name: 'Фасад Верона', brand: { '@type': 'Brand', name: 'Фасадия' } });
  });
});
