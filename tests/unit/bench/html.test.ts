// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { externalScripts, inlineScripts, withoutInlineScripts } from '@/bench/lib/html';

const page = `<!DOCTYPE html><html><head>
<script src="/_next/static/chunks/a.js" async=""></script>
<script src='/_next/static/chunks/b.js?x=1&amp;y=2' async></script>
<script type="module" src="/m.js"></script>
<script src="/polyfills.js" noModule=""></script>
<script type="application/ld+json" src="/data.json"></script>
<script src="/_next/static/chunks/a.js" async=""></script>
</head><body><h1>Фасады</h1>
<script>self.__next_f.push([1,"abc"])</script>
<script type="application/ld+json">{"@type":"Product"}</script>
</body></html>`;

describe('externalScripts', () => {
  it('lists every script src a modern browser loads, once, in order', () => {
    expect(externalScripts(page)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?x=1&y=2', '/m.js']);
  });
  it('finds none in plain HTML', () => {
    expect(externalScripts('<p>no scripts</p>')).toEqual([]);
  });
});

describe('inline scripts', () => {
  it('returns the contents of scripts without src', () => {
    expect(inlineScripts(page)).toEqual(['self.__next_f.push([1,"abc"])', '{"@type":"Product"}']);
  });
  it('strips them from the visible HTML and keeps external tags', () => {
    const visible = withoutInlineScripts(page);
    expect(visible).not.toContain('__next_f');
    expect(visible).toContain('<h1>Фасады</h1>');
    expect(visible).toContain('/_next/static/chunks/a.js');
  });
});
