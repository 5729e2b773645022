'use client';

import { useEffect } from 'react';
import { formatPrice } from '@/lib/format';
import { useCityStore } from '@/lib/stores/city-store';
import { priceKey, usePriceStore } from '@/lib/stores/price-store';

const MAX_IDS_PER_CALL = 100;
/** Products whose prices are on screen; one call per city prices them all. */
const shown = new Map<number, number>();
let scheduled = false;

async function loadMissing(): Promise<void> {
  scheduled = false;
  const { city } = useCityStore.getState();
  const store = usePriceStore.getState();
  const cityId = city && city.id > 0 ? city.id : null;
  if (cityId !== store.cityId) store.reset(cityId);
  if (cityId === null) return;
  const { prices } = usePriceStore.getState();
  const ids = [...shown.keys()].filter((id) => !(priceKey(id) in prices));
  if (ids.length === 0) return;
  // The call (and TanStack Query with its module) loads on demand, after the page is interactive.
  const { getPrices } = await import('@/api-client/catalog/get-prices');
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
    const answer = await getPrices({ ids: ids.slice(start, start + MAX_IDS_PER_CALL) }).catch(() => null);
    // A late answer for a city the visitor has since left is dropped.
    if (!answer || usePriceStore.getState().cityId !== cityId) return;
    const loaded: Record<string, number | null> = {};
    for (const price of answer.prices) {
      loaded[priceKey(price.id)] = price.front_price;
      for (const offer of price.offers) loaded[priceKey(price.id, offer.id)] = offer.price;
    }
    usePriceStore.getState().merge(loaded);
  }
}

function scheduleLoad(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => void loadMissing());
}

/** Re-prices every shown product when the visitor's city changes. */
useCityStore.subscribe((state, previous) => {
  if (state.city?.id !== previous.city?.id) scheduleLoad();
});

type LivePriceProps = { productId: number; offerId?: number; value: number };

/** A price rendered on the server for the default city, replaced by the visitor's city's price once known. */
export function LivePrice({ productId, offerId, value }: LivePriceProps) {
  const key = priceKey(productId, offerId);
  const current = usePriceStore((state) => (key in state.prices ? state.prices[key] : value));

  useEffect(() => {
    shown.set(productId, (shown.get(productId) ?? 0) + 1);
    scheduleLoad();
    return () => {
      const count = (shown.get(productId) ?? 1) - 1;
      if (count > 0) shown.set(productId, count);
      else shown.delete(productId);
    };
  }, [productId]);

  return <span data-price={key}>{formatPrice(current ?? value)}</span>;
}
