'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { getQueryClient } from '@/api-client/query-client';
import { setStreamUser, unsetStreamUser } from '@/api-client/stream/binding';
import { publicEnv } from '@/lib/public-env';
import texts from '@/lib/i18n/messages/notifications.json';
import { readSession } from '@/lib/session/token-storage';
import { useSessionStore } from '@/lib/stores/session-store';
import { useStreamStore } from '@/lib/stores/stream-store';
import { catchUp, dispatchStreamEvent, loadedBeyondReplay, type StreamHandlers } from '@/lib/stream/dispatch';
import { emitStreamEvent } from '@/lib/stream/event-bus';
import { sessionId } from '@/lib/stream/session-id';
import { connectStream } from '@/lib/stream/stream-client';
import { useStreamWanted } from '@/lib/stream/use-stream-wanted';
import styles from './notifications.module.css';

/** Spec §9: the sign-in state is rechecked every 20 s; the stream's binding follows it. */
export const SESSION_CHECK_MS = 20_000;

/** The provider instance holding the tab's one connection; a second mounted provider stays idle. */
let owner: string | null = null;

/**
 * A browser gives an origin six HTTP/1.1 connections, and each tab's stream holds one: six cabinet tabs left no
 * room for a page to load. A tab hidden this long gives its stream up; shown again, it reconnects and catches up.
 */
export const HIDDEN_STREAM_CLOSE_MS = 10_000;

function useTabShown(): boolean {
  const [shown, setShown] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'hidden') timer = window.setTimeout(() => setShown(false), HIDDEN_STREAM_CLOSE_MS);
      else setShown(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, []);
  return shown;
}

/** Ties the stream to whoever is signed in: setUser on sign-in (or a new token), unsetUser on sign-out. */
function useStreamBinding(uid: string | null) {
  const bound = useRef<string | null>(null);
  useEffect(() => {
    if (!uid) return;
    const sync = () => {
      const token = readSession()?.token ?? null;
      if (token === bound.current) return;
      const previous = bound.current;
      bound.current = token;
      const call = token ? setStreamUser(uid) : previous ? unsetStreamUser(uid) : null;
      call?.catch((error: unknown) => {
        // Spec §8: stream failures are logged only; the next check tries again.
        bound.current = previous;
        console.warn('Stream binding failed:', error);
      });
    };
    sync();
    const timer = window.setInterval(sync, SESSION_CHECK_MS);
    window.addEventListener('storage', sync);
    // A sign-in or «Выход» in this tab fires no storage event: bound at once, another account's events never arrive.
    const unsubscribe = useSessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) sync();
    });
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', sync);
      unsubscribe();
    };
  }, [uid]);
}

/**
 * The tab's one event stream: events become React Query invalidations (and chat callbacks), the online
 * state goes to the stream store and shows discreetly when lost.
 */
export function StreamProvider({ handlers }: { handlers?: StreamHandlers }) {
  const bindingUid = useStreamUid();
  const shown = useTabShown();
  const uid = useStreamWanted() && shown ? bindingUid : null;
  const instance = useId();
  const connectedBefore = useRef(false);
  const handlersRef = useRef(handlers);
  const online = useStreamStore((state) => state.online);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (owner !== null || !uid) return;
    owner = instance;
    const queryClient = getQueryClient();
    const first = !connectedBefore.current;
    // Events sent while this tab had no stream (hidden, or signed out) were missed; on the first connection the
    // backend sends again those of the page's loading, unless the page's data is older than it goes back.
    if (!first || loadedBeyondReplay(queryClient)) catchUp(queryClient);
    connectedBefore.current = true;
    const { setOnline } = useStreamStore.getState();
    const stop = connectStream({
      url: publicEnv.streamUrl,
      uid,
      onEvent: (event) => {
        dispatchStreamEvent(event, queryClient, handlersRef.current);
        emitStreamEvent(event);
      },
      onStatus: setOnline,
      onReconnect: () => catchUp(queryClient),
      age: first ? () => performance.now() : undefined,
    });
    return () => {
      stop();
      owner = null;
    };
  }, [uid, instance]);

  useStreamBinding(bindingUid);

  // Read at render: the online state only changes after this instance's effect has claimed the connection.
  return online === false && owner === instance ? (
    <div className={styles.offline} role="status">
      {texts.offline}
    </div>
  ) : null;
}

/** The sbs cookie is read once, in the browser: the provider only renders there (loaded without SSR). */
function useStreamUid(): string | null {
  const [uid] = useState(() => (typeof document === 'undefined' ? null : sessionId()));
  return uid;
}
