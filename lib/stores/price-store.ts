import { create } from 'zustand';

/** `productId` or `productId:offerId`. */
export const priceKey = (productId: number, offerId?: number): string =>
  offerId === undefined ? String(productId) : `${productId}:${offerId}`;

/**
 * Prices for the visitor's city over pages cached with the default city's prices (UI state: what the
 * browser fetched). `cityId` null means the default prices stand.
 */
type PriceState = {
  cityId: number | null;
  prices: Record<string, number | null>;
  reset: (cityId: number | null) => void;
  merge: (prices: Record<string, number | null>) => void;
};

export const usePriceStore = create<PriceState>()((set) => ({
  cityId: null,
  prices: {},
  reset: (cityId) => set({ cityId, prices: {} }),
  merge: (prices) => set((state) => ({ prices: { ...state.prices, ...prices } })),
}));
