import { create } from 'zustand';
import type { SessionUser } from '@/lib/session/session-user';

/**
 * The authentication state of spec §4: `checked` turns true after the first look at local storage, so the
 * server render and the first client render agree (anonymous) and guards wait for the real answer.
 */
type SessionState = {
  token: string | null;
  user: SessionUser | null;
  checked: boolean;
  /** The last sign-out was the 'Выход' button (here or in another tab), not an expiry. */
  loggedOutByButton: boolean;
};

export const useSessionStore = create<SessionState>()(() => ({
  token: null,
  user: null,
  checked: false,
  loggedOutByButton: false,
}));

export const useSessionUser = () => useSessionStore((state) => state.user);
/** A session token is held (whether or not its claims could be read for display). */
export const useSignedIn = () => useSessionStore((state) => state.token !== null);
