/** Browsers word a failed script chunk differently; webpack and Turbopack name it ChunkLoadError. */
const CHUNK_ERROR = /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second failure this soon after the reload is not a stale deployment: show the error page instead of looping. */
const LOOP_WINDOW_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR.test(`${error.name}: ${error.message}`);
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Spec §2: a failed chunk load reloads the page (a new deployment replaced the chunks the open page knew).
 * Once only: returns false when the last reload for this reason was within the loop window.
 */
export function claimChunkReload(storage: Storage, now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < LOOP_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}
