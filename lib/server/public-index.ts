import { PUBLIC_REVALIDATE_SECONDS } from '@/api-client/cache';
import { getSitemap } from '@/api-client/content/get-sitemap';
import { getSolutions } from '@/api-client/gallery/get-solutions';
import type { GalleryFilter } from '@/api-client/schemas/gallery';

export type RefreshingOptions = {
  /** How long a loaded value answers before it is reloaded in the background. */
  maxAgeMs: number;
  /** The least time between two loads: a flood of misses costs the backend one call per interval. */
  minIntervalMs: number;
  now?: () => number;
};

/**
 * A value loaded from the backend and kept in memory: `get()` answers at once once loaded (reloading an old one in the
 * background), `get({ fresh: true })` waits for a reload unless one was made within `minIntervalMs`. A failed load
 * keeps the last value; with none it answers undefined, which callers read as "cannot tell".
 */
export function createRefreshingValue<T>(load: () => Promise<T>, { maxAgeMs, minIntervalMs, now = Date.now }: RefreshingOptions) {
  let value: T | undefined;
  let loadedAt = -Infinity;
  let triedAt = -Infinity;
  let pending: Promise<T | undefined> | undefined;

  const reload = () => {
    triedAt = now();
    pending ??= load()
      .then(
        (loaded) => {
          value = loaded;
          loadedAt = now();
          return loaded;
        },
        () => value,
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return {
    async get({ fresh = false } = {}): Promise<T | undefined> {
      if (pending) return fresh || value === undefined ? pending : value;
      const mayReload = now() - triedAt >= minIntervalMs;
      if (value === undefined || fresh) return mayReload ? reload() : value;
      if (now() - loadedAt >= maxAgeMs && mayReload) void reload();
      return value;
    },
  };
}

const REFRESH = { maxAgeMs: PUBLIC_REVALIDATE_SECONDS * 1000, minIntervalMs: 10_000 };

/** The CMS's page paths, from the sitemap (it lists every one). */
const contentPaths = createRefreshingValue(
  async () => new Set((await getSitemap()).contentPages.map((page) => page.path)),
  REFRESH,
);

/**
 * Whether the CMS has a page at `path`; undefined when the backend cannot say. A path missing from the list asks
 * again (at most once per 10 s), so a page published since the last load shows within seconds.
 */
export async function isKnownContentPath(path: string): Promise<boolean | undefined> {
  const known = await contentPaths.get();
  if (known?.has(path)) return true;
  return (await contentPaths.get({ fresh: true }))?.has(path);
}

export type KnownFilterCodes = Partial<Record<GalleryFilter, ReadonlySet<string>>>;

/** The codes each gallery filter offers (the unfiltered first page lists every option). */
const galleryCodes = createRefreshingValue(async () => {
  const { filters } = await getSolutions({ filters: {}, page: 1 });
  const known: KnownFilterCodes = Object.fromEntries(filters.map((filter) => [filter.code, new Set(filter.options.map((option) => option.code))]));
  return known;
}, REFRESH);

/** The gallery's filter codes, or undefined when the backend cannot say; `fresh` reloads them (at most once per 10 s). */
export function knownGalleryCodes(options?: { fresh?: boolean }): Promise<KnownFilterCodes | undefined> {
  return galleryCodes.get(options);
}
