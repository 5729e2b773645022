export type TtlCache<V> = {
  /** The value of `key` loaded within the last `ttlMs`, else `load()`'s; calls during a load share it. */
  get(key: string, load: () => Promise<V>, now?: number): Promise<V>;
};

/**
 * A small in-process cache for catalogue reads, which change only with a seed or an import. A failed load is
 * dropped as soon as it fails, so a refusal or an error is never served from memory; when `maxEntries` keys are
 * held the cache starts over, which bounds it whatever keys callers invent.
 */
export function ttlCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache<V> {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, load, now = Date.now()) {
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
