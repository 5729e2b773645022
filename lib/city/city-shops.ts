import { getShops } from '@/api-client/info/get-shops';
import type { Shedule, ShopsResponse } from '@/api-client/schemas/info';
import { useCityStore } from '@/lib/stores/city-store';

/*
 * The visitor's city's shops for the header and the footer, asked in the browser once the city is known: every
 * city's shops in each cached page's data cost ~0.7 KB of every compressed response, for lists nobody sees until
 * then. This module loads on demand (city-bootstrap.tsx); a failure leaves the shops out and is only logged.
 */

/** What the shop islands need of a shop. */
export type HeaderShop = { id: number; title: string; adress: string; cityId: number; shedule: Shedule };

export function toHeaderShops(groups: ShopsResponse['shops']): HeaderShop[] {
  return groups.flatMap((group) =>
    group.branches.map((shop) => ({ id: shop.id, title: shop.title, adress: shop.adress, cityId: group.cityId, shedule: shop.shedule })),
  );
}

let asked: number | null = null;

export async function loadCityShops(cityId: number): Promise<void> {
  if (asked === cityId || useCityStore.getState().shops?.cityId === cityId) return;
  asked = cityId;
  try {
    const shops = toHeaderShops(await getShops(cityId)).filter((shop) => shop.cityId === cityId);
    // A late answer for a city the visitor has since left is dropped; a backend that ignores city_id still gives one city's.
    if (useCityStore.getState().city?.id === cityId) useCityStore.getState().setShops({ cityId, list: shops });
  } catch (error) {
    console.warn('Shops could not be loaded', error);
  } finally {
    if (asked === cityId) asked = null;
  }
}
