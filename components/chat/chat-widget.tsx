'use client';

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef } from 'react';
import type { ChatLine } from '@/api-client/schemas/stream';
import { onStreamEvent } from '@/lib/stream/event-bus';
import { readSession } from '@/lib/session/token-storage';
import { sessionId } from '@/lib/stream/session-id';
import { useChatStore } from '@/lib/stores/chat-store';
import { useSessionStore, useSignedIn } from '@/lib/stores/session-store';
import { loadChat, saveChat } from './chat-storage';
import { playChatSound } from './sound';
import styles from './chat.module.css';

export type ChatTexts = { tgwebchatBtnText: string; tgwebchatSubBtnText: string; tgwebchatDefaultMessage: string };

// The window (form, schemas, sending) loads when the chat first opens.
const ChatWindow = dynamic(() => import('./chat-window').then((m) => m.ChatWindow), { ssr: false });

const managerLines = (lines: ChatLine[]) => lines.filter((line) => line.from === 'manager').length;

/**
 * A conversation already begun is read from the server when the page opens and when the visitor comes back to the
 * tab: an answer given while the page was closed or the stream slept (a hidden tab) is announced as a live one.
 */
async function catchUpChat(sid: string) {
  const { messages } = useChatStore.getState();
  if (!messages.some((line) => line.from === 'user')) return;
  const { restoreChat } = await import('@/api-client/chat/get-chat');
  const restored = await restoreChat(sid).catch(() => null);
  if (!restored || managerLines(restored) <= managerLines(useChatStore.getState().messages)) return;
  useChatStore.getState().setMessages(restored);
  useChatStore.setState({ open: true, hasNew: true });
  playChatSound();
}

/** Keeps the stored copy in step and turns the manager's messages from the stream into lines, sound and an open window. */
function useChatSync(sid: string | null) {
  const messages = useChatStore((state) => state.messages);
  useEffect(() => {
    if (!sid) return;
    useChatStore.getState().setMessages(loadChat(sid));
    void catchUpChat(sid);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void catchUpChat(sid);
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopEvents = onStreamEvent((event) => {
      const { addMessages } = useChatStore.getState();
      if (event.e === 'newTgChatMessage' && event.message !== undefined) {
        addMessages([{ from: 'manager', date: event.date ?? Math.floor(Date.now() / 1000), message: event.message }], true);
        playChatSound();
      } else if (event.e === 'newTgChatArchiveMessages' && event.archivemessages?.length) {
        addMessages(event.archivemessages, true);
        playChatSound();
      }
    });
    return () => {
      stopEvents();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sid]);
  useEffect(() => {
    if (sid) saveChat(sid, messages);
  }, [sid, messages]);
}

/** The web chat for visitors who are not signed in (spec §2 'Online chat'): a button that opens the window. */
export function ChatWidget({ texts }: { texts: ChatTexts }) {
  // Signed-in dealers talk to their manager in order comments instead. It follows the session (signing in or out
  // happens without a reload); before the session's first check, storage answers (this renders in the browser only).
  const checked = useSessionStore((state) => state.checked);
  const storeSignedIn = useSignedIn();
  const signedIn = checked ? storeSignedIn : readSession() !== null;
  const sid = useMemo(() => (signedIn ? null : sessionId()), [signedIn]);
  const open = useChatStore((state) => state.open);
  const hasNew = useChatStore((state) => state.hasNew);
  const setOpen = useChatStore((state) => state.setOpen);
  useChatSync(sid);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Closed with its × (which leaves with the window), the chat hands the focus back to its button.
  useEffect(() => {
    if (wasOpen.current && !open && (document.activeElement === null || document.activeElement === document.body)) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!sid) return null;
  return (
    <div className={styles.launcher} data-chat-launcher="">
      {open ? <ChatWindow sid={sid} greeting={texts.tgwebchatDefaultMessage} onClose={() => setOpen(false)} /> : null}
      {open ? null : (
        <button ref={button} type="button" className={styles.button} onClick={() => setOpen(true)} aria-haspopup="dialog" style={{ position: 'relative' }}>
          <span>{texts.tgwebchatBtnText}</span>
          {texts.tgwebchatSubBtnText ? <span className={styles.sub}>{texts.tgwebchatSubBtnText}</span> : null}
          {hasNew ? <span className={styles.dot} aria-hidden="true" /> : null}
        </button>
      )}
    </div>
  );
}
