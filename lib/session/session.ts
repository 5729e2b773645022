import { useSessionStore } from '@/lib/stores/session-store';
import { userFromToken } from './session-user';
import { clearSession, readSession, TOKEN_KEY, writeSession } from './token-storage';

/** Marks a sign-out by the button for every tab, so none of them shows the session-expired popup. */
export const LOGOUT_KEY = 'logoutByButton';

/** What changed since the last check: a session appeared, ran out (expiry, removal) or was ended by the button. */
export type SessionChange = 'none' | 'signed-in' | 'expired' | 'logged-out';

/** Forgets the previous user's cached cabinet data; the query client is loaded only where it was used. */
function clearCachedData(): void {
  void import('@/api-client/query-client').then(({ getQueryClient }) => getQueryClient().clear());
}

/** Spec §4: a missing, 'null' or expired token clears the user's data; a valid one sets it. */
export function checkSession(): SessionChange {
  const stored = readSession();
  const previous = useSessionStore.getState().token;
  if (stored) {
    if (stored.token !== previous) {
      useSessionStore.setState({ token: stored.token, user: userFromToken(stored.token), checked: true, loggedOutByButton: false });
    } else {
      useSessionStore.setState({ checked: true });
    }
    return previous ? 'none' : 'signed-in';
  }
  if (window.localStorage.getItem(TOKEN_KEY) !== null) clearSession();
  const byButton = window.localStorage.getItem(LOGOUT_KEY) !== null;
  useSessionStore.setState({ token: null, user: null, checked: true, loggedOutByButton: byButton });
  if (!previous) return 'none';
  clearCachedData();
  return byButton ? 'logged-out' : 'expired';
}

/** Login, registration, token confirmation and a profile change store the token and its expiry. */
export function startSession(jwt: string, exp: number): void {
  window.localStorage.removeItem(LOGOUT_KEY);
  writeSession(jwt, exp);
  useSessionStore.setState({ token: jwt, user: userFromToken(jwt), checked: true, loggedOutByButton: false });
}

/** The 'Выход' button: clears the flag, the data, the token and its expiry, the device's drafts and every cached query. */
export function logout(): void {
  window.localStorage.setItem(LOGOUT_KEY, '1');
  clearSession();
  // Loaded here only: every public page carries this module, few ever sign out.
  void import('./user-storage').then(({ forgetUserData }) => forgetUserData());
  useSessionStore.setState({ token: null, user: null, checked: true, loggedOutByButton: true });
  clearCachedData();
}
