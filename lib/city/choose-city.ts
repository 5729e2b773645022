import type { City } from '@/api-client/schemas/info';
import { useCityStore } from '@/lib/stores/city-store';
import { announceCityChange, saveCity } from './city-storage';

/** Normal-mode choice: persist, update the store and tell the page (spec §4 'City'). */
export function chooseCity(city: City): void {
  saveCity(city);
  useCityStore.getState().setCity(city);
  announceCityChange(city);
}
