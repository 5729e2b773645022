// @vitest-environment node
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJsonLogger } from '@/lib/logging/json-logger';
import { answerProbe, appendPeer, shutDownSite, traceRequest, trackStream, type SiteState } from '@/scripts/site-operations';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('site server operations', () => {
  const lines: string[] = [];
  const logger = createJsonLogger('site', 'info', { write: (line: string) => void lines.push(line) });
  let backendStatus = 200;
  const backendSeen: (string | undefined)[] = [];
  let backend: Awaited<ReturnType<typeof listen>>;
  let site: Awaited<ReturnType<typeof listen>>;
  const state: SiteState = { draining: false, apiOrigin: '' };
  const streams = new Set<ServerResponse>();

  beforeAll(async () => {
    backend = await listen((req, res) => {
      backendSeen.push(req.headers['x-request-id'] as string | undefined);
      res.writeHead(req.url === '/api/v1/health/ready' ? backendStatus : 404).end('{}');
    });
    state.apiOrigin = backend.origin;
    // The site's own handler, with Next replaced by an echo of the id the backend would receive.
    site = await listen((req, res) => {
      const id = traceRequest(req, res, logger);
      if (answerProbe(req, res, state, id)) return;
      trackStream(req, res, streams);
      if (req.url?.startsWith('/api/v1/sse/stream')) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: ♥\n\n');
        return;
      }
      res.end(String(req.headers['x-request-id']));
    });
  });
  afterAll(() => {
    backend.server.close();
  });

  it('answers /healthz without Next or the backend', async () => {
    const res = await fetch(`${site.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Request-Id')).toMatch(UUID);
    const post = await fetch(`${site.origin}/healthz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('is ready only while the backend reports itself ready, and passes the request id on', async () => {
    const ready = await fetch(`${site.origin}/readyz`, { headers: { 'X-Request-Id': 'probe-0000001' } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(backendSeen.at(-1)).toBe('probe-0000001');
    backendStatus = 503;
    const notReady = await fetch(`${site.origin}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not_ready', reason: 'backend' });
    backendStatus = 200;
  });

  it('is not ready when the backend does not answer at all', async () => {
    const saved = state.apiOrigin;
    state.apiOrigin = 'http://127.0.0.1:9';
    const res = await fetch(`${site.origin}/readyz`);
    state.apiOrigin = saved;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', reason: 'backend' });
  });

  it('puts a sane incoming id on the request for the backend, replaces a bad one, and logs one line per request without the query', async () => {
    const kept = await fetch(`${site.origin}/api/v1/catalog/sections?token=abc-secret`, { headers: { 'X-Request-Id': 'lb-00000042' } });
    expect(await kept.text()).toBe('lb-00000042');
    expect(kept.headers.get('X-Request-Id')).toBe('lb-00000042');
    const replaced = await fetch(`${site.origin}/catalog`, { headers: { 'X-Request-Id': 'bad id' } });
    const id = await replaced.text();
    expect(id).toMatch(UUID);
    expect(replaced.headers.get('X-Request-Id')).toBe(id);
    const access = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === 'lb-00000042');
    await vi.waitFor(() => expect(access()).toHaveLength(1));
    expect(access()).toEqual([expect.objectContaining({ level: 'info', service: 'site', msg: 'request', method: 'GET', path: '/api/v1/catalog/sections', status: 200 })]);
    expect(lines.join('')).not.toContain('abc-secret');
  });

  it('stops: readiness off, open event streams ended (not cut), the server closed', async () => {
    const stream = await fetch(`${site.origin}/api/v1/sse/stream?uid=${'a'.repeat(32)}`);
    const reader = stream.body?.getReader();
    await reader?.read();
    expect(streams.size).toBe(1);
    const done = shutDownSite({ server: site.server, state, streams, logger, delayMs: 200, timeoutMs: 5000 });
    const during = await fetch(`${site.origin}/readyz`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: 'not_ready', reason: 'shutting_down' });
    await done;
    // A clean end of the chunked answer: the reader reaches its end instead of a network error.
    let end = await reader?.read();
    while (end && !end.done) end = await reader?.read();
    expect(end?.done).toBe(true);
    await expect(fetch(`${site.origin}/healthz`)).rejects.toThrow();
  });

  it('appends the real peer to X-Forwarded-For, so a client naming another address is still counted by its own', async () => {
    const seen: (string | undefined)[] = [];
    const { server, origin } = await listen((req, res) => {
      appendPeer(req);
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      res.end();
    });
    await fetch(origin);
    await fetch(origin, { headers: { 'X-Forwarded-For': '203.0.113.90' } });
    server.close();
    expect(seen).toEqual(['127.0.0.1', '203.0.113.90, 127.0.0.1']);
  });
});
