'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { focusPageStartFromKeyboard } from '@/components/ui/focus-page-start';
import { CloseIcon } from './icons';
import styles from './stock-panel.module.css';

/** Set on <html> while the panel is closed, and in the profile area; the stylesheet hides the panel from them. */
export const STOCK_CLOSED_CLASS = 'stock-panel-closed';
export const STOCK_PROFILE_CLASS = 'stock-panel-profile';
export const stockClosedKey = (offerId: number) => `stockPanelClosed:${offerId}`;

function wasClosed(offerId: number): boolean {
  try {
    return window.sessionStorage.getItem(stockClosedKey(offerId)) !== null;
  } catch {
    return false;
  }
}

export function isProfilePath(pathname: string): boolean {
  return pathname === '/profile' || pathname.includes('/profile/');
}

type StockPanelFrameProps = {
  offerId: number;
  noHide: boolean;
  label: string;
  closeLabel: string;
  className: string;
  children: ReactNode;
};

/**
 * The server renders the panel visible; this island hides it (by a class on <html>) in the profile area,
 * on mount when the session already closed this offer, and on the close cross.
 */
export function StockPanelFrame({ offerId, noHide, label, closeLabel, className, children }: StockPanelFrameProps) {
  const pathname = usePathname();

  useEffect(() => {
    if (wasClosed(offerId)) document.documentElement.classList.add(STOCK_CLOSED_CLASS);
  }, [offerId]);

  // The render never depends on the path: unknown paths get one prerendered 404 whose server path differs
  // from the address bar, and a path-dependent render would not hydrate. The address bar decides here.
  useEffect(() => {
    document.documentElement.classList.toggle(STOCK_PROFILE_CLASS, isProfilePath(window.location.pathname));
  }, [pathname]);

  return (
    <aside className={className} aria-label={label} data-stock-panel>
      {children}
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={(event) => {
          // The panel hides with its button.
          focusPageStartFromKeyboard(event);
          document.documentElement.classList.add(STOCK_CLOSED_CLASS);
          if (noHide) return;
          try {
            window.sessionStorage.setItem(stockClosedKey(offerId), '1');
          } catch {
            // Storage may be unavailable (private mode): the panel still closes for this page view.
          }
        }}
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
