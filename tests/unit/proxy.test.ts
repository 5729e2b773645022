// @vitest-environment node
import { NextRequest } from 'next/server';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config, OWN_ROUTES, proxy } from '@/proxy';

process.env.API_ORIGIN = 'http://backend.test:3001';

const rewriteOf = async (url: string) => (await proxy(new NextRequest(url))).headers.get('x-middleware-rewrite');

/** The backend's lists the proxy checks paths and filters against. */
const CONTENT_PAGES = ['uslugi', 'uslugi/zamer', 'dileram/usloviya/skidki/obyom'];
const GALLERY_OPTIONS = { material: ['pvh', 'emal-matovaya'], interior: ['kuhnya', 'gostinaya'], collection: ['klassika'], model: ['fasad-emal-klassika', 'fasad-emal-provans'] };
const answerAs = (url: string) => {
  const body = url.endsWith('/content/get_sitemap')
    ? {
        sections: [{ code: 'fasady-pvh', pageCount: 2 }],
        products: [{ sectionCode: 'fasady-pvh', code: 'fasad-verona' }],
        blogSections: ['all', 'akcii'].map((code) => ({ code, pageCount: 1 })),
        articles: [{ sectionCode: 'akcii', code: 'skidka', date: '2026-01-01T00:00:00.000Z' }],
        filials: [],
        contentPages: CONTENT_PAGES.map((page) => ({ path: page, date: '2026-01-01T00:00:00.000Z' })),
      }
    : {
        solutions: [],
        options: Object.fromEntries(['material', 'color', 'patina', 'interior', 'model', 'collection'].map((name) => [name, []])),
        collection: null,
        pagination: { page: 1, pageSize: 12, pageCount: 1, total: 0 },
        filters: Object.entries(GALLERY_OPTIONS).map(([code, codes]) => ({ code, label: '', options: codes.map((option) => ({ code: option, title: option })) })),
      };
  return Promise.resolve(Response.json(body));
};
const backend = vi.fn(answerAs);
vi.stubGlobal('fetch', backend);
beforeEach(() => {
  backend.mockClear();
});

describe('proxy', () => {
  it('forwards /api/v1 to API_ORIGIN, keeping the trailing slash and the query', async () => {
    expect(await rewriteOf('http://site.test/api/v1/catalog/sections/')).toBe('http://backend.test:3001/api/v1/catalog/sections/');
    expect(await rewriteOf('http://site.test/api/v1/catalog/fasady-pvh/?page=2')).toBe(
      'http://backend.test:3001/api/v1/catalog/fasady-pvh/?page=2',
    );
  });

  it('moves a section page number into the cached paged route', async () => {
    expect(await rewriteOf('http://site.test/catalog/fasady-pvh?page=2')).toBe('http://site.test/catalog-page/fasady-pvh/2');
  });

  it.each([
    ['?page=', '-'],
    ['?page=1&page=2', '-'],
    ['?page=abc', 'abc'],
    ['?page=%2F..', '%2F..'],
  ])('passes %s on for the paged route to reject', async (query, segment) => {
    expect(await rewriteOf(`http://site.test/catalog/fasady-pvh${query}`)).toBe(`http://site.test/catalog-page/fasady-pvh/${segment}`);
  });

  it('leaves a section without a page number alone', async () => {
    expect(await rewriteOf('http://site.test/catalog/fasady-pvh?utm_source=ya')).toBeNull();
  });

  it('moves a blog page number into the cached paged route, /blog being every article', async () => {
    expect(await rewriteOf('http://site.test/blog?page=2')).toBe('http://site.test/blog-page/all/2');
    expect(await rewriteOf('http://site.test/blog/akcii/?page=3')).toBe('http://site.test/blog-page/akcii/3');
    expect(await rewriteOf('http://site.test/blog/akcii?page=1&page=2')).toBe('http://site.test/blog-page/akcii/-');
  });

  it('serves /news?page=N as that page of the news section, and /news itself as it is', async () => {
    expect(await rewriteOf('http://site.test/news?page=2')).toBe('http://site.test/blog-page/novosti/2');
    expect(await rewriteOf('http://site.test/news?page=99')).toBe('http://site.test/blog-page/novosti/99');
    expect(await rewriteOf('http://site.test/news')).toBeNull();
  });

  it('serves /blog as page 1 of every article', async () => {
    expect(await rewriteOf('http://site.test/blog')).toBe('http://site.test/blog-page/all/1');
    expect(await rewriteOf('http://site.test/blog/')).toBe('http://site.test/blog-page/all/1');
  });

  it('leaves an article and a blog list without a page number alone', async () => {
    expect(await rewriteOf('http://site.test/blog/akcii/skidka?page=2')).toBeNull();
    expect(await rewriteOf('http://site.test/blog/akcii')).toBeNull();
  });

  it('moves the gallery filters and page into the cached route, one canonical segment per filter set', async () => {
    expect(await rewriteOf('http://site.test/gallery')).toBe('http://site.test/gallery-page/all/1');
    expect(await rewriteOf('http://site.test/gallery?page=2&utm_source=ya')).toBe('http://site.test/gallery-page/all/2');
    expect(await rewriteOf('http://site.test/gallery?collection=klassika&interior=kuhnya,gostinaya&interior=kuhnya')).toBe(
      'http://site.test/gallery-page/interior%3Dgostinaya%2Ckuhnya%26collection%3Dklassika/1',
    );
    expect(await rewriteOf('http://site.test/gallery?material=%3Cscript%3E,pvh&page=3')).toBe('http://site.test/gallery-page/material%3Dpvh/3');
  });

  it.each([
    ['?page=', '-'],
    ['?page=1&page=2', '-'],
    ['?page=abc', 'abc'],
  ])('passes a gallery %s on for the cached route to reject', async (query, segment) => {
    expect(await rewriteOf(`http://site.test/gallery${query}`)).toBe(`http://site.test/gallery-page/all/${segment}`);
  });
});

describe('proxy, gallery filters the backend does not know', () => {
  it('drops unknown codes before the cache key, so made-up filters are the gallery itself', async () => {
    expect(await rewriteOf('http://site.test/gallery?material=junk1&color=x')).toBe('http://site.test/gallery-page/all/1');
    expect(await rewriteOf('http://site.test/gallery?material=junk2,pvh&interior=nowhere&page=2')).toBe('http://site.test/gallery-page/material%3Dpvh/2');
  });

  it('names one filter set once, whatever the order of its codes', async () => {
    const sorted = await rewriteOf('http://site.test/gallery?model=fasad-emal-provans,fasad-emal-klassika');
    expect(await rewriteOf('http://site.test/gallery?model=fasad-emal-klassika&model=fasad-emal-provans')).toBe(sorted);
  });
});

describe('proxy, paths no page can have', () => {
  it.each(['/%ZZ', '/catalog/%ZZ', '/%E2%82', '/uslugi/%ZZ', '/blog/%E2%82/x', '/uslugi/a%00b', `/${'a'.repeat(300)}`, `/catalog/${'a'.repeat(101)}`])(
    'answers %s with the not-found page',
    async (pathname) => {
      expect(await rewriteOf(`http://site.test${pathname}`)).toBe('http://site.test/_not-found');
    },
  );

  it.each(['/%25', '/100%25-garantiya', '/uslugi/%25', '/foo.php', '/Uslugi', '/a/b/c/d/e/f', '/.env'])(
    'answers the CMS path %s, which no CMS page can have, with the not-found page',
    async (pathname) => {
      expect(await rewriteOf(`http://site.test${pathname}`)).toBe('http://site.test/_not-found');
    },
  );

  it.each(['/catalog/%D1%84%D0%B0%D1%81%D0%B0%D0%B4', '/catalog/fasady-pvh/with%20space', '/blog/..%2f..%2fetc', '/contacts/%31%2F'])(
    'answers %s, whose codes no page can have, with the not-found page',
    async (pathname) => {
      expect(await rewriteOf(`http://site.test${pathname}`)).toBe('http://site.test/_not-found');
    },
  );

  it.each(['/catalog/fasady-emal', '/catalog/fasady-pvh/fasad-net', '/catalog/fasady-emal/fasad-verona', '/catalog/fasady-emal?page=2', '/blog/novoe', '/blog/akcii/net', '/blog/sovety/skidka'])(
    'answers %s, a well-formed catalogue or blog path the backend does not have, with the not-found page, never rendering it',
    async (pathname) => {
      expect(await rewriteOf(`http://site.test${pathname}`)).toBe('http://site.test/_not-found');
    },
  );

  it.each(['/catalog/fasady-pvh', '/catalog/fasady-pvh/fasad-verona', '/catalog/fasad-verona', '/blog/akcii', '/blog/akcii/skidka', '/blog/all/skidka'])('leaves %s, which the backend has, to its route', async (pathname) => {
    expect(await rewriteOf(`http://site.test${pathname}`)).toBeNull();
  });

  it('lets catalogue and blog pages through to their routes while the backend cannot say which it has', async () => {
    vi.resetModules();
    backend.mockImplementation(() => Promise.reject(new Error('down')));
    try {
      const started = await import('@/proxy');
      const answer = await started.proxy(new NextRequest('http://site.test/catalog/fasady-pvh/fasad-new'));
      expect(answer.headers.get('x-middleware-rewrite')).toBeNull();
    } finally {
      backend.mockImplementation(answerAs);
    }
  });

  it('answers a well-formed CMS path the CMS does not have with the not-found page, never rendering it', async () => {
    expect(await rewriteOf('http://site.test/qa-missing-12345')).toBe('http://site.test/_not-found');
    expect(await rewriteOf('http://site.test/uslugi/zamer/nope')).toBe('http://site.test/_not-found');
  });

  it.each(['/uslugi', '/uslugi/', '/uslugi/zamer', '/dileram/usloviya/skidki/obyom', '/%75slugi'])('leaves the CMS page %s to its route', async (pathname) => {
    expect(await rewriteOf(`http://site.test${pathname}`)).toBeNull();
  });

  it('asks the backend for its pages at most once per 10 s, however many unknown paths come', async () => {
    for (let index = 0; index < 20; index += 1) await rewriteOf(`http://site.test/flood-${index}`);
    expect(backend.mock.calls.filter(([url]) => String(url).endsWith('/content/get_sitemap')).length).toBeLessThanOrEqual(1);
  });

  it('lets well-formed paths of the app through: %-escapes of a valid code, the home page', async () => {
    expect(await rewriteOf('http://site.test/catalog/fasady-pvh/fasad-%76erona')).toBeNull();
    expect(await rewriteOf('http://site.test/')).toBeNull();
  });

  const cmsSource = config.matcher[3];
  const cmsMatcher = new RegExp(`^${typeof cmsSource === 'string' ? cmsSource : ''}$`);

  it('sends the proxy every CMS path and none of the app’s own routes', () => {
    const appRoutes = readdirSync(path.join(process.cwd(), 'app'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    const publicFiles = readdirSync(path.join(process.cwd(), 'public'));
    for (const name of [...appRoutes, ...publicFiles, 'robots.txt', 'sitemap.xml', '_next']) {
      expect(OWN_ROUTES.has(name), name).toBe(true);
      expect(cmsMatcher.test(`/${name}`), name).toBe(false);
      expect(cmsMatcher.test(`/${name}/x`), name).toBe(false);
    }
    expect([...OWN_ROUTES].filter((name) => cmsMatcher.test(`/${name}`))).toEqual([]);
    for (const pathname of ['/uslugi', '/uslugi/zamer', '/catalogue', '/about-us', '/x.php']) expect(cmsMatcher.test(pathname), pathname).toBe(true);
    expect(cmsMatcher.test('/')).toBe(false);
  });
});

describe('proxy, order numbers', () => {
  it.each(['abc', '12a', '0x10', '1234567890', '%20'])('answers /profile/order/%s with the not-found page', async (segment) => {
    expect(await rewriteOf(`http://site.test/profile/order/${segment}`)).toBe('http://site.test/_not-found');
  });

  it.each(['calc/abc', 'calc/1/2/3', 'calc/12a', 'calc/1234567890'])('answers /profile/order/%s with the not-found page', async (segment) => {
    expect(await rewriteOf(`http://site.test/profile/order/${segment}`)).toBe('http://site.test/_not-found');
  });

  it.each(['42', '42/', 'new', 'calculator', 'calc', 'calc/42', 'calc/42/', 'reklamation'])('leaves /profile/order/%s to its page', async (segment) => {
    expect(await rewriteOf(`http://site.test/profile/order/${segment}`)).toBeNull();
  });
});
