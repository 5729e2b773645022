import { create } from 'zustand';
import type { City } from '@/api-client/schemas/info';

/**
 * The visitor's city (spec §4 'City'): `city` is null until it is known. Persistence (cookie and
 * local storage) and detection live in lib/city/; this store only holds the current value.
 */
type CityState = {
  city: City | null;
  status: 'unknown' | 'detecting' | 'ready';
  setCity: (city: City | null) => void;
  setStatus: (status: CityState['status']) => void;
};

export const useCityStore = create<CityState>()((set) => ({
  city: null,
  status: 'unknown',
  setCity: (city) => set({ city, status: 'ready' }),
  setStatus: (status) => set({ status }),
}));
