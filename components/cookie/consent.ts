import { readCookie, readLocal, writeCookie, writeLocal } from '@/lib/storage';

export const CONSENT_KEY = 'confirmCookie';
/** Spec §9: confirmCookie lasts 60 days. */
export const CONSENT_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;
/** The storage event reaches other tabs only; this one tells the tab that accepted. */
const LOCAL_EVENT = 'cookie-consent';

/** Spec §4: the notice shows only when neither the cookie nor the localStorage entry exists. */
export function hasConsent(): boolean {
  return readCookie(CONSENT_KEY) !== null || readLocal(CONSENT_KEY) !== null;
}

export function giveConsent(): void {
  writeCookie(CONSENT_KEY, 'Y', CONSENT_MAX_AGE_MS);
  writeLocal(CONSENT_KEY, 'Y', CONSENT_MAX_AGE_MS);
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}
