import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { healthResponseSchema, readinessResponseSchema } from '../../api-client/schemas/health';
import { createApp } from '../../backend/app';
import { ephemeralConfig } from '../../backend/lib/config';
import { BODY_TOO_LARGE_MESSAGE, MAX_PLAIN_BODY_BYTES } from '../../backend/lib/files';
import { createLogger } from '../../backend/lib/logger';
import { getJson, useTestApp } from './helpers/request';
import { createEmptyDatabase, TEST_DRIVERS } from './helpers/test-db';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe.each(TEST_DRIVERS)('app on %s', (kind) => {
  const { app } = useTestApp(kind);

  it.each(['/api/v1/health', '/api/v1/health/'])('reports health at %s', async (path) => {
    const res = await getJson(app(), path);
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(res.body)).toEqual({ status: 'ok', database: kind, version, build: expect.stringMatching(/^[0-9a-f]{12}$/) as string });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('names the same build in liveness and readiness', async () => {
    const live = healthResponseSchema.parse((await getJson(app(), '/api/v1/health')).body);
    const ready = readinessResponseSchema.parse((await getJson(app(), '/api/v1/health/ready')).body);
    expect(ready.build).toBe(live.build);
  });

  it.each(['/api/v1/health', '/api/v1/catalog/sections/', '/api/v1/nothing', '/api/v1/catalog/massiv/?page=abc'])(
    'sends nosniff and no X-Powered-By at %s',
    async (path) => {
      const res = await getJson(app(), path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.has('X-Powered-By')).toBe(false);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-site');
    },
  );

  it('answers no CORS headers unless origins are configured', async () => {
    const res = await app().request('/api/v1/catalog/sections/', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.has('Access-Control-Allow-Origin')).toBe(false);
    const preflight = await app().request('/api/v1/order/list', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(preflight.headers.has('Access-Control-Allow-Origin')).toBe(false);
  });

  it('does not mark error answers as cacheable', async () => {
    const res = await getJson(app(), '/api/v1/catalog/nothing/');
    expect(res.headers.get('Cache-Control')).toBeNull();
  });

  it.each(['/api/v1/nothing', '/api/v1/', '/api/v1', '/api/v2/catalog/sections/', '/'])('answers 404 JSON for unknown path %s', async (path) => {
    const res = await getJson(app(), path);
    expect(res.status).toBe(404);
    expect(errorResponseSchema.parse(res.body)).toEqual({ errorMessage: 'Страница не найдена' });
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s on a GET endpoint with a JSON 405 naming the methods it takes', async (method) => {
    for (const path of ['/api/v1/catalog/sections/', '/api/v1/catalog/sections']) {
      const res = await app().request(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
      expect(errorResponseSchema.parse(await res.json())).toEqual({ errorMessage: 'Метод запроса не поддерживается' });
    }
  });

  it('names each method a path takes, parameters and all', async () => {
    const res = await app().request('/api/v1/user/login', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    const section = await app().request('/api/v1/catalog/massiv/', { method: 'DELETE' });
    expect(section.status).toBe(405);
    expect(section.headers.get('Allow')).toBe('GET, HEAD');
    // A path no route has stays a 404, whatever the method.
    expect((await app().request('/api/v1/nothing/here', { method: 'PUT' })).status).toBe(404);
  });

  it.each([
    ['a sign-in', '/api/v1/user/login', 'application/json'],
    ['a callback form', '/api/v1/form/callback/', 'application/json'],
    ['an unknown path', '/api/v1/catalog/sections/', 'text/plain'],
  ])('refuses %s body over 2 MB with 413 and a Russian message, without reading it', async (_name, path, type) => {
    let read = 0;
    const chunk = new Uint8Array(256 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        read += chunk.length;
        if (read > 64 * chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    // Sent as it comes, with no declared length: as a chunked upload, which says so.
    const res = await app().request(path, { method: 'POST', headers: { 'Content-Type': type, 'Transfer-Encoding': 'chunked' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(errorResponseSchema.parse(await res.json())).toEqual({ errorMessage: BODY_TOO_LARGE_MESSAGE });
    // 16 MB offered; what was read stopped soon after the limit.
    expect(read).toBeLessThan(MAX_PLAIN_BODY_BYTES + 4 * chunk.length);
  });

  it('refuses a declared oversized JSON body by its length alone', async () => {
    const res = await app().request('/api/v1/user/login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_PLAIN_BODY_BYTES + 1) }, body: '{}' });
    expect(res.status).toBe(413);
  });
});

describe.each(TEST_DRIVERS)('unexpected failures on %s', (kind) => {
  it('answers 500 with a generic message, no stack, and logs the error', async () => {
    // No migrations: every query fails because the tables do not exist.
    const database = await createEmptyDatabase(kind);
    const logged: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void logged.push(line) });
    try {
      const app = createApp({ db: database.db, kind, logger });
      for (const path of ['/api/v1/catalog/sections/', '/api/v1/catalog/massiv/verona/', '/api/v1/info/citilist/', '/api/v1/content/get_properties']) {
        const res = await app.request(path);
        expect(res.status).toBe(500);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ errorMessage: 'Произошла ошибка' });
        expect(text).not.toMatch(/stack|at .*\.ts|relation/i);
        expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(res.headers.get('Cache-Control')).toBeNull();
      }
      expect(logged.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(Array(4).fill('request failed'));
    } finally {
      await database.drop();
    }
  });
});

describe('CORS for configured origins', () => {
  it('allows only the configured origins, with the session and location headers', async () => {
    const database = await createEmptyDatabase('pglite');
    try {
      const app = createApp({ db: database.db, kind: 'pglite', logger: createLogger('silent'), config: ephemeralConfig({ corsOrigins: ['https://events.fasadia.example'] }) });
      const ask = (origin: string) =>
        app.request('/api/v1/health', {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
        });
      const allowed = await ask('https://events.fasadia.example');
      expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://events.fasadia.example');
      expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/X-API-Key/i);
      const other = await ask('https://evil.example');
      expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    } finally {
      await database.drop();
    }
  });
});
