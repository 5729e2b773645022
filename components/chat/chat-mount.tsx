'use client';

import dynamic from 'next/dynamic';
import type { ChatTexts } from './chat-widget';

const ChatWidget = dynamic(() => import('./chat-widget').then((m) => m.ChatWidget), { ssr: false });

/** Renders the chat only when the site properties enable it; its code loads after the page, on demand. */
export function ChatMount({ enabled, texts }: { enabled: boolean; texts: ChatTexts }) {
  return enabled ? <ChatWidget texts={texts} /> : null;
}
