import { expect, type Page } from '@playwright/test';

/** Issue #11: OWASP payloads (script tags, event handlers, javascript: URLs, SVG, mutation XSS) never run. */
export const PAYLOADS = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror=alert("xss-img")>',
  '<svg onload=alert("xss-svg")><circle r=1></circle></svg>',
  '<a href="javascript:alert(\'xss-link\')">ссылка-ловушка</a>',
  '<iframe src="javascript:alert(\'xss-frame\')"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'xss-mxss\')>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(\'xss-math\')>',
  '"><details open ontoggle=alert("xss-toggle")>',
];

/** Every dialog the page opens: an XSS payload that runs would open one with alert(). */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** No element of the page carries an inline handler or a javascript: URL, and no script or frame came in with content. */
export async function expectInert(page: Page) {
  const found = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          ['IFRAME', 'EMBED', 'OBJECT'].includes(element.tagName) ||
          (element.tagName === 'SCRIPT' && !element.hasAttribute('src') && !(element as HTMLScriptElement).nonce && (element as HTMLScriptElement).type !== 'application/ld+json') ||
          Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(found).toEqual([]);
}
