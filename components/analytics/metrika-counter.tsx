'use client';

import { Suspense, useEffect, useRef } from 'react';
import Script from 'next/script';
import { usePathname, useSearchParams } from 'next/navigation';

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
declare global {
  interface Window {
    ym?: Ym;
  }
}

const initialised = new Set<number>();

/** The official tag's queue stub: calls wait in ym.a until tag.js loads and replays them. */
function ym(id: number): Ym {
  const stub: Ym = (...args: unknown[]) => {
    (stub.a ??= []).push(args);
  };
  stub.l = Date.now();
  const counter = (window.ym ??= stub);
  if (!initialised.has(id)) {
    initialised.add(id);
    // defer: the hits below are sent by hand, the first one included, on every route change.
    counter(id, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
  }
  return counter;
}

function MetrikaHits({ id }: { id: number }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search ? `?${search}` : ''}`;
    ym(id)(id, 'hit', url, { referer: previousUrl.current ?? document.referrer });
    previousUrl.current = url;
  }, [id, pathname, search]);

  return null;
}

/** Loads the official tag once and sends a hit for every route (spec §9). */
export function MetrikaCounter({ id }: { id: number }) {
  return (
    <>
      <Script id="yandex-metrika" src={METRIKA_TAG_URL} strategy="afterInteractive" />
      <Suspense fallback={null}>
        <MetrikaHits id={id} />
      </Suspense>
    </>
  );
}
