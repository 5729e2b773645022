// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRefreshingValue } from '@/lib/server/public-index';

function setup(load: () => Promise<number>) {
  let time = 0;
  const value = createRefreshingValue(load, { maxAgeMs: 300_000, minIntervalMs: 10_000, now: () => time });
  return { value, advance: (ms: number) => (time += ms) };
}

describe('createRefreshingValue', () => {
  it('loads once, then answers from memory', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { value } = setup(load);
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads a fresh value on request, at most once per interval', async () => {
    let version = 0;
    const load = vi.fn(() => Promise.resolve((version += 1)));
    const { value, advance } = setup(load);
    await value.get();
    expect(await value.get({ fresh: true })).toBe(1);
    advance(10_000);
    expect(await value.get({ fresh: true })).toBe(2);
    expect(await value.get({ fresh: true })).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers an old value at once while reloading it in the background', async () => {
    let version = 0;
    const { value, advance } = setup(() => Promise.resolve((version += 1)));
    await value.get();
    advance(300_000);
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(2);
  });

  it('keeps the last value when a load fails, and answers undefined with none', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(7).mockRejectedValue(new Error('down'));
    const { value, advance } = setup(load);
    expect(await value.get()).toBeUndefined();
    advance(10_000);
    expect(await value.get()).toBe(7);
    advance(10_000);
    expect(await value.get({ fresh: true })).toBe(7);
  });
});
