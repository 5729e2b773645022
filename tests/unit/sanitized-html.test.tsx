import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { SanitizedHtml } = await import('@/components/content/sanitized-html');
const { cmsExcerpt, sanitizeCmsHtml } = await import('@/lib/content/sanitize-cms-html');

const clean = (html: string) => sanitizeCmsHtml(html);

describe('sanitizeCmsHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Заголовок</h2><p><strong>жирный</strong> <em>курсив</em><br></p><ul><li>пункт</li></ul><blockquote>цитата</blockquote>';
    expect(clean(html)).toBe('<h2>Заголовок</h2><p><strong>жирный</strong> <em>курсив</em><br /></p><ul><li>пункт</li></ul><blockquote>цитата</blockquote>');
  });

  it('removes scripts, styles and iframes with their content', () => {
    const html = '<p>до</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example">x</iframe><p>после</p>';
    expect(clean(html)).toBe('<p>до</p><p>после</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(clean('<img src="/a.png" onerror="alert(1)" style="position:fixed" alt="a">')).toBe('<img src="/a.png" alt="a" />');
    expect(clean('<p onclick="alert(1)" style="color:red">текст</p>')).toBe('<p>текст</p>');
  });

  it('drops javascript:, data: and obfuscated URLs, keeps http(s), mailto, tel and relative ones', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x']) {
      expect(clean(`<a href="${href}">ссылка</a>`), href).toBe('<a>ссылка</a>');
    }
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    for (const href of ['https://example.org/', 'http://example.org/', 'mailto:info@example.org', 'tel:+78005553535', '/catalog/fasady-pvh', 'contacts', '#top']) {
      expect(clean(`<a href="${href}">ссылка</a>`), href).toBe(`<a href="${href}">ссылка</a>`);
    }
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and refuses other targets', () => {
    expect(clean('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="/x" target="evil">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps classes on span and div only, and table structure', () => {
    expect(clean('<div class="note" id="x"><span class="red" title="t">a</span></div><p class="x">b</p>')).toBe('<div class="note"><span class="red">a</span></div><p>b</p>');
    expect(clean('<table><tbody><tr><td colspan="2">1</td></tr></tbody></table>')).toBe('<table><tbody><tr><td colspan="2">1</td></tr></tbody></table>');
  });

  it('escapes what is not markup and drops unknown tags but keeps their text', () => {
    expect(clean('<form action="/x"><input value="v"><b>текст</b></form>')).toBe('<b>текст</b>');
    expect(clean('<svg><script>alert(1)</script></svg>1 < 2')).toBe('1 &lt; 2');
  });
});

describe('SanitizedHtml', () => {
  it('renders the sanitized HTML inside the chosen element', () => {
    const markup = renderToStaticMarkup(<SanitizedHtml as="article" className="body" html={'<p>Текст</p><script>alert(1)</script>'} />);
    expect(markup).toBe('<article class="body"><p>Текст</p></article>');
  });
});

describe('cmsExcerpt', () => {
  it('gives the opening text of CMS HTML, paragraphs apart, entities as characters, scripts dropped', () => {
    expect(cmsExcerpt('<h2>Доставка</h2><p>По России &amp; СНГ &laquo;за&nbsp;3&nbsp;дня&raquo;</p><script>alert(1)</script><p>1 &lt; 2</p>')).toBe(
      'Доставка По России & СНГ «за 3 дня» 1 < 2',
    );
  });

  it('cuts a long text after a word, with an ellipsis', () => {
    const excerpt = cmsExcerpt(`<p>${'фасады из массива '.repeat(20)}</p>`, 40);
    expect(excerpt).toBe('фасады из массива фасады из массива…');
    expect(excerpt.length).toBeLessThanOrEqual(40);
  });
});
