'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useChat } from '@/api-client/chat/get-chat';
import { sendChatMessage } from '@/api-client/chat/send-message';
import { getQueryClient } from '@/api-client/query-client';
import texts from '@/lib/i18n/messages/chat.json';
import { trapTab } from '@/components/ui/focus-trap';
import { useChatStore } from '@/lib/stores/chat-store';
import styles from './chat.module.css';
import { useSingleFlight } from '@/components/forms/use-single-flight';

export const NOTHING_TO_SEND = 'Нечего отправлять';

const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' });

type ChatWindowProps = { sid: string; greeting: string; onClose: () => void };

/** Below this width the window covers the page (chat.module.css), so it holds the focus as a modal does. */
const COVERS_PAGE = '(max-width: 689px)';

function useCoversPage(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(COVERS_PAGE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(COVERS_PAGE).matches,
    () => false,
  );
}

function ChatPanel({ sid, greeting, onClose }: ChatWindowProps) {
  const titleId = useId();
  const messages = useChatStore((state) => state.messages);
  const { data: restored } = useChat(sid);
  const text = useChatStore((state) => state.draft);
  const setText = (draft: string) => useChatStore.setState({ draft });
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const flight = useSingleFlight();
  // A text sent again after a failure keeps its first date: if the first send was stored, the server knows it.
  const unsent = useRef<{ message: string; date: number } | null>(null);
  const log = useRef<HTMLOListElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  // Opened from its button, which leaves with the click: the text box takes the focus. Opened by a manager's
  // answer while the visitor is elsewhere on the page, it leaves their focus alone.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) field.current?.focus();
  }, []);

  // The server keeps every conversation: its copy wins over this browser's.
  useEffect(() => {
    if (restored && restored.length >= useChatStore.getState().messages.length) useChatStore.getState().setMessages(restored);
  }, [restored]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages]);

  const send = async () => {
    const message = text.trim();
    if (!message) {
      console.info(NOTHING_TO_SEND);
      return;
    }
    if (!flight.start()) return;
    setSending(true);
    setFailed(false);
    const date = unsent.current?.message === message ? unsent.current.date : Math.floor(Date.now() / 1000);
    const ok = await sendChatMessage({ text: message, user: { sid, name: '', email: '' }, date });
    flight.done();
    setSending(false);
    if (ok) {
      unsent.current = null;
      useChatStore.getState().addMessages([{ from: 'user', date, message }], false);
      // What was typed while it went is the next message, not this one: it stays.
      if (useChatStore.getState().draft.trim() === message) setText('');
    } else {
      unsent.current = { message, date };
      setFailed(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  // Escape closes it, as every other window of the site; where it covers the page, Tab stays inside.
  const coversPage = useCoversPage();
  const onWindowKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab' && coversPage) trapTab(event.nativeEvent, event.currentTarget);
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section className={styles.window} role="dialog" aria-modal={coversPage || undefined} aria-labelledby={titleId} onKeyDown={onWindowKeyDown}>
      {/* A div: a header in a dialog would be a second banner landmark of the page. */}
      <div className={styles.head}>
        <h2 id={titleId}>{texts.title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={texts.close}>
          ×
        </button>
      </div>
      <ol className={styles.log} ref={log} aria-label={texts.log} aria-live="polite">
        {greeting ? <li className={`${styles.line} ${styles.manager}`}>{greeting}</li> : null}
        {messages.map((line, index) => (
          <li key={`${line.date}-${index}`} className={`${styles.line} ${line.from === 'user' ? styles.user : styles.manager}`}>
            <span className="visually-hidden">{line.from === 'user' ? texts.you : texts.manager}: </span>
            {line.message}
            <time className={styles.when} dateTime={new Date(line.date * 1000).toISOString()}>
              {timeFormat.format(new Date(line.date * 1000))}
            </time>
          </li>
        ))}
      </ol>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <textarea
          ref={field}
          aria-label={texts.placeholder}
          placeholder={texts.placeholder}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {/* What is sent here is personal data too: said once, with the terms, as the forms' checkbox says it. */}
        <p className={styles.terms}>
          {texts.terms}
          <a href="/privacy" target="_blank" rel="noopener">
            {texts.termsLink}
          </a>
        </p>
        {failed ? (
          <p className={styles.error} role="alert">
            {texts.sendError}
          </p>
        ) : null}
        <div className={styles.row}>
          <span className={styles.hint}>{texts.hint}</span>
          {/* Not disabled: that would drop the focus of a pressed button to the page, out of the window (the single
              flight keeps a second send out). */}
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? texts.sending : texts.send}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The chat window: the conversation (restored from the server), the text box, Ctrl+Enter or the button to send. */
export function ChatWindow(props: ChatWindowProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ChatPanel {...props} />
    </QueryClientProvider>
  );
}
