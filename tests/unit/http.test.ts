// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, RETRY_HEADER, serverMessageOf } from '@/api-client/http';
import { setupMswServer } from '@/tests/unit/msw-server';

process.env.API_ORIGIN = 'http://api.test';

const server = setupMswServer();

const schema = z.object({ ok: z.boolean() });

describe('apiRequest', () => {
  it('calls API_ORIGIN on the server, keeps the trailing slash and parses the body', async () => {
    let seen = '';
    server.use(
      http.get('http://api.test/api/v1/catalog/sections/', ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiRequest('catalog/sections/', { schema, query: { page: 2, empty: '', list: [1, 2] } })).resolves.toEqual({ ok: true });
    expect(seen).toBe('http://api.test/api/v1/catalog/sections/?page=2&list=1%2C2');
  });

  it('sends X-API-Key and a URI-encoded Location-Name', async () => {
    let headers = new Headers();
    server.use(
      http.get('http://api.test/api/v1/order', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('order', { schema, token: 'jwt-token', location: { name: 'Санкт-Петербург' } });
    expect(headers.get('X-API-Key')).toBe('jwt-token');
    expect(decodeURIComponent(headers.get('Location-Name') ?? '')).toBe('Санкт-Петербург');
  });

  it('sends coordinates when the location has no name, and no key for a null token', async () => {
    let headers = new Headers();
    server.use(
      http.get('http://api.test/api/v1/info/shops/', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('info/shops/', { schema, token: 'null', location: { lat: 55.75, lon: 37.62 } });
    expect(headers.get('Location-Lat')).toBe('55.75');
    expect(headers.get('Location-Lon')).toBe('37.62');
    expect(headers.has('X-API-Key')).toBe(false);
  });

  it('throws ApiError with the server message and field map', async () => {
    server.use(
      http.post('http://api.test/api/v1/form/feedback/', () =>
        HttpResponse.json({ errorMessage: 'Проверьте поля', errors: { contact: 'Email заполнен неверно' } }, { status: 400 }),
      ),
    );
    const error = await apiRequest('form/feedback/', { schema, body: { contact: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Проверьте поля', fields: { contact: 'Email заполнен неверно' } });
    expect(serverMessageOf(error)).toBe('Проверьте поля');
  });

  it('marks a 404 as not found', async () => {
    server.use(http.get('http://api.test/api/v1/catalog/x/', () => HttpResponse.json({ errorMessage: 'Страница не найдена' }, { status: 404 })));
    const error = await apiRequest('catalog/x/', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNotFound).toBe(true);
  });

  it('turns a body that breaks the contract into a 502', async () => {
    server.use(http.get('http://api.test/api/v1/health', () => HttpResponse.text('<html>oops</html>')));
    await expect(apiRequest('health', { schema })).rejects.toMatchObject({ status: 502 });
  });

  it('asks once more, as a cache entry of its own, when a cached server call answers 200 with a body it cannot read', async () => {
    let calls = 0;
    const retries: (string | null)[] = [];
    server.use(
      http.get('http://api.test/api/v1/solution/', ({ request }) => {
        retries.push(request.headers.get(RETRY_HEADER));
        return ++calls === 1 ? HttpResponse.text('{"items": [') : HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiRequest('solution/', { schema, next: { revalidate: 60, tags: ['gallery'] } })).resolves.toEqual({ ok: true });
    expect(retries).toEqual([null, String(Math.floor(Date.now() / 10_000))]);

    calls = 0;
    server.use(http.get('http://api.test/api/v1/solution/', () => (++calls, HttpResponse.text('{"items": ['))));
    await expect(apiRequest('solution/', { schema, next: { revalidate: 60 } })).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(2);
    calls = 0;
    await expect(apiRequest('solution/', { schema })).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(1);
  });

  it('turns a non-JSON error body into an ApiError with the status', async () => {
    server.use(http.get('http://api.test/api/v1/health', () => new HttpResponse('Bad gateway', { status: 503 })));
    await expect(apiRequest('health', { schema })).rejects.toMatchObject({ status: 503 });
  });

  it('turns a network failure into status 0', async () => {
    server.use(http.get('http://api.test/api/v1/health', () => HttpResponse.error()));
    await expect(apiRequest('health', { schema })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('offers a user only the backend’s own words: no status text, network error or parse failure', async () => {
    const failures = [
      () => new HttpResponse('<html>Internal Server Error</html>', { status: 500, statusText: 'Internal Server Error' }),
      () => HttpResponse.error(),
      () => HttpResponse.text('{"ok": '),
      () => HttpResponse.json({ message: 'not our shape' }, { status: 400 }),
    ];
    for (const answer of failures) {
      server.use(http.get('http://api.test/api/v1/health', answer));
      const error = await apiRequest('health', { schema }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).not.toBe('');
      expect(serverMessageOf(error)).toBeUndefined();
    }
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
  });
});
