// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyCaching, wireSize } from '@/bench/lib/probe';

describe('classifyCaching', () => {
  it('takes ISR hits, prerender marks and s-maxage as cached', () => {
    expect(classifyCaching({ 'x-nextjs-cache': 'HIT' }).cached).toBe(true);
    expect(classifyCaching({ 'x-nextjs-prerender': '1' }).cached).toBe(true);
    expect(classifyCaching({ 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }).cached).toBe(true);
  });
  it("takes the site server's own copy as cached, though the page says private, no-cache", () => {
    expect(classifyCaching({ 'x-site-cache': 'HIT', 'cache-control': 'private, no-cache' })).toEqual({ cached: true, evidence: 'x-site-cache: HIT' });
  });
  it('takes private, no-store answers as rendered per request', () => {
    expect(classifyCaching({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toMatchObject({ cached: false });
  });
});

describe('wireSize', () => {
  const page = brotliCompressSync(Buffer.from('<!DOCTYPE html><p>Фасады</p>'.repeat(500)));
  const seen: { encoding?: string }[] = [];
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ encoding: req.headers['accept-encoding'] });
      res.sendDate = false;
      res.setHeader('Content-Encoding', 'br');
      if (req.url === '/chunked') {
        // Two chunks, as a streamed render arrives.
        res.write(page.subarray(0, 100));
        res.end(page.subarray(100));
      } else {
        res.setHeader('Content-Length', page.length);
        res.end(page);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the status line, the headers and the compressed body, asking as a browser does', async () => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: ' + page.length + '\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n';
    expect(await wireSize(`${origin}/`)).toBe(head.length + page.length);
    expect(seen.at(-1)?.encoding).toContain('br');
  });

  it('waits for the last chunk of a chunked answer and counts its framing', async () => {
    const size = await wireSize(`${origin}/chunked`);
    // Two chunk headers ('64\r\n', 'NNN\r\n'), their ends and the closing '0\r\n\r\n' on top of the body.
    expect(size).toBeGreaterThan(page.length + 20);
    expect(size).toBeLessThan(page.length + 200);
  });

  it('gives up on a server that never finishes', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    await expect(wireSize(url, 200)).rejects.toThrow(/no complete response/);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
