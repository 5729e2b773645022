'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While a header popup is open, it closes on a click outside its root, on Escape (focus back on its button) and on
 * Back or Forward: spec §2 hides every overlay on navigation, and a link inside closes it with its own click.
 */
export function usePopupClose(
  open: boolean,
  setOpen: (open: boolean) => void,
  rootRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('popstate', close);
    };
  }, [open, setOpen, rootRef, buttonRef]);
}
