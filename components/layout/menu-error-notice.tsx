'use client';

import { useEffect, useRef } from 'react';
import { openModal } from '@/lib/stores/modal-store';

/** The menu failed to load on the server: the page still renders, and this tells the visitor. */
export function MenuErrorNotice({ message }: { message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development: one modal is enough.
    if (shown.current) return;
    shown.current = true;
    openModal('error', { message });
  }, [message]);
  return null;
}
