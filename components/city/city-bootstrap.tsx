'use client';

import { useEffect } from 'react';
import { announceCityChange, readStoredCity, saveCity } from '@/lib/city/city-storage';
import { useCityStore } from '@/lib/stores/city-store';

/** The header's and footer's shops for a known city; their call loads on demand. */
function loadShops(cityId: number | undefined): void {
  if (cityId === undefined || cityId <= 0) return;
  void import('@/lib/city/city-shops')
    .then(({ loadCityShops }) => loadCityShops(cityId))
    .catch((error: unknown) => console.warn('Shops could not be loaded', error));
}

/**
 * Restores the visitor's city from localStorage or the cookies, or else detects it (spec §4 'City'), and
 * asks for its shops whenever the city changes. Detection code loads only when there is nothing stored;
 * rendering never waits for it.
 */
export function CityBootstrap() {
  useEffect(
    () =>
      useCityStore.subscribe((state, previous) => {
        if (state.city?.id !== previous.city?.id) loadShops(state.city?.id);
      }),
    [],
  );

  useEffect(() => {
    const store = useCityStore.getState();
    if (store.status !== 'unknown') {
      loadShops(store.city?.id);
      return;
    }
    const stored = readStoredCity();
    if (stored) {
      store.setCity(stored);
      return;
    }
    store.setStatus('detecting');
    void import('@/lib/city/detect-city')
      .then(({ detectCity }) => detectCity())
      .catch((error: unknown) => {
        console.warn('City detection could not start', error);
        return null;
      })
      .then((city) => {
        const { city: chosen, setCity, setStatus } = useCityStore.getState();
        // A city the visitor chose meanwhile wins over the detected one.
        if (chosen) return;
        if (!city) {
          setStatus('ready');
          return;
        }
        saveCity(city);
        setCity(city);
        announceCityChange(city);
      });
  }, []);
  return null;
}
