'use client';

import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError } from '@/lib/chunk-reload';

/** Reloads the page once when the error boundary caught a failed chunk load; renders nothing. */
export function ChunkReload({ error }: { error: unknown }) {
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    try {
      if (claimChunkReload(window.sessionStorage)) window.location.reload();
    } catch {
      // Storage refused (private mode): one plain reload is still better than a dead page.
      window.location.reload();
    }
  }, [error]);
  return null;
}
