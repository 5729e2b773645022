/** The session as local storage keeps it (spec section 4): the token and its end, exp × 1000 ms. */
export const TOKEN_KEY = 'token';
export const TOKEN_EXPIRES_KEY = 'tokenExpires';

export type StoredSession = { token: string; expiresAt: number };

/** The stored session if it is present and not expired; 'null' strings and garbage count as none. */
export function readSession(now = Date.now()): StoredSession | null {
  if (typeof window === 'undefined') return null;
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const expiresAt = Number(window.localStorage.getItem(TOKEN_EXPIRES_KEY));
    if (!token || token === 'null' || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
    return { token, expiresAt };
  } catch {
    return null;
  }
}

/** The expiry goes first: another tab that sees the new token then never reads it with a stale expiry and drops it. */
export function writeSession(jwt: string, exp: number): void {
  window.localStorage.setItem(TOKEN_EXPIRES_KEY, String(exp * 1000));
  window.localStorage.setItem(TOKEN_KEY, jwt);
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(TOKEN_EXPIRES_KEY);
}

/**
 * A token the backend refused (401) is over whatever its expiry says: it is forgotten, unless a newer sign-in has
 * replaced it meanwhile, and this tab's session watcher hears of it as it hears of another tab's change.
 */
export function dropRefusedToken(token: string): void {
  if (window.localStorage.getItem(TOKEN_KEY) !== token) return;
  forgetEndedSession();
}

/**
 * A stored session whose expiry has passed is forgotten, and this tab's session watcher told, as for a refused token;
 * false when there was none to forget (never signed in, or another tab signed in meanwhile).
 */
export function dropExpiredSession(now = Date.now()): boolean {
  if (window.localStorage.getItem(TOKEN_KEY) === null || readSession(now)) return false;
  forgetEndedSession();
  return true;
}

/** Clears the stored session and tells this tab's session watcher, which hears other tabs' changes as storage events. */
function forgetEndedSession(): void {
  clearSession();
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
}
