import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Same check as scripts/start.ts: the build is current when no source is newer than .next/BUILD_ID. */
const SOURCES = ['app', 'components', 'lib', 'api-client', 'styles', 'public', 'next.config.ts', 'proxy.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildIsCurrent(root: string): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= built);
}
