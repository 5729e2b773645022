import { PUBLIC_REVALIDATE_SECONDS } from '@/api-client/cache';
import { getSitemap } from '@/api-client/content/get-sitemap';
import { getSolutions } from '@/api-client/gallery/get-solutions';
import { ALL_BLOG_SECTION } from '@/api-client/schemas/blog';
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

type SitemapIndex = {
  /** The CMS's page paths ('uslugi/zamer'). */
  contentPaths: ReadonlySet<string>;
  /** The catalogue's and the blog's pages ('/catalog/{section}/{product}', '/catalog/{product}', '/blog/{section}/{article}'). */
  codedPaths: ReadonlySet<string>;
};

/** What the site has, from the sitemap (it lists every page); 'all' holds every article. */
const sitemapIndex = createRefreshingValue(async (): Promise<SitemapIndex> => {
  const sitemap = await getSitemap();
  const codedPaths = new Set([
    ...sitemap.sections.map((section) => `/catalog/${section.code}`),
    // A product's address without its section (spec §2: /catalog/{section?}/{product}) leads to it too.
    ...sitemap.products.flatMap((product) => [`/catalog/${product.sectionCode}/${product.code}`, `/catalog/${product.code}`]),
    ...sitemap.blogSections.map((section) => `/blog/${section.code}`),
    ...sitemap.articles.flatMap((article) => [`/blog/${article.sectionCode}/${article.code}`, `/blog/${ALL_BLOG_SECTION}/${article.code}`]),
  ]);
  return { contentPaths: new Set(sitemap.contentPages.map((page) => page.path)), codedPaths };
}, REFRESH);

/**
 * Whether the site's index has `path` in one of its lists; undefined when the backend cannot say. A path missing from
 * the list asks again (at most once per 10 s), so a page published since the last load shows within seconds.
 */
async function isIndexed(list: keyof SitemapIndex, path: string): Promise<boolean | undefined> {
  const known = await sitemapIndex.get();
  if (known?.[list].has(path)) return true;
  return (await sitemapIndex.get({ fresh: true }))?.[list].has(path);
}

/** Whether the CMS has a page at `path` ('uslugi/zamer'); undefined when the backend cannot say. */
export function isKnownContentPath(path: string): Promise<boolean | undefined> {
  return isIndexed('contentPaths', path);
}

/** Whether a catalogue section or product, a blog section or article is at `path`; undefined when the backend cannot say. */
export function isKnownCodedPath(path: string): Promise<boolean | undefined> {
  return isIndexed('codedPaths', path);
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
