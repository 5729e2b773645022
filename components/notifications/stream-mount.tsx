'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useStreamWanted } from '@/lib/stream/use-stream-wanted';

const StreamProvider = dynamic(() => import('./stream-provider').then((m) => m.StreamProvider), { ssr: false });

/**
 * The stream's code (client, binding, React Query) loads only once a dealer is signed in or a visitor uses the chat:
 * the other visitors of the public pages never need it. Once loaded it stays, so that a sign-out still unbinds the stream.
 */
export function StreamMount() {
  const wanted = useStreamWanted();
  const [needed, setNeeded] = useState(false);
  if (wanted && !needed) setNeeded(true);
  return needed ? <StreamProvider /> : null;
}
