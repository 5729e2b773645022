import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITY_CHANGE_EVENT, CITY_MAX_AGE_MS, filterCities, readStoredCity, saveCity } from '@/lib/city/city-storage';
import { chooseCity } from '@/lib/city/choose-city';
import { getClientLocation } from '@/api-client/client-location';
import { useCityStore } from '@/lib/stores/city-store';

function clearCookies() {
  for (const name of ['city_id', 'city_name']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('city storage', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookies();
    useCityStore.setState({ city: null, status: 'unknown' });
    vi.useRealTimers();
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredCity()).toBeNull();
  });

  it('saves id and name in both cookies and localStorage', () => {
    saveCity({ id: 2, title: 'Санкт-Петербург' });
    expect(document.cookie).toContain('city_id=2');
    expect(document.cookie).toContain(`city_name=${encodeURIComponent('Санкт-Петербург')}`);
    localStorage.clear();
    expect(readStoredCity()).toEqual({ id: 2, title: 'Санкт-Петербург' });
  });

  it('prefers localStorage over the cookies', () => {
    document.cookie = 'city_id=5; Path=/';
    document.cookie = `city_name=${encodeURIComponent('Казань')}; Path=/`;
    expect(readStoredCity()).toEqual({ id: 5, title: 'Казань' });
    saveCity({ id: 1, title: 'Москва' });
    document.cookie = 'city_id=5; Path=/';
    expect(readStoredCity()).toEqual({ id: 1, title: 'Москва' });
  });

  it('treats a localStorage entry past its lifetime as absent', () => {
    vi.useFakeTimers();
    saveCity({ id: 1, title: 'Москва' });
    clearCookies();
    vi.advanceTimersByTime(CITY_MAX_AGE_MS + 1);
    expect(readStoredCity()).toBeNull();
  });

  it('ignores malformed stored values', () => {
    document.cookie = 'city_id=abc; Path=/';
    document.cookie = 'city_name=X; Path=/';
    expect(readStoredCity()).toBeNull();
  });

  it('matches cities ignoring case', () => {
    const cities = [
      { id: 1, title: 'Москва' },
      { id: 2, title: 'Санкт-Петербург' },
    ];
    expect(filterCities(cities, 'мОСК')).toEqual([{ id: 1, title: 'Москва' }]);
    expect(filterCities(cities, '  ')).toEqual(cities);
    expect(filterCities(cities, 'петер')).toEqual([{ id: 2, title: 'Санкт-Петербург' }]);
  });

  it('chooseCity saves, sets the store and the client location, and announces the change', () => {
    const listener = vi.fn();
    window.addEventListener(CITY_CHANGE_EVENT, listener);
    chooseCity({ id: 3, title: 'Казань' });
    window.removeEventListener(CITY_CHANGE_EVENT, listener);
    expect(useCityStore.getState()).toMatchObject({ city: { id: 3, title: 'Казань' }, status: 'ready' });
    expect(readStoredCity()).toEqual({ id: 3, title: 'Казань' });
    expect(getClientLocation()).toEqual({ name: 'Казань' });
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ id: 3, title: 'Казань' });
  });
});
