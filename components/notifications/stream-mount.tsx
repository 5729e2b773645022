'use client';

import dynamic from 'next/dynamic';

/** The stream's code (schemas, client, React Query) loads after the page, never with its first-load JS. */
export const StreamMount = dynamic(() => import('./stream-provider').then((m) => m.StreamProvider), { ssr: false });
