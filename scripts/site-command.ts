import { createConnection } from 'node:net';
import { serverFile } from './build-servers';

/** The site's V8 heap cap unless SITE_MAX_HEAP_MB says otherwise: Next's live set plus its 50 MB page cache fit well inside. */
export const DEFAULT_SITE_HEAP_MB = 256;

/** SITE_MAX_HEAP_MB as a whole number of MB (at least 128), or the default when unset. */
export function siteHeapMb(value: string | undefined): number {
  const given = value?.trim() ?? '';
  if (given === '') return DEFAULT_SITE_HEAP_MB;
  const mb = Number(given);
  if (!/^\d+$/.test(given) || mb < 128) throw new Error(`SITE_MAX_HEAP_MB must be a whole number of MB, 128 or more (got "${value}")`);
  return mb;
}

/**
 * Node's arguments for the production site server. Without a cap V8 sizes the heap from the machine's memory and
 * collects lazily, so under steady traffic the site's RSS climbed from ~450 to ~610 MB on a 24 GB machine (no leak:
 * capped at 256 MB it stayed at ~310 MB over the same soak).
 */
export function siteServerArgs(root: string, env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return [`--max-old-space-size=${siteHeapMb(env.SITE_MAX_HEAP_MB)}`, serverFile(root, 'site-server')];
}

/**
 * V8's young generation for the backend, in MB per semi-space (Node 20's default is 16). Its live objects are small and
 * short-lived (rows of one request), so a small nursery costs no latency, while the default one stayed committed after
 * load: RSS max 287–317 → 225–250 MB in the bench's quick round, order list p99 unchanged (docs/performance.md).
 */
export const BACKEND_SEMI_SPACE_MB = 4;

/**
 * How far V8 lets the backend's heap grow past its live size before the next full collection (V8 picks up to
 * about 4× by itself). Under ~1,000 cabinet calls a second the heap reached ~150 MB for ~37 MB live, and RSS 311–338
 * MB; at 1.5× it stays ~66 MB and RSS 254–266 MB, throughput unchanged (docs/performance.md). Not a cap: an Excel
 * import still grows the heap as far as it needs.
 */
export const BACKEND_HEAP_GROWING_PERCENT = 50;

/** Node's arguments for the backend, compiled by scripts/build-servers.ts. */
export function backendArgs(root: string): string[] {
  return [`--max-semi-space-size=${BACKEND_SEMI_SPACE_MB}`, `--heap-growing-percent=${BACKEND_HEAP_GROWING_PERCENT}`, serverFile(root, 'backend/main')];
}

/**
 * glibc's malloc arenas for the servers, unless MALLOC_ARENA_MAX is set. Each thread that allocates gets an arena of
 * its own (up to 8 per core) and freed memory stays in it: libuv's threads compressing pages (site) and hashing
 * passwords or reading files (backend) left the site ~35 MB and the backend ~20 MB higher in RSS after the bench's
 * load (docs/performance.md). Read by glibc when the process starts, so it goes into the child's environment.
 */
export const SERVER_MALLOC_ARENA_MAX = '2';

/** The environment of a site or backend process: `env` with the servers' malloc arenas unless it sets its own. */
export function serverEnv<T extends Record<string, string | undefined>>(env: T): T & { MALLOC_ARENA_MAX: string } {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? SERVER_MALLOC_ARENA_MAX };
}

/** Whether something already answers on the local port: a second `npm start` would otherwise see the first one's servers and call itself ready. */
export function portTaken(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
