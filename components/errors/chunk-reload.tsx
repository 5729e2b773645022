'use client';

import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError } from '@/lib/chunk-reload';

/** Reloads the page once when the error boundary caught a failed chunk load; renders nothing. */
export function ChunkReload({ error }: { error: unknown }) {
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const reload = () => {
      try {
        if (claimChunkReload(window.sessionStorage)) window.location.reload();
      } catch {
        // Storage refused (private mode): one plain reload is still better than a dead page.
        window.location.reload();
      }
    };
    // Offline, the chunk is missing for want of a network, not of a deployment: reloading now would show the
    // browser's offline page, so the reload waits for the connection.
    if (navigator.onLine) {
      reload();
      return;
    }
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [error]);
  return null;
}
