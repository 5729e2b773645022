// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

process.env.API_ORIGIN = 'http://backend.test:3001';

const rewriteOf = (url: string) => proxy(new NextRequest(url)).headers.get('x-middleware-rewrite');

describe('proxy', () => {
  it('forwards /api/v1 to API_ORIGIN, keeping the trailing slash and the query', () => {
    expect(rewriteOf('http://site.test/api/v1/catalog/sections/')).toBe('http://backend.test:3001/api/v1/catalog/sections/');
    expect(rewriteOf('http://site.test/api/v1/catalog/fasady-pvh/?page=2')).toBe(
      'http://backend.test:3001/api/v1/catalog/fasady-pvh/?page=2',
    );
  });

  it('moves a section page number into the cached paged route', () => {
    expect(rewriteOf('http://site.test/catalog/fasady-pvh?page=2')).toBe('http://site.test/catalog-page/fasady-pvh/2');
  });

  it.each([
    ['?page=', '-'],
    ['?page=1&page=2', '-'],
    ['?page=abc', 'abc'],
    ['?page=%2F..', '%2F..'],
  ])('passes %s on for the paged route to reject', (query, segment) => {
    expect(rewriteOf(`http://site.test/catalog/fasady-pvh${query}`)).toBe(`http://site.test/catalog-page/fasady-pvh/${segment}`);
  });

  it('leaves a section without a page number alone', () => {
    expect(rewriteOf('http://site.test/catalog/fasady-pvh?utm_source=ya')).toBeNull();
  });

  it('moves a blog page number into the cached paged route, /blog being every article', () => {
    expect(rewriteOf('http://site.test/blog?page=2')).toBe('http://site.test/blog-page/all/2');
    expect(rewriteOf('http://site.test/blog/akcii/?page=3')).toBe('http://site.test/blog-page/akcii/3');
    expect(rewriteOf('http://site.test/blog/akcii?page=1&page=2')).toBe('http://site.test/blog-page/akcii/-');
  });

  it('serves /news?page=N as that page of the news section, and /news itself as it is', () => {
    expect(rewriteOf('http://site.test/news?page=2')).toBe('http://site.test/blog-page/novosti/2');
    expect(rewriteOf('http://site.test/news?page=99')).toBe('http://site.test/blog-page/novosti/99');
    expect(rewriteOf('http://site.test/news')).toBeNull();
  });

  it('serves /blog as page 1 of every article', () => {
    expect(rewriteOf('http://site.test/blog')).toBe('http://site.test/blog-page/all/1');
    expect(rewriteOf('http://site.test/blog/')).toBe('http://site.test/blog-page/all/1');
  });

  it('leaves an article and a blog list without a page number alone', () => {
    expect(rewriteOf('http://site.test/blog/akcii/skidka?page=2')).toBeNull();
    expect(rewriteOf('http://site.test/blog/akcii')).toBeNull();
  });

  it('moves the gallery filters and page into the cached route, one canonical segment per filter set', () => {
    expect(rewriteOf('http://site.test/gallery')).toBe('http://site.test/gallery-page/all/1');
    expect(rewriteOf('http://site.test/gallery?page=2&utm_source=ya')).toBe('http://site.test/gallery-page/all/2');
    expect(rewriteOf('http://site.test/gallery?collection=klassika&interior=kuhnya,gostinaya&interior=kuhnya')).toBe(
      'http://site.test/gallery-page/interior%3Dkuhnya%2Cgostinaya%26collection%3Dklassika/1',
    );
    expect(rewriteOf('http://site.test/gallery?material=%3Cscript%3E,pvh&page=3')).toBe('http://site.test/gallery-page/material%3Dpvh/3');
  });

  it.each([
    ['?page=', '-'],
    ['?page=1&page=2', '-'],
    ['?page=abc', 'abc'],
  ])('passes a gallery %s on for the cached route to reject', (query, segment) => {
    expect(rewriteOf(`http://site.test/gallery${query}`)).toBe(`http://site.test/gallery-page/all/${segment}`);
  });
});

describe('proxy, order numbers', () => {
  it.each(['abc', '12a', '0x10', '1234567890', '%20'])('answers /profile/order/%s with the not-found page', (segment) => {
    expect(rewriteOf(`http://site.test/profile/order/${segment}`)).toBe('http://site.test/_not-found');
  });

  it.each(['calc/abc', 'calc/1/2/3', 'calc/12a', 'calc/1234567890'])('answers /profile/order/%s with the not-found page', (segment) => {
    expect(rewriteOf(`http://site.test/profile/order/${segment}`)).toBe('http://site.test/_not-found');
  });

  it.each(['42', '42/', 'new', 'calculator', 'calc', 'calc/42', 'calc/42/', 'reklamation'])('leaves /profile/order/%s to its page', (segment) => {
    expect(rewriteOf(`http://site.test/profile/order/${segment}`)).toBeNull();
  });
});
