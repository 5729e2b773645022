import { useEffect, useRef, type RefObject } from 'react';

const within = (node: Node | null, ...refs: RefObject<HTMLElement | null>[]) => node !== null && refs.some((ref) => ref.current?.contains(node));

/**
 * Closes a popup on Escape or a press outside both the popup and its toggle; with `returnFocus`, Escape also puts
 * focus back on the toggle. `contains` tells whether a node belongs to either.
 */
export function useDismiss(open: boolean, close: () => void, { returnFocus = false } = {}) {
  const popupRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The latest close, so that callers need not keep it stable and the listeners stay put while open.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      if (returnFocus) toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!within(event.target as Node, popupRef, toggleRef)) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, returnFocus]);
  return { popupRef, toggleRef, contains: (node: Node | null) => within(node, popupRef, toggleRef) };
}
