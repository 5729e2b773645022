'use client';

import { useEffect, useRef, useState } from 'react';
import { publicEnv } from '@/lib/public-env';
import styles from './contacts.module.css';

export type MapPoint = { id: number; title: string; lat: number; lon: number };

type YMapsGeoObjects = { add(object: unknown): void; getBounds(): number[][] | null };
type YMapsMap = { geoObjects: YMapsGeoObjects; setBounds(bounds: number[][], options?: object): void; destroy(): void };
type YMaps = {
  ready(callback: () => void): void;
  Map: new (element: HTMLElement, state: { center: number[]; zoom: number; controls?: string[] }) => YMapsMap;
  Placemark: new (coords: number[], properties: { balloonContent?: string; hintContent?: string }) => unknown;
};
declare global {
  interface Window {
    ymaps?: YMaps;
  }
}

const SCRIPT_ID = 'yandex-maps-api';
const SINGLE_SHOP_ZOOM = 15;

function loadYandexMaps(key: string): Promise<YMaps> {
  return new Promise((resolve, reject) => {
    if (window.ymaps) return window.ymaps.ready(() => resolve(window.ymaps!));
    const existing = document.getElementById(SCRIPT_ID);
    const script = existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    script.addEventListener('load', () => (window.ymaps ? window.ymaps.ready(() => resolve(window.ymaps!)) : reject(new Error('ymaps'))));
    script.addEventListener('error', () => reject(new Error('ymaps')));
    if (!existing) {
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(key)}&lang=ru_RU`;
      document.head.append(script);
    }
  });
}

/** Yandex map of the shops, only when a key is configured; the address list beside it works without it. */
export function ShopMap({ points, label, unavailable }: { points: MapPoint[]; label: string; unavailable: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const key = publicEnv.yandexMapsKey;

  useEffect(() => {
    const target = element.current;
    const first = points[0];
    if (!key || !target || !first) return;
    let map: YMapsMap | undefined;
    let cancelled = false;
    loadYandexMaps(key)
      .then((ymaps) => {
        if (cancelled) return;
        map = new ymaps.Map(target, { center: [first.lat, first.lon], zoom: SINGLE_SHOP_ZOOM, controls: ['zoomControl'] });
        for (const point of points) map.geoObjects.add(new ymaps.Placemark([point.lat, point.lon], { hintContent: point.title, balloonContent: point.title }));
        const bounds = map.geoObjects.getBounds();
        if (points.length > 1 && bounds) map.setBounds(bounds, { checkZoomRange: true, zoomMargin: 40 });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [key, points]);

  if (!key || points.length === 0) return null;
  if (failed) return <p className={styles.mapNote}>{unavailable}</p>;
  return <div ref={element} className={styles.map} role="region" aria-label={label} />;
}
