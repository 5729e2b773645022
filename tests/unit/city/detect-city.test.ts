import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GEOLOCATION_ID } from '@/api-client/schemas/info';
import { detectCity, GEOLOCATION_TIMEOUT_MS, getBrowserPosition } from '@/lib/city/detect-city';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer();

const cities = [
  { id: 1, title: 'Москва' },
  { id: 2, title: 'Санкт-Петербург' },
];

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;

function mockGeolocation(state: PermissionState, answer: 'position' | 'error' | 'throw') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: () => void, _options?: PositionOptions) => {
    if (answer === 'throw') throw new Error('blocked');
    if (answer === 'position') success({ coords: { latitude: 59.93, longitude: 30.31 } });
    else failure();
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: vi.fn(() => Promise.resolve({ state })) } });
  return getCurrentPosition;
}

function serve(options: { geolocation?: { id: number; name: string }; cityUser?: { id: number; title: string } | null; cityUserStatus?: number }) {
  const seen: string[] = [];
  server.use(
    http.get('*/api/v1/info/geolocation', ({ request }) => {
      seen.push(`${new URL(request.url).search}|${request.headers.get('Location-Lat')},${request.headers.get('Location-Lon')}`);
      return HttpResponse.json({ lat: 0, long: 0, ...(options.geolocation ?? { id: DEFAULT_GEOLOCATION_ID, name: '' }) });
    }),
    http.get('*/api/v1/info/citilist/', () => HttpResponse.json({ cities })),
    http.get('*/api/v1/info/cityuser/', () =>
      options.cityUserStatus ? HttpResponse.json({ errorMessage: 'Сбой' }, { status: options.cityUserStatus }) : HttpResponse.json({ city: options.cityUser ?? null }),
    ),
  );
  return seen;
}

describe('getBrowserPosition', () => {
  it('asks with the 60 s timeout when the permission is granted or prompt', async () => {
    const ask = mockGeolocation('prompt', 'position');
    await expect(getBrowserPosition()).resolves.toEqual({ lat: 59.93, lon: 30.31 });
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it('does not ask when the permission is denied', async () => {
    const ask = mockGeolocation('denied', 'position');
    await expect(getBrowserPosition()).resolves.toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it('gives null instead of throwing on an error or a throwing browser', async () => {
    mockGeolocation('granted', 'error');
    await expect(getBrowserPosition()).resolves.toBeNull();
    mockGeolocation('granted', 'throw');
    await expect(getBrowserPosition()).resolves.toBeNull();
  });
});

describe('detectCity', () => {
  it('uses the catalogue city that info/geolocation names', async () => {
    mockGeolocation('granted', 'position');
    const seen = serve({ geolocation: { id: 2, name: 'Санкт-Петербург' } });
    await expect(detectCity()).resolves.toEqual({ id: 2, title: 'Санкт-Петербург' });
    // Spec §3: the coordinates go as the Location-Lat and Location-Lon headers.
    expect(seen).toEqual(['|59.93,30.31']);
  });

  it('matches the geolocated place by name, ignoring case', async () => {
    mockGeolocation('granted', 'position');
    serve({ geolocation: { id: 777, name: 'САНКТ-ПЕТЕРБУРГ' } });
    await expect(detectCity()).resolves.toEqual({ id: 2, title: 'Санкт-Петербург' });
  });

  it('falls back to info/cityuser/ when the place is unknown', async () => {
    mockGeolocation('granted', 'position');
    serve({ cityUser: { id: 1, title: 'Москва' } });
    await expect(detectCity()).resolves.toEqual({ id: 1, title: 'Москва' });
  });

  it('falls back to info/cityuser/ without coordinates when geolocation fails', async () => {
    mockGeolocation('granted', 'error');
    const seen = serve({ cityUser: { id: 1, title: 'Москва' } });
    await expect(detectCity()).resolves.toEqual({ id: 1, title: 'Москва' });
    expect(seen).toEqual([]);
  });

  it('leaves the city empty when nothing is found or the backend fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockGeolocation('denied', 'error');
    serve({ cityUser: null });
    await expect(detectCity()).resolves.toBeNull();
    serve({ cityUserStatus: 500 });
    await expect(detectCity()).resolves.toBeNull();
    warn.mockRestore();
  });
});
