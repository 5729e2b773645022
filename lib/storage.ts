/**
 * Cookie and localStorage helpers for browser code. Every call is safe where storage is missing or
 * blocked (server rendering, private mode): reads give null and writes do nothing.
 */

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeMs: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.floor(maxAgeMs / 1000);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

type StoredValue = { value: string; expires: number };

function isStoredValue(data: unknown): data is StoredValue {
  return typeof data === 'object' && data !== null && 'value' in data && 'expires' in data && typeof data.value === 'string' && typeof data.expires === 'number';
}

/** Reads an entry written by writeLocal; an expired entry is removed and reads as absent. */
export function readLocal(key: string): string | null {
  const storage = localStore();
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const data: unknown = JSON.parse(raw);
    if (!isStoredValue(data)) return raw;
    if (data.expires <= Date.now()) {
      storage.removeItem(key);
      return null;
    }
    return data.value;
  } catch {
    return storage.getItem(key);
  }
}

/** localStorage has no expiry of its own, so the entry carries one, like a cookie's Max-Age. */
export function writeLocal(key: string, value: string, maxAgeMs: number): void {
  try {
    localStore()?.setItem(key, JSON.stringify({ value, expires: Date.now() + maxAgeMs } satisfies StoredValue));
  } catch {
    // quota exceeded or storage blocked: the cookie still holds the value
  }
}
