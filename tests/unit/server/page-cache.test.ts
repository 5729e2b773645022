// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache, storablePage, type StoredPage } from '@/lib/server/page-cache';

const CACHED = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT' };

describe('storablePage', () => {
  it('keeps a whole 200 page that Next marks for shared caches, without the headers made per response', () => {
    const page = storablePage(200, { ...CACHED, 'content-length': '5', etag: '"x"', 'content-security-policy': "script-src 'nonce-a'" }, '<p>я</p>');
    expect(page).toEqual({ headers: CACHED, body: '<p>я</p>' });
  });

  it.each([
    ['another status', 404, CACHED, '<p></p>'],
    ['a page rendered per request', 200, { ...CACHED, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, '<p></p>'],
    ['no shared-cache lifetime', 200, { ...CACHED, 'cache-control': 'max-age=60' }, '<p></p>'],
    ['a cookie', 200, { ...CACHED, 'set-cookie': ['a=1'] }, '<p></p>'],
    ['not HTML', 200, { ...CACHED, 'content-type': 'text/x-component' }, '0:{}'],
    ['a streamed body', 200, CACHED, Buffer.from('<p></p>')],
  ])('refuses %s', (_name, status, headers, body) => {
    expect(storablePage(status, headers, body)).toBeUndefined();
  });
});

describe('createPageCache', () => {
  const page = (body: string): StoredPage => ({ headers: CACHED, body });
  const setup = (maxBytes = 1024) => {
    let time = 0;
    const cache = createPageCache({ ttlMs: 1_000, staleMs: 10_000, maxBytes, now: () => time });
    return { cache, tick: (ms: number) => (time += ms) };
  };

  it('answers plain page requests only, never the calls of Next’s client router', () => {
    const { cache } = setup();
    expect(cache.keyOf('GET', '/gallery?page=2', {})).toBe('/gallery?page=2');
    expect(cache.keyOf('HEAD', '/', { accept: 'text/html' })).toBe('/');
    expect(cache.keyOf('POST', '/', {})).toBeUndefined();
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']) {
      expect(cache.keyOf('GET', '/', { [header]: '1' })).toBeUndefined();
    }
  });

  it('answers for ttl, then once expired sends one request to Next while the others get the old page', () => {
    const { cache, tick } = setup();
    expect(cache.lookup('/')).toBeUndefined();
    cache.begin('/');
    cache.settle('/', page('<p>1</p>'));
    tick(999);
    expect(cache.lookup('/')?.body).toBe('<p>1</p>');
    tick(1);
    expect(cache.lookup('/')).toBeUndefined();
    cache.begin('/');
    expect(cache.lookup('/')?.body).toBe('<p>1</p>');
    tick(10_000);
    expect(cache.lookup('/')).toBeUndefined();
    cache.settle('/', page('<p>2</p>'));
    expect(cache.lookup('/')?.body).toBe('<p>2</p>');
  });

  it('keeps the old page when the refresh was not storable, but no longer stands in for Next', () => {
    const { cache, tick } = setup();
    cache.settle('/', page('<p>1</p>'));
    tick(1_500);
    cache.begin('/');
    cache.settle('/', undefined);
    expect(cache.lookup('/')).toBeUndefined();
  });

  it('forgets everything on clear, and the oldest pages beyond its size', () => {
    const { cache } = setup(40);
    cache.settle('/a', page('a'.repeat(10)));
    cache.settle('/b', page('b'.repeat(10)));
    expect(cache.lookup('/a')).toBeDefined();
    cache.settle('/c', page('c'.repeat(10)));
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.lookup('/b')).toBeDefined();
    cache.settle('/huge', page('h'.repeat(100)));
    expect(cache.lookup('/huge')).toBeUndefined();
    cache.clear();
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/c')).toBeUndefined();
  });
});
