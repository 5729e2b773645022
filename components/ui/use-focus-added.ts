'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * «Показать ещё» pressed from the keyboard: the focus goes to the first item it brought (to the element `selector`
 * finds in it), which Tab would reach only past the button. The button calls `focusFrom` with the count shown
 * before (null for a click of the mouse).
 */
export function useFocusAdded(count: number, selector: string) {
  const listRef = useRef<HTMLUListElement>(null);
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (from.current === null || count <= from.current) return;
    listRef.current?.children[from.current]?.querySelector<HTMLElement>(selector)?.focus();
    from.current = null;
  }, [count, selector]);
  const focusFrom = useCallback((index: number | null) => {
    from.current = index;
  }, []);
  return { listRef, focusFrom };
}
