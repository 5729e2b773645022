import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from '../../backend/lib/ttl-cache';

describe('ttlCache', () => {
  it('loads a key once while it is fresh, and shares a load that is still running', async () => {
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve(7));
    const [a, b] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 10)]);
    expect([a, b, await cache.get('k', load, 999)]).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', () => Promise.resolve(8), 1000)).toBe(8);
  });

  it('never keeps a failed load: the next call loads again', async () => {
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('refused')), 0)).rejects.toThrow('refused');
    expect(await cache.get('k', () => Promise.resolve(1), 1)).toBe(1);
  });

  it('starts over when it holds maxEntries keys', async () => {
    const cache = ttlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a1'), 0);
    await cache.get('b', () => Promise.resolve('b1'), 0);
    await cache.get('c', () => Promise.resolve('c1'), 0);
    expect(await cache.get('a', () => Promise.resolve('a2'), 1)).toBe('a2');
    expect(await cache.get('c', () => Promise.resolve('c2'), 1)).toBe('c1');
  });
});
