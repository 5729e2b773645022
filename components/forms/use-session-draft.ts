'use client';

import { useEffect, useState } from 'react';
import { tokenSubject } from '@/lib/session/session-user';
import { useSessionStore } from '@/lib/stores/session-store';

const PREFIX = 'draft:';

function read(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * Text being typed, kept in this tab's session storage under the signed-in user's `name`: an expired session sends
 * the dealer to sign in and back, and what they were writing is there again. Emptied, it is forgotten.
 */
export function useSessionDraft(name: string): [string, (value: string) => void] {
  const owner = useSessionStore((state) => (state.token ? tokenSubject(state.token) : ''));
  const key = `${PREFIX}${owner}:${name}`;
  const [text, setText] = useState(() => (owner ? read(key) : ''));
  useEffect(() => {
    if (!owner) return;
    try {
      if (text) window.sessionStorage.setItem(key, text);
      else window.sessionStorage.removeItem(key);
    } catch {
      // A full or blocked storage only loses the keeping, never the typing.
    }
  }, [key, owner, text]);
  return [text, setText];
}
