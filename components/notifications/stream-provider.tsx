'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { getQueryClient } from '@/api-client/query-client';
import { setStreamUser, unsetStreamUser } from '@/api-client/stream/binding';
import { publicEnv } from '@/lib/public-env';
import texts from '@/lib/i18n/messages/notifications.json';
import { readSession } from '@/lib/session/token-storage';
import { useStreamStore } from '@/lib/stores/stream-store';
import { catchUp, dispatchStreamEvent, type StreamHandlers } from '@/lib/stream/dispatch';
import { emitStreamEvent } from '@/lib/stream/event-bus';
import { sessionId } from '@/lib/stream/session-id';
import { connectStream } from '@/lib/stream/stream-client';
import { useStreamWanted } from '@/lib/stream/use-stream-wanted';
import styles from './notifications.module.css';

/** Spec §9: the sign-in state is rechecked every 20 s; the stream's binding follows it. */
export const SESSION_CHECK_MS = 20_000;

/** The provider instance holding the tab's one connection; a second mounted provider stays idle. */
let owner: string | null = null;

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
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', sync);
    };
  }, [uid]);
}

/**
 * The tab's one event stream: events become React Query invalidations (and chat callbacks), the online
 * state goes to the stream store and shows discreetly when lost.
 */
export function StreamProvider({ handlers }: { handlers?: StreamHandlers }) {
  const bindingUid = useStreamUid();
  const uid = useStreamWanted() ? bindingUid : null;
  const instance = useId();
  const handlersRef = useRef(handlers);
  const online = useStreamStore((state) => state.online);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (owner !== null || !uid) return;
    owner = instance;
    const queryClient = getQueryClient();
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
