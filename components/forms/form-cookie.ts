/** Spec §9: a form's values are kept in a cookie until midnight, refreshed every second. */
export const FORM_COOKIE_REFRESH_MS = 1000;
const PREFIX = 'form_';
/** Browsers drop cookies over 4 KB; the longest values are shortened to stay under it. */
const MAX_COOKIE_CHARS = 3800;
/**
 * Every form's cookie travels with every request, and a server refuses headers over 16 KB (431) or less behind a
 * proxy: all forms' cookies together stay under this, and what does not fit is kept on the device only.
 */
export const MAX_FORM_COOKIES_CHARS = 6000;

export type SavedValues = Record<string, string>;

/**
 * What is kept of a form: the values the visitor changed (`v`) and, for each, a digest of the value the form
 * started with (`d`). A form whose start depends on the page (the product asked about, the page called from)
 * restores a field only where it starts the same, so one product's text never lands in another's request.
 */
export type SavedForm = { v: SavedValues; d: SavedValues };

function nextMidnight(now = new Date()): Date {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight;
}

/** FNV-1a: a short digest of a start value; the value itself need not travel in the cookie. */
export function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const encode = (saved: SavedForm) => encodeURIComponent(JSON.stringify(saved));

/**
 * The form as a cookie value of at most `room` characters, the longest values cut until the whole fits; `cut` says
 * whether any was. Null when not even the emptied values fit.
 */
export function fitCookieValue(saved: SavedForm, room = MAX_COOKIE_CHARS): { value: string; cut: boolean } | null {
  const values = { ...saved.v };
  let value = encode(saved);
  let cut = false;
  while (value.length > room) {
    const [key, longest] = Object.entries(values).reduce((a, b) => (b[1].length > a[1].length ? b : a));
    if (longest.length === 0) return null;
    values[key] = longest.slice(0, Math.floor(longest.length * 0.8));
    value = encode({ v: values, d: saved.d });
    cut = true;
  }
  return { value, cut };
}

/** The characters the other forms' cookies take, name and value. */
function otherFormCookies(formId: string): number {
  return document.cookie
    .split('; ')
    .filter((part) => part.startsWith(PREFIX) && !part.startsWith(`${PREFIX}${formId}=`))
    .reduce((sum, part) => sum + part.length, 0);
}

/** What a cookie or the device's copy held, if it has the saved form's shape; its string values only. */
function asSavedForm(value: unknown): SavedForm | null {
  const saved = value as Partial<SavedForm> | null;
  if (!saved || typeof saved.v !== 'object' || typeof saved.d !== 'object' || !saved.v || !saved.d) return null;
  const strings = (record: object) => Object.fromEntries(Object.entries(record).filter((item): item is [string, string] => typeof item[1] === 'string'));
  return { v: strings(saved.v), d: strings(saved.d) };
}

/** A text too long for the cookie is kept whole on this device too, until the same midnight. */
function readOverflow(formId: string): SavedForm | null {
  try {
    const entry = JSON.parse(window.localStorage.getItem(`${PREFIX}${formId}`) ?? 'null') as { expires?: number; saved?: unknown } | null;
    if (!entry || typeof entry.expires !== 'number' || entry.expires <= Date.now()) return null;
    return asSavedForm(entry.saved);
  } catch {
    return null;
  }
}

function writeOverflow(formId: string, saved: SavedForm | null, expires: Date): void {
  try {
    if (saved) window.localStorage.setItem(`${PREFIX}${formId}`, JSON.stringify({ expires: expires.getTime(), saved }));
    else window.localStorage.removeItem(`${PREFIX}${formId}`);
  } catch {
    // Storage full or off: the cookie's shortened copy is what is kept.
  }
}

function readCookie(formId: string): SavedForm | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${PREFIX}${formId}=`));
  if (!entry) return null;
  try {
    return asSavedForm(JSON.parse(decodeURIComponent(entry.slice(entry.indexOf('=') + 1))));
  } catch {
    return null;
  }
}

/** The form's start with what the visitor had changed in a form that started the same way. */
export function restoreForm<T extends SavedValues>(formId: string, defaults: T): T {
  const saved = readOverflow(formId) ?? readCookie(formId);
  if (!saved) return defaults;
  const restored: SavedValues = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = saved.v[key];
    if (value !== undefined && saved.d[key] === digest(defaults[key] ?? '')) restored[key] = value;
  }
  return restored as T;
}

/** Keeps the values that differ from the form's start; a form back at its start keeps nothing. */
export function saveForm(formId: string, values: SavedValues, defaults: SavedValues): void {
  const changed = Object.keys(values).filter((key) => values[key] !== defaults[key]);
  if (changed.length === 0) {
    clearForm(formId);
    return;
  }
  const saved: SavedForm = {
    v: Object.fromEntries(changed.map((key) => [key, values[key] ?? ''])),
    d: Object.fromEntries(changed.map((key) => [key, digest(defaults[key] ?? '')])),
  };
  const expires = nextMidnight();
  const room = Math.min(MAX_COOKIE_CHARS, MAX_FORM_COOKIES_CHARS - otherFormCookies(formId) - PREFIX.length - formId.length - 1);
  const fitted = fitCookieValue(saved, room);
  if (fitted) document.cookie = `${PREFIX}${formId}=${fitted.value}; path=/; expires=${expires.toUTCString()}; SameSite=Lax`;
  else document.cookie = `${PREFIX}${formId}=; path=/; max-age=0; SameSite=Lax`;
  writeOverflow(formId, fitted && !fitted.cut ? null : saved, expires);
}

export function clearForm(formId: string): void {
  document.cookie = `${PREFIX}${formId}=; path=/; max-age=0; SameSite=Lax`;
  writeOverflow(formId, null, new Date());
}
