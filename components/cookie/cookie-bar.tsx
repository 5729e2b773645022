'use client';

import { useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { focusPageStartFromKeyboard } from '@/components/ui/focus-page-start';
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

/** The bar's height and gap, for what sits in the screen's bottom corner above it (the web chat's button). */
export const COOKIE_NOTICE_SPACE = '--cookie-notice-space';

function useReservedSpace(shown: boolean) {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    // The bar's height and its own distance from the bottom of the screen (the stylesheet's), read, not repeated.
    const reserve = () => root.setProperty(COOKIE_NOTICE_SPACE, `${element.offsetHeight + (parseFloat(getComputedStyle(element).bottom) || 0)}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(COOKIE_NOTICE_SPACE);
    };
  }, [shown]);
  return bar;
}

export function CookieBar({ texts }: { texts: CookieTexts }) {
  const consented = useSyncExternalStore(subscribeConsent, hasConsent, consentOnServer);
  const bar = useReservedSpace(!consented);
  if (consented) return null;
  return (
    <section ref={bar} className={styles.notice} aria-label={texts.label}>
      <p className={styles.text}>
        {texts.text}{' '}
        <a href="/privacy" target="_blank" rel="noopener noreferrer" onClick={openPrivacy}>
          {texts.link}
        </a>
        .
      </p>
      <button
        type="button"
        className={`button ${styles.accept}`}
        onClick={(event) => {
          // The bar goes away with its button.
          focusPageStartFromKeyboard(event);
          giveConsent();
        }}
      >
        {texts.accept}
      </button>
    </section>
  );
}
