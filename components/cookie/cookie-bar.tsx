'use client';

import { useSyncExternalStore, type MouseEvent } from 'react';
import { openModal } from '@/lib/stores/modal-store';
import { giveConsent, hasConsent, subscribeConsent } from './consent';
import styles from './cookie-notice.module.css';

export type CookieTexts = { label: string; text: string; link: string; accept: string };

/** The server renders nothing (consent lives in the browser); the client shows the bar after hydration. */
const consentOnServer = () => true;

/** A plain click reads the terms in the large privacy modal without leaving the page; a modified click still opens the tab. */
function openPrivacy(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openModal('privacy', {});
}

export function CookieBar({ texts }: { texts: CookieTexts }) {
  const consented = useSyncExternalStore(subscribeConsent, hasConsent, consentOnServer);
  if (consented) return null;
  return (
    <section className={styles.notice} aria-label={texts.label}>
      <p className={styles.text}>
        {texts.text}{' '}
        <a href="/privacy" target="_blank" rel="noopener noreferrer" onClick={openPrivacy}>
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
