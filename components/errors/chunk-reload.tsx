'use client';

import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError } from '@/lib/chunk-reload';

/** Reloads the page once when the error boundary caught a failed chunk load; renders nothing. */
export function ChunkReload({ error }: { error: unknown }) {
  useEffect(() => {
    // Offline, the chunk is missing for want of a network, not because of a new deployment: a reload would only show
    // the browser's offline page, while the error page and its way home stay usable until the connection is back.
    if (!isChunkLoadError(error) || !navigator.onLine) return;
    try {
      if (claimChunkReload(window.sessionStorage)) window.location.reload();
    } catch {
      // Storage refused (private mode): one plain reload is still better than a dead page.
      window.location.reload();
    }
  }, [error]);
  return null;
}
