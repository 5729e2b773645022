import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiProxy } from '@/lib/server/api-proxy';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The site: the proxy first, anything else 404 (stands for Next). */
function site(backend: string) {
  const proxy = createApiProxy(backend);
  return listen(createServer((req, res) => void (proxy(req, res) || res.writeHead(404).end('next'))));
}

type Sent = { status: number; headers: IncomingMessage['headers']; body: string };
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the /api/v1 proxy', () => {
  it('forwards method, path, query, body and headers, and answers with the backend status and headers', async () => {
    const backend = await listen(
      createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          res.writeHead(201, { 'Content-Type': 'application/json', 'X-Seen-Host': req.headers.host ?? '', Connection: 'close' });
          res.end(JSON.stringify({ method: req.method, url: req.url, body, key: req.headers['x-api-key'], forwardedHost: req.headers['x-forwarded-host'] }));
        });
      }),
    );
    const origin = await site(backend);
    const sent = await send(`${origin}/api/v1/order/5/comments?page=2`, { method: 'POST', headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json' }, body: '{"text":"Привет"}' });
    expect(sent.status).toBe(201);
    expect(JSON.parse(sent.body)).toEqual({ method: 'POST', url: '/api/v1/order/5/comments?page=2', body: '{"text":"Привет"}', key: 'k', forwardedHost: new URL(origin).host });
    expect(sent.headers['x-seen-host']).toBe(new URL(backend).host);
  });

  it('leaves every other path to the site', async () => {
    const origin = await site('http://127.0.0.1:9');
    for (const path of ['/', '/api/v10/x', '/api/v1x', '/api/revalidate']) expect((await send(`${origin}${path}`)).body).toBe('next');
  });

  it('streams an upload instead of holding it: the backend refuses a body too large before it has all come', async () => {
    const backend = await listen(
      createServer((req, res) => {
        let received = 0;
        req.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > 1024 * 1024 && !res.headersSent) res.writeHead(413, { 'Content-Type': 'application/json' }).end('{"errorMessage":"Файл больше 10 МБ"}');
        });
      }),
    );
    const origin = await site(backend);
    const chunk = Buffer.alloc(256 * 1024, 97);
    let left = 64;
    const answer = await new Promise<{ status: number; body: string; leftToSend: number }>((resolve) => {
      const req = request(`${origin}/api/v1/form/resume/`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' } }, (res) => {
        const leftToSend = left;
        let body = '';
        res.on('data', (part: Buffer) => (body += part.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, leftToSend }));
      });
      req.on('error', () => undefined);
      const write = () => {
        while (left > 0 && !req.destroyed) {
          left -= 1;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    expect(answer).toMatchObject({ status: 413, body: '{"errorMessage":"Файл больше 10 МБ"}' });
    // Of 16 MB on their way, most were still to send when the answer came: the site held none of it back.
    expect(answer.leftToSend).toBeGreaterThan(32);
  });

  it('ends the browser\'s event stream when the backend goes away in the middle of it', async () => {
    const backend = await listen(
      createServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform' });
        res.write('data: first\n\n');
        // Killed: the connection drops without an end.
        setTimeout(() => req.socket.destroy(), 50);
      }),
    );
    const origin = await site(backend);
    const ended = await new Promise<string>((resolve) => {
      request(`${origin}/api/v1/sse/stream`, (res) => {
        res.resume();
        res.on('error', () => resolve('error'));
        res.on('close', () => resolve('closed'));
      })
        .on('error', () => resolve('error'))
        .end();
    });
    expect(['closed', 'error']).toContain(ended);
  });

  it('passes event stream chunks on as they come', async () => {
    let finish = () => {};
    const backend = await listen(
      createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform' });
        res.write('data: first\n\n');
        finish = () => res.end('data: last\n\n');
      }),
    );
    const origin = await site(backend);
    const first = await new Promise<string>((resolve) => {
      request(`${origin}/api/v1/sse/userStats`, (res) => res.once('data', (chunk: Buffer) => resolve(chunk.toString()))).end();
    });
    expect(first).toBe('data: first\n\n');
    finish();
  });

  it('answers 502 in plain Russian (no API error body) when the backend cannot be reached', async () => {
    const origin = await site('http://127.0.0.1:9');
    const sent = await send(`${origin}/api/v1/catalog/sections/`);
    expect(sent.status).toBe(502);
    expect(sent.body).toBe('Сервер временно недоступен, попробуйте позже');
    expect(sent.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
