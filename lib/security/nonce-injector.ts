import { StringDecoder } from 'node:string_decoder';

/** Script tags run code; link tags preload it (`as="script"`), which the policy checks too. */
const OPENINGS = ['<script', '<link'];
const LONGEST = Math.max(...OPENINGS.map((opening) => opening.length));
/** A start tag: the name followed by whitespace or `>` (never `<scripts` or text: React escapes `<` in text). */
const START_TAG = /<(script|link)(?=[\s>])/gi;

/**
 * Adds `nonce` to every script and link start tag of an HTML stream, so that cached pages get a fresh nonce per response.
 * Safe because the HTML holds no script tag that the site did not write: text is escaped by React, CMS HTML is
 * sanitized without scripts, and inline data escapes `<`. Chunks may split a tag or a UTF-8 character anywhere.
 */
export function createNonceInjector(nonce: string) {
  const decoder = new StringDecoder('utf8');
  let pending = '';

  const inject = (text: string) => text.replace(START_TAG, `<$1 nonce="${nonce}"`);

  /** Keeps back a tail that may be the start of a tag until the next chunk decides it. */
  const push = (text: string, final: boolean): string => {
    const combined = pending + text;
    if (final) {
      pending = '';
      return inject(combined);
    }
    const tail = combined.slice(-LONGEST).toLowerCase();
    let keep = 0;
    for (let length = tail.length; length > 0 && keep === 0; length -= 1) {
      if (OPENINGS.some((opening) => opening.startsWith(tail.slice(-length)))) keep = length;
    }
    pending = combined.slice(combined.length - keep);
    const ready = combined.slice(0, combined.length - keep);
    return inject(ready);
  };

  return {
    write: (chunk: Buffer): string => push(decoder.write(chunk), false),
    end: (chunk?: Buffer): string => push((chunk ? decoder.write(chunk) : '') + decoder.end(), true),
  };
}
