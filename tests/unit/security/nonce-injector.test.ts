import { describe, expect, it } from 'vitest';
import { createNonceInjector, createNonceTemplates } from '@/lib/security/nonce-injector';

const NONCE = 'abc123==';

/** Feeds `html` to an injector in pieces of `size` bytes, as a streamed response would arrive. */
function stamp(html: string, size: number): string {
  const bytes = Buffer.from(html, 'utf8');
  const injector = createNonceInjector(NONCE);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(injector.write(bytes.subarray(at, at + size)));
  out.push(injector.end());
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<html><head><link rel="preload" as="script" href="/_next/b.js"/><script src="/_next/a.js" async=""></script><linked></linked></head><body><p>Фасады &lt;script&gt; МДФ</p>' +
  '<SCRIPT>self.__next_f.push([1,"x"])</SCRIPT><script\ntype="application/ld+json">{}</script><scripts-list></scripts-list></body></html>';
const expected =
  `<html><head><link nonce="${NONCE}" rel="preload" as="script" href="/_next/b.js"/><script nonce="${NONCE}" src="/_next/a.js" async=""></script><linked></linked></head><body><p>Фасады &lt;script&gt; МДФ</p>` +
  `<SCRIPT nonce="${NONCE}">self.__next_f.push([1,"x"])</SCRIPT><script nonce="${NONCE}"\ntype="application/ld+json">{}</script><scripts-list></scripts-list></body></html>`;

describe('createNonceInjector', () => {
  it('adds the nonce to every script and link start tag and nothing else', () => {
    expect(stamp(page, page.length * 4)).toBe(expected);
  });

  it('gives the same result however the stream is cut (tags and Cyrillic split across chunks)', () => {
    for (const size of [1, 2, 3, 5, 7, 8, 13]) expect(stamp(page, size)).toBe(expected);
  });

  it('passes text without scripts through unchanged, and holds back only a possible tag start', () => {
    const injector = createNonceInjector(NONCE);
    const write = (text: string) => injector.write(Buffer.from(text)).toString();
    expect(write('a < b <scr')).toBe('a < b ');
    expect(write('ipt>')).toBe(`<script nonce="${NONCE}">`);
    expect(write('x <li')).toBe('x ');
    expect(write('nk href="/a.css">')).toBe(`<link nonce="${NONCE}" href="/a.css">`);
    expect(write('<script')).toBe('');
    expect(write('\tsrc="/b.js">')).toBe(`<script nonce="${NONCE}"\tsrc="/b.js">`);
    expect(injector.end(Buffer.from('<scr')).toString()).toBe('<scr');
  });

  it('keeps a chunk it has returned from changing when the caller reuses the memory', () => {
    const injector = createNonceInjector(NONCE);
    const chunk = Buffer.from('<p>a</p><scri');
    const first = injector.write(chunk).toString();
    chunk.fill(0x78);
    expect(first + injector.end(Buffer.from('pt>')).toString()).toBe(`<p>a</p><script nonce="${NONCE}">`);
  });
});

describe('createNonceTemplates', () => {
  it('stamps a whole page like the stream does, with a new nonce per response from one template', () => {
    const templates = createNonceTemplates(1024 * 1024);
    expect(templates.stamp(page, NONCE).toString('utf8')).toBe(expected);
    expect(templates.stamp(page, 'other==').toString('utf8')).toBe(expected.replaceAll(NONCE, 'other=='));
  });

  it('forgets the least recently used pages beyond its size, and still stamps them when they come back', () => {
    const templates = createNonceTemplates(page.length * 4);
    const pages = ['<script>1</script>', '<link rel="x">2', page].map((text, index) => `${text}${'я'.repeat(index)}`);
    for (const text of [...pages, ...pages]) expect(templates.stamp(text, NONCE).toString('utf8')).toBe(stamp(text, 5));
  });
});
