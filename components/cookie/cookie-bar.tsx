'use client';

import { useSyncExternalStore } from 'react';
import { giveConsent, hasConsent, subscribeConsent } from './consent';
import styles from './cookie-notice.module.css';

export type CookieTexts = { label: string; text: string; link: string; accept: string };

/** The server renders nothing (consent lives in the browser); the client shows the bar after hydration. */
const consentOnServer = () => true;

export function CookieBar({ texts }: { texts: CookieTexts }) {
  const consented = useSyncExternalStore(subscribeConsent, hasConsent, consentOnServer);
  if (consented) return null;
  return (
    <section className={styles.notice} aria-label={texts.label}>
      <p className={styles.text}>
        {texts.text}{' '}
        <a href="/privacy" target="_blank" rel="noopener noreferrer">
          {texts.link}
        </a>
        .
      </p>
      <button type="button" className={`button ${styles.accept}`} onClick={giveConsent}>
        {texts.accept}
      </button>
    </section>
  );
}
