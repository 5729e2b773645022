/** Helpers that read a page's HTML the way a modern browser's first load sees it. */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3];
}

function hasFlag(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:\\s|=|$)`, 'i').test(attributes);
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/**
 * The external scripts a modern browser loads: every `<script src>` except `nomodule` ones (legacy
 * browsers only) and non-JavaScript types (JSON-LD and the like). Order kept, duplicates removed.
 */
export function externalScripts(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (src === undefined || hasFlag(attributes, 'nomodule')) continue;
    const type = attribute(attributes, 'type')?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    const decoded = decodeEntities(src);
    if (!sources.includes(decoded)) sources.push(decoded);
  }
  return sources;
}

/** The contents of inline scripts that carry page data (`self.__next_f.push(...)` and other inline JS/JSON). */
export function inlineScripts(html: string): string[] {
  const contents: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const body = match[2] ?? '';
    if (body.trim() !== '') contents.push(body);
  }
  return contents;
}

/** The HTML without its inline scripts: what the visitor sees, plus the external script tags. */
export function withoutInlineScripts(html: string): string {
  return html.replace(SCRIPT, (whole: string, attributes: string) => (attribute(attributes, 'src') !== undefined ? whole : ''));
}
