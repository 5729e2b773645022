'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useChatStore } from '@/lib/stores/chat-store';
import { useSessionStore } from '@/lib/stores/session-store';

const StreamProvider = dynamic(() => import('./stream-provider').then((m) => m.StreamProvider), { ssr: false });

/**
 * The stream's code (client, binding, React Query) loads only once a dealer is signed in or a visitor uses the chat:
 * the other visitors of the public pages never need it. Once loaded it stays, so that a sign-out still unbinds the stream.
 */
export function StreamMount() {
  const signedIn = useSessionStore((state) => state.token !== null);
  const chatting = useChatStore((state) => state.open || state.messages.length > 0);
  const [needed, setNeeded] = useState(false);
  if ((signedIn || chatting) && !needed) setNeeded(true);
  return needed ? <StreamProvider /> : null;
}
