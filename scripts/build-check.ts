import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a production build is made from: a change to any of these makes the last build stale. */
const SOURCES = ['app', 'components', 'lib', 'api-client', 'styles', 'public', 'next.config.ts', 'proxy.ts', 'package-lock.json', 'tsconfig.json'];
/**
 * Next writes BUILD_ID before it prerenders, and this marker once prerendering is done (its build starts by emptying
 * the folder): a build that failed or was stopped in between has an ID but no marker, and `next start` cannot serve it.
 */
const FINISHED_MARKER = 'export-marker.json';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** The build in NEXT_DIST_DIR (default .next) is current when it finished and no source is newer than its BUILD_ID. */
export function buildIsCurrent(root: string): boolean {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(path.join(distDir, FINISHED_MARKER))) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= built);
}
