import { expect, test } from './helpers/test';

/** The start tags of `<link>` elements in a page's HTML, as attribute maps. */
function linkTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map((tag) =>
    Object.fromEntries([...(tag[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((attribute) => [attribute[1] ?? '', attribute[2] ?? ''])),
  );
}

test.describe('page head', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the answers do not depend on the width');

  // A preloaded stylesheet is fetched at the highest priority beside the render-blocking ones, on a connection of
  // its own: one that the page never applies (the root error page's, before) delays the first paint on slow networks.
  test('a public page preloads no stylesheet it does not apply', async ({ request }) => {
    for (const url of ['/', '/catalog/fasady-pvh', '/catalog/fasady-pvh/fasad-verona', '/blog/sovety/kak-vybrat-fasady-dlya-kuhni', '/gallery', '/contacts', '/sign-in']) {
      const links = linkTags(await (await request.get(url)).text());
      const applied = links.filter((link) => link.rel === 'stylesheet').map((link) => link.href);
      const preloaded = links.filter((link) => link.rel === 'preload' && link.as === 'style').map((link) => link.href);
      expect(applied.length, url).toBeGreaterThan(0);
      expect(preloaded.filter((href) => !applied.includes(href)), url).toEqual([]);
    }
  });
});
