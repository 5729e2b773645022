/** Script tags run code; link tags preload it (`as="script"`), which the policy checks too. Lowercase ASCII. */
const NAMES = [Buffer.from('script'), Buffer.from('link')];
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
/** Lowercases an ASCII letter; the names hold letters only, so `(byte | CASE_BIT) === letter` matches either case. */
const CASE_BIT = 0x20;
/** `\s` of ASCII: tab, line feed, vertical tab, form feed, carriage return, space. */
const isSpace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
const EMPTY = Buffer.alloc(0);
/** A tag start cut off by the end of the bytes: the next chunk decides it. */
const CUT = -1;
const NO_TAG = -2;

/** After `<` at `from`: the end of a script or link tag name followed by whitespace or `>`, CUT, or NO_TAG. */
function tagNameEnd(bytes: Buffer, from: number): number {
  for (const name of NAMES) {
    let matched = 0;
    while (matched < name.length && from + matched < bytes.length && (bytes[from + matched]! | CASE_BIT) === name[matched]) matched += 1;
    const end = from + matched;
    if (end === bytes.length) return CUT;
    if (matched === name.length && (isSpace(bytes[end]!) || bytes[end] === GREATER_THAN)) return end;
  }
  return NO_TAG;
}

/**
 * Where a nonce attribute goes in `bytes` (just after each script or link tag name), and how many leading bytes
 * are settled: a tag start cut off at the end is left for the next chunk. Works on UTF-8 bytes: `<` and ASCII
 * letters never occur inside a multi-byte character, so nothing is decoded.
 */
export function findNoncePoints(bytes: Buffer): { points: number[]; settled: number } {
  const points: number[] = [];
  for (let at = bytes.indexOf(LESS_THAN); at !== -1; at = bytes.indexOf(LESS_THAN, at + 1)) {
    const end = tagNameEnd(bytes, at + 1);
    if (end === CUT) return { points, settled: at };
    if (end !== NO_TAG) points.push(end);
  }
  return { points, settled: bytes.length };
}

/** Cuts `bytes` at `points`: the nonce attribute goes between consecutive parts. */
function split(bytes: Buffer, points: readonly number[]): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (const point of points) {
    parts.push(bytes.subarray(from, point));
    from = point;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

function join(parts: readonly Buffer[], attribute: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(attribute);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

const nonceAttribute = (nonce: string) => Buffer.from(` nonce="${nonce}"`, 'latin1');

/**
 * Adds `nonce` to every script and link start tag of an HTML stream, so that cached pages get a fresh nonce per response.
 * Safe because the HTML holds no script tag that the site did not write: text is escaped by React, CMS HTML is
 * sanitized without scripts, and inline data escapes `<`. Chunks may split a tag or a UTF-8 character anywhere.
 */
export function createNonceInjector(nonce: string) {
  const attribute = nonceAttribute(nonce);
  let pending = EMPTY;

  const push = (chunk: Buffer, final: boolean): Buffer => {
    const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    const { points, settled } = findNoncePoints(bytes);
    const ready = final ? bytes.length : settled;
    // A copy: the caller may reuse the chunk's memory once the write returns.
    pending = Buffer.from(bytes.subarray(ready));
    return join(split(bytes.subarray(0, ready), points), attribute);
  };

  return {
    write: (chunk: Buffer): Buffer => push(chunk, false),
    end: (chunk?: Buffer): Buffer => push(chunk ?? EMPTY, true),
  };
}

/**
 * Stamps whole HTML documents, remembering each document's cut points: a cached page arrives as the same string
 * on every request, so it is encoded and scanned once, and each response only joins its parts around a new nonce.
 * Least recently used documents are forgotten beyond `maxBytes`.
 */
export function createNonceTemplates(maxBytes: number) {
  const templates = new Map<string, { parts: Buffer[]; size: number }>();
  let total = 0;

  const templateOf = (html: string) => {
    const known = templates.get(html);
    if (known) {
      templates.delete(html);
      templates.set(html, known);
      return known.parts;
    }
    const bytes = Buffer.from(html, 'utf8');
    const template = { parts: split(bytes, findNoncePoints(bytes).points), size: bytes.length + html.length * 2 };
    templates.set(html, template);
    total += template.size;
    for (const [key, { size }] of templates) {
      if (total <= maxBytes || templates.size === 1) break;
      templates.delete(key);
      total -= size;
    }
    return template.parts;
  };

  return { stamp: (html: string, nonce: string): Buffer => join(templateOf(html), nonceAttribute(nonce)) };
}
