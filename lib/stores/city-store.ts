import { create } from 'zustand';
import { setClientLocation } from '@/api-client/client-location';
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
  setCity: (city) => {
    // Browser API calls send the city as Location-Name (spec §7 'Location headers are added').
    setClientLocation(city && city.id > 0 ? { name: city.title } : null);
    set({ city, status: 'ready' });
  },
  setStatus: (status) => set({ status }),
}));
