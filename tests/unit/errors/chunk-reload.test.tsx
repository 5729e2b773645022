import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkReload } from '@/components/errors/chunk-reload';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from '@/lib/chunk-reload';

const chunkError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    chunkError(),
    new Error('Loading chunk 42 failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'),
    new TypeError('Importing a module script failed.'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([new Error('Network error'), new TypeError('x is undefined'), 'Loading chunk 1 failed', null])('leaves %s alone', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows one reload, then refuses for 30 s so a broken deployment cannot loop', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    expect(claimChunkReload(store, 1_000_000)).toBe(true);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(store, 1_010_000)).toBe(false);
    expect(claimChunkReload(store, 1_031_000)).toBe(true);
  });
});

describe('ChunkReload', () => {
  const reload = vi.fn();
  afterEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  it('reloads once for a chunk error and never for other errors', () => {
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ChunkReload error={new Error('boom')} />);
    expect(reload).not.toHaveBeenCalled();
    render(<ChunkReload error={chunkError()} />);
    expect(reload).toHaveBeenCalledTimes(1);
    render(<ChunkReload error={chunkError()} />);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline, where the page would give way to the browser\'s offline screen', () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ChunkReload error={chunkError()} />);
    expect(reload).not.toHaveBeenCalled();
    offline.mockRestore();
  });
});
