'use client';

import dynamic from 'next/dynamic';
import { selectCityShops, useCityStore, type CityState } from '@/lib/stores/city-store';
import type { FooterShopsLabels } from './footer-shops';
import type { ShopPickerLabels } from './shop-picker';

/*
 * The shops of the visitor's city arrive after the page (lib/city/city-shops.ts), so the islands that show them
 * load their code only then: no public page's first load carries the picker, its hours and plural forms.
 */
const ShopPicker = dynamic(() => import('./shop-picker').then((m) => m.ShopPicker), { ssr: false });
const FooterShops = dynamic(() => import('./footer-shops').then((m) => m.FooterShops), { ssr: false });

const hasShops = (state: CityState) => selectCityShops(state).length > 0;

export function ShopPickerMount({ labels }: { labels: ShopPickerLabels }) {
  return useCityStore(hasShops) ? <ShopPicker labels={labels} /> : null;
}

export function FooterShopsMount({ labels }: { labels: FooterShopsLabels }) {
  return useCityStore(hasShops) ? <FooterShops labels={labels} /> : null;
}
