import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Shop } from '@/api-client/schemas/info';
import { loadCityShops } from '@/lib/city/city-shops';
import { useCityStore } from '@/lib/stores/city-store';
import { setupMswServer } from '@/tests/unit/msw-server';

const shedule = { wh_0: '09:00–19:00', wh_1: '09:00–19:00', wh_2: '09:00–19:00', wh_3: '09:00–19:00', wh_4: '09:00–19:00', wh_5: '', wh_6: '' };
const shop = (id: number, cityId: number): Shop => ({
  id,
  title: `Салон ${id}`,
  adress: `ул. Заводская, ${id}`,
  phone: '+7 (495) 123-45-67',
  email: 'salon@fasadia.ru',
  shedule,
  coords: { lat: 55.8, lon: 37.6 },
  city: { id: cityId, title: `Город ${cityId}` },
});
const groups = [
  { title: 'Город 1', cityId: 1, branches: [shop(1, 1), shop(2, 1)] },
  { title: 'Город 3', cityId: 3, branches: [shop(4, 3)] },
];

const server = setupMswServer(() => {
  useCityStore.setState({ city: null, status: 'unknown', shops: null });
});

/** info/shops/ by city_id, or every city's when `ignoreCity` (another backend may not filter); answers wait for `gate`. */
function serveShops({ ignoreCity = false, status = 200, gate = Promise.resolve() } = {}) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/info/shops/', async ({ request }) => {
      const cityId = new URL(request.url).searchParams.get('city_id') ?? '';
      asked.push(cityId);
      await gate;
      if (status !== 200) return HttpResponse.json({ errorMessage: 'Сбой' }, { status });
      return HttpResponse.json({ shops: ignoreCity ? groups : groups.filter((group) => String(group.cityId) === cityId) });
    }),
  );
  return asked;
}

const choose = (id: number) => useCityStore.getState().setCity({ id, title: `Город ${id}` });

describe('loadCityShops', () => {
  it('asks once for the city and keeps only what the header shows of its shops', async () => {
    const asked = serveShops();
    choose(1);
    await Promise.all([loadCityShops(1), loadCityShops(1)]);
    await loadCityShops(1);
    expect(asked).toEqual(['1']);
    expect(useCityStore.getState().shops).toEqual({
      cityId: 1,
      list: [
        { id: 1, title: 'Салон 1', adress: 'ул. Заводская, 1', cityId: 1, shedule },
        { id: 2, title: 'Салон 2', adress: 'ул. Заводская, 2', cityId: 1, shedule },
      ],
    });
  });

  it("keeps to the city when the backend answers every city's shops", async () => {
    serveShops({ ignoreCity: true });
    choose(3);
    await loadCityShops(3);
    expect(useCityStore.getState().shops?.list.map((entry) => entry.id)).toEqual([4]);
  });

  it('drops a late answer for a city the visitor has left', async () => {
    let open: () => void = () => undefined;
    serveShops({ gate: new Promise<void>((resolve) => (open = resolve)) });
    choose(1);
    const loading = loadCityShops(1);
    choose(3);
    open();
    await loading;
    expect(useCityStore.getState().shops).toBeNull();
  });

  it('leaves the shops out and only logs when the call fails, and asks again next time', async () => {
    const asked = serveShops({ status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    choose(3);
    await loadCityShops(3);
    expect(warn).toHaveBeenCalledWith('Shops could not be loaded', expect.anything());
    expect(useCityStore.getState().shops).toBeNull();
    await loadCityShops(3);
    expect(asked).toEqual(['3', '3']);
    warn.mockRestore();
  });
});
