import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, createStaticAssets } from '@/lib/server/static-assets';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  it('reads a header given twice', () => {
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('createStaticAssets', () => {
  let dir: string;
  const script = `console.log(${JSON.stringify('Фасады '.repeat(500))});`;
  const brotli = { 'accept-encoding': 'gzip, br' };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'page.css'), '.a{color:red}');
    writeFileSync(path.join(dir, 'chunks', 'font.woff2'), Buffer.from([0, 1, 2]));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers each script and style of the folder compressed, with its type and a year of caching', async () => {
    const assets = createStaticAssets(dir);
    expect(assets.lookup('GET', '/_next/static/chunks/app.js', brotli)).toBeUndefined();
    await assets.warm();
    expect(assets.size).toBe(2);
    const asset = assets.lookup('GET', '/_next/static/chunks/app.js', brotli);
    expect(asset?.headers).toMatchObject({
      'Content-Type': 'application/javascript; charset=UTF-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'Content-Length': String(asset?.body.length),
    });
    expect(brotliDecompressSync(asset!.body).toString()).toBe(script);
    expect(asset!.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(assets.lookup('HEAD', '/_next/static/chunks/page.css?dpl=1', brotli)?.headers['Content-Type']).toBe('text/css; charset=UTF-8');
  });

  it('leaves to Next what it does not hold or cannot answer whole and compressed', async () => {
    const assets = createStaticAssets(dir);
    await assets.warm();
    expect(assets.lookup('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })).toBeUndefined();
    expect(assets.lookup('GET', '/_next/static/chunks/app.js', { ...brotli, range: 'bytes=0-10' })).toBeUndefined();
    expect(assets.lookup('POST', '/_next/static/chunks/app.js', brotli)).toBeUndefined();
    expect(assets.lookup('GET', '/_next/static/chunks/font.woff2', brotli)).toBeUndefined();
    expect(assets.lookup('GET', '/_next/static/chunks/../chunks/app.js', brotli)).toBeUndefined();
    expect(assets.lookup('GET', '/chunks/app.js', brotli)).toBeUndefined();
  });

  it('holds nothing for a folder that does not exist', async () => {
    const assets = createStaticAssets(path.join(dir, 'missing'));
    await assets.warm();
    expect(assets.size).toBe(0);
  });
});
