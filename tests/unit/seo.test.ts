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

  it('adds the suffix to both the fallback and the CMS title', () => {
    expect(buildMetadata({}, fallback, { titleSuffix: ' — страница 2' }).title).toBe('Фасад Верона — страница 2');
    expect(buildMetadata({ metaTitle: 'Фасады' }, fallback, { titleSuffix: ' — страница 2' }).title).toEqual({
      absolute: 'Фасады — страница 2',
    });
  });
});
