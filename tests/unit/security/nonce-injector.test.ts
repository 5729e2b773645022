import { describe, expect, it } from 'vitest';
import { createNonceInjector } from '@/lib/security/nonce-injector';

const NONCE = 'abc123==';

/** Feeds `html` to an injector in pieces of `size` bytes, as a streamed response would arrive. */
function stamp(html: string, size: number): string {
  const bytes = Buffer.from(html, 'utf8');
  const injector = createNonceInjector(NONCE);
  let out = '';
  for (let at = 0; at < bytes.length; at += size) out += injector.write(bytes.subarray(at, at + size));
  return out + injector.end();
}

describe('createNonceInjector', () => {
  const page =
    '<html><head><link rel="preload" as="script" href="/_next/b.js"/><script src="/_next/a.js" async=""></script><linked></linked></head><body><p>Фасады &lt;script&gt; МДФ</p>' +
    '<SCRIPT>self.__next_f.push([1,"x"])</SCRIPT><script\ntype="application/ld+json">{}</script><scripts-list></scripts-list></body></html>';
  const expected =
    `<html><head><link nonce="${NONCE}" rel="preload" as="script" href="/_next/b.js"/><script nonce="${NONCE}" src="/_next/a.js" async=""></script><linked></linked></head><body><p>Фасады &lt;script&gt; МДФ</p>` +
    `<SCRIPT nonce="${NONCE}">self.__next_f.push([1,"x"])</SCRIPT><script nonce="${NONCE}"\ntype="application/ld+json">{}</script><scripts-list></scripts-list></body></html>`;

  it('adds the nonce to every script and link start tag and nothing else', () => {
    expect(stamp(page, page.length * 4)).toBe(expected);
  });

  it('gives the same result however the stream is cut (tags and Cyrillic split across chunks)', () => {
    for (const size of [1, 2, 3, 5, 7, 8, 13]) expect(stamp(page, size)).toBe(expected);
  });

  it('passes text without scripts through unchanged, and holds back only a possible tag start', () => {
    const injector = createNonceInjector(NONCE);
    expect(injector.write(Buffer.from('a < b <scr'))).toBe('a < b ');
    expect(injector.write(Buffer.from('ipt>'))).toBe(`<script nonce="${NONCE}">`);
    expect(injector.write(Buffer.from('x <li'))).toBe('x ');
    expect(injector.write(Buffer.from('nk href="/a.css">'))).toBe(`<link nonce="${NONCE}" href="/a.css">`);
    expect(injector.end(Buffer.from('<scr'))).toBe('<scr');
  });
});
