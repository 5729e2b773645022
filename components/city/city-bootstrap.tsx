'use client';

import { useEffect } from 'react';
import { announceCityChange, readStoredCity, saveCity } from '@/lib/city/city-storage';
import { useCityStore } from '@/lib/stores/city-store';

/**
 * Restores the visitor's city from localStorage or the cookies, or else detects it (spec §4 'City').
 * Detection code loads only when there is nothing stored; rendering never waits for it.
 */
export function CityBootstrap() {
  useEffect(() => {
    const store = useCityStore.getState();
    if (store.status !== 'unknown') return;
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
