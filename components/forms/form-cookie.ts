/** Spec §9: a form's values are kept in a cookie until midnight, refreshed every second. */
export const FORM_COOKIE_REFRESH_MS = 1000;
const PREFIX = 'form_';
/** Browsers drop cookies over 4 KB; the longest values are shortened to stay under it. */
const MAX_COOKIE_CHARS = 3800;

export type SavedValues = Record<string, string>;

function nextMidnight(now = new Date()): Date {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight;
}

function encode(values: SavedValues): string {
  return encodeURIComponent(JSON.stringify(values));
}

/** The values as a cookie value, the longest ones cut until the whole fits. */
export function fitCookieValue(values: SavedValues): string {
  const fitted = { ...values };
  let encoded = encode(fitted);
  while (encoded.length > MAX_COOKIE_CHARS) {
    const [key, value] = Object.entries(fitted).reduce((a, b) => (b[1].length > a[1].length ? b : a));
    fitted[key] = value.slice(0, Math.floor(value.length * 0.8));
    encoded = encode(fitted);
  }
  return encoded;
}

export function readFormCookie(formId: string): SavedValues | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${PREFIX}${formId}=`));
  if (!entry) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(entry.indexOf('=') + 1)));
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(Object.entries(parsed).filter((item): item is [string, string] => typeof item[1] === 'string'));
  } catch {
    return null;
  }
}

export function writeFormCookie(formId: string, values: SavedValues): void {
  document.cookie = `${PREFIX}${formId}=${fitCookieValue(values)}; path=/; expires=${nextMidnight().toUTCString()}; SameSite=Lax`;
}

export function clearFormCookie(formId: string): void {
  document.cookie = `${PREFIX}${formId}=; path=/; max-age=0; SameSite=Lax`;
}
