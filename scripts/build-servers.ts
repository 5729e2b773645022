/**
 * Compiles the two Node servers (the backend and the site server) to plain JavaScript in dist/, so production runs
 * them with node alone: the tsx loader cost each process ~40–90 MB of RSS (a loader thread and the transpiled
 * sources kept in memory) and a transpile of every file at start. Packages stay in node_modules.
 * Each output sits as deep below the root as its source's files (dist/backend/ like backend/lib/, dist/ like
 * scripts/), so the paths they resolve from import.meta.url (package.json, the migrations, .next) still hold.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_ENTRIES = {
  'backend/main': 'backend/main.ts',
  'backend/setup-run': 'backend/setup-run.ts',
  'site-server': 'scripts/site-server.ts',
} as const;

/** The compiled file of an entry of SERVER_ENTRIES. */
export function serverFile(root: string, entry: keyof typeof SERVER_ENTRIES): string {
  return path.join(root, 'dist', `${entry}.mjs`);
}

export async function buildServers(root: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([out, source]) => [out, path.join(root, source)])),
    outdir: path.join(root, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServers(path.resolve(import.meta.dirname, '..'));
}
