'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, type CSSProperties } from 'react';
import styles from './navigation-progress.module.css';

/** Spec §2: the bar appears only for navigations slower than the throttle, and crawls for the duration. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.href || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const barRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<number | undefined>(undefined);

  useEffect(() => {
    const bar = barRef.current;
    const start = () => {
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(() => bar?.setAttribute('data-state', 'running'), PROGRESS_THROTTLE_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', start);
    return () => {
      window.clearTimeout(timerRef.current);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', start);
    };
  }, []);

  useEffect(() => {
    window.clearTimeout(timerRef.current);
    const bar = barRef.current;
    if (bar?.getAttribute('data-state') === 'running') bar.setAttribute('data-state', 'done');
  }, [pathname, searchParams]);

  return (
    <div
      ref={barRef}
      className={styles.bar}
      data-state="idle"
      role="progressbar"
      aria-label={label}
      style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
      onTransitionEnd={(event) => {
        if (event.currentTarget.getAttribute('data-state') === 'done') event.currentTarget.setAttribute('data-state', 'idle');
      }}
    />
  );
}
