import { readCookie, readLocal, writeCookie, writeLocal } from '@/lib/storage';

export const CONSENT_KEY = 'confirmCookie';
/** Spec §9: confirmCookie lasts 60 days. */
export const CONSENT_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;
/** The storage event reaches other tabs only; this one tells the tab that accepted. */
const LOCAL_EVENT = 'cookie-consent';

/*
 * Reading document.cookie is a synchronous call into the browser's cookie store, milliseconds each while the page
 * loads, and React asks for the answer many times while hydrating. While someone listens, the events below keep one
 * answer current; without listeners nothing would refresh it, so it is read afresh.
 */
let listeners = 0;
let cached: boolean | undefined;

/** Spec §4: the notice shows only when neither the cookie nor the localStorage entry exists. */
export function hasConsent(): boolean {
  if (listeners > 0 && cached !== undefined) return cached;
  const consent = readCookie(CONSENT_KEY) !== null || readLocal(CONSENT_KEY) !== null;
  if (listeners > 0) cached = consent;
  return consent;
}

export function giveConsent(): void {
  writeCookie(CONSENT_KEY, 'Y', CONSENT_MAX_AGE_MS);
  writeLocal(CONSENT_KEY, 'Y', CONSENT_MAX_AGE_MS);
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

export function subscribeConsent(onChange: () => void): () => void {
  const changed = () => {
    cached = undefined;
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) changed();
  };
  listeners += 1;
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_EVENT, changed);
  return () => {
    listeners -= 1;
    if (listeners === 0) cached = undefined;
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_EVENT, changed);
  };
}
