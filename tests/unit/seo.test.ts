import { describe, expect, it } from 'vitest';
import { buildMetadata, DEFAULT_OG_IMAGE } from '@/lib/seo';

const fallback = { title: 'Фасад Верона', description: 'Описание', image: '/img.jpg', path: '/catalog/a/b' };

describe('buildMetadata', () => {
  it('uses the generic defaults when the seo block is empty, leaving the brand suffix to the layout', () => {
    const metadata = buildMetadata({}, fallback);
    expect(metadata.title).toBe('Фасад Верона');
    expect(metadata.description).toBe('Описание');
    expect(metadata.keywords).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe('/catalog/a/b');
    expect(metadata.openGraph).toMatchObject({ title: 'Фасад Верона', images: [{ url: '/img.jpg' }] });
  });

  it('gives link previews the site card where the image is an SVG (social networks show none) or missing', () => {
    expect(buildMetadata({}, { ...fallback, image: '/images/fasad.svg' }).openGraph?.images).toEqual([DEFAULT_OG_IMAGE]);
    expect(buildMetadata({ ogImage: '/og.SVG?v=2' }, fallback).openGraph?.images).toEqual([DEFAULT_OG_IMAGE]);
    expect(buildMetadata({}, { ...fallback, image: undefined }).openGraph?.images).toEqual([DEFAULT_OG_IMAGE]);
  });

  it('prefers the CMS values', () => {
    const metadata = buildMetadata(
      { metaTitle: 'Купить фасад', metaDescription: 'Лучший', metaKeywords: 'фасад', ogTitle: 'OG', ogImage: '/og.png' },
      fallback,
    );
    expect(metadata.title).toEqual({ absolute: 'Купить фасад' });
    expect(metadata.description).toBe('Лучший');
    expect(metadata.keywords).toBe('фасад');
    expect(metadata.openGraph).toMatchObject({ title: 'OG', description: 'Лучший', images: [{ url: '/og.png' }] });
  });

  it('adds a page suffix to the title and the description, the fallback ones and the CMS ones', () => {
    const fallbackPage = buildMetadata({}, fallback, { pageSuffix: ' — страница 2' });
    expect(fallbackPage.title).toBe('Фасад Верона — страница 2');
    expect(fallbackPage.description).toBe('Описание — страница 2');
    expect(fallbackPage.openGraph).toMatchObject({ title: 'Фасад Верона — страница 2', description: 'Описание — страница 2' });
    const cmsPage = buildMetadata({ metaTitle: 'Фасады', metaDescription: 'Все фасады', ogDescription: 'Фасады фабрики' }, fallback, {
      pageSuffix: ' — страница 2',
    });
    expect(cmsPage.title).toEqual({ absolute: 'Фасады — страница 2' });
    expect(cmsPage.description).toBe('Все фасады — страница 2');
    expect(cmsPage.openGraph).toMatchObject({ description: 'Фасады фабрики — страница 2' });
  });
});
