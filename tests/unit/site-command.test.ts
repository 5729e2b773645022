// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { backendArgs, DEFAULT_SITE_HEAP_MB, portTaken, SERVER_MALLOC_ARENA_MAX, serverEnv, siteHeapMb, siteServerArgs } from '@/scripts/site-command';

describe('the site server command', () => {
  it('caps the heap at the default unless SITE_MAX_HEAP_MB is set', () => {
    expect(siteHeapMb(undefined)).toBe(DEFAULT_SITE_HEAP_MB);
    expect(siteHeapMb(' ')).toBe(DEFAULT_SITE_HEAP_MB);
    expect(siteHeapMb('512')).toBe(512);
  });

  it.each(['abc', '100', '256.5', '-1', '0x200'])('refuses SITE_MAX_HEAP_MB=%s with a message naming it', (value) => {
    expect(() => siteHeapMb(value)).toThrow(/SITE_MAX_HEAP_MB/);
  });

  it('runs the compiled site server with the cap first, where node reads its own flags', () => {
    expect(siteServerArgs('/srv/site', { SITE_MAX_HEAP_MB: '384' })).toEqual(['--max-old-space-size=384', path.join('/srv/site', 'dist', 'site-server.mjs')]);
  });

  it('runs the compiled backend, without the tsx loader', () => {
    expect(backendArgs('/srv/site')).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=50', path.join('/srv/site', 'dist', 'backend', 'main.mjs')]);
  });

  it('npm run backend starts the backend with the same arguments (package.json cannot import the constant)', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.backend).toBe(`tsx scripts/build-servers.ts && MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${SERVER_MALLOC_ARENA_MAX}} node ${backendArgs('.').join(' ')}`);
  });

  it("gives the servers two malloc arenas unless the environment sets its own, keeping the rest of it", () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
    expect(serverEnv({ PORT: '3000', MALLOC_ARENA_MAX: '4' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '4' });
  });

  it('tells a port something listens on from a free one', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await portTaken(port)).toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await portTaken(port)).toBe(false);
  });
});
