import { create } from 'zustand';
import { setClientLocation } from '@/api-client/client-location';
import type { City } from '@/api-client/schemas/info';
import type { HeaderShop } from '@/lib/city/city-shops';

/**
 * The visitor's city (spec §4 'City'): `city` is null until it is known. Persistence (cookie and
 * local storage) and detection live in lib/city/; this store only holds the current value.
 */
export type CityState = {
  city: City | null;
  status: 'unknown' | 'detecting' | 'ready';
  /** The shops of the city they were asked for (lib/city/city-shops.ts); null until they arrive. */
  shops: { cityId: number; list: HeaderShop[] } | null;
  setCity: (city: City | null) => void;
  setStatus: (status: CityState['status']) => void;
  setShops: (shops: CityState['shops']) => void;
};

const NO_SHOPS: HeaderShop[] = [];

/** The chosen city's shops; empty until a city is known and its shops have arrived. */
export const selectCityShops = (state: CityState): HeaderShop[] =>
  state.shops !== null && state.shops.cityId === state.city?.id ? state.shops.list : NO_SHOPS;

export const useCityStore = create<CityState>()((set) => ({
  city: null,
  status: 'unknown',
  shops: null,
  setCity: (city) => {
    // Browser API calls send the city as Location-Name (spec §7 'Location headers are added').
    setClientLocation(city && city.id > 0 ? { name: city.title } : null);
    set({ city, status: 'ready' });
  },
  setStatus: (status) => set({ status }),
  setShops: (shops) => set({ shops }),
}));
