'use client';

import dynamic from 'next/dynamic';

const MetrikaCounter = dynamic(() => import('./metrika-counter').then((m) => m.MetrikaCounter), { ssr: false });

/** The counter and next/script load after hydration, and only on sites that have a counter: no page waits for them. */
export function MetrikaLoader({ id }: { id: number }) {
  return <MetrikaCounter id={id} />;
}
