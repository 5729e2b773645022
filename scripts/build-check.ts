import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a production build is made from: a change to any of these makes the last build stale. */
const SOURCES = ['app', 'components', 'lib', 'api-client', 'styles', 'public', 'next.config.ts', 'proxy.ts', 'package-lock.json', 'tsconfig.json'];
/**
 * Next writes BUILD_ID before it prerenders, and this marker once prerendering is done (its build starts by emptying
 * the folder): a build that failed or was stopped in between has an ID but no marker, and `next start` cannot serve it.
 */
const FINISHED_MARKER = 'export-marker.json';

function filesUnder(root: string, target: string): string[] {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [target];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(target, name)));
}

/** tsconfig.json without the include lines `next build` adds for each NEXT_DIST_DIR, which change no build. */
function contentOf(root: string, file: string): Buffer | string {
  const content = readFileSync(path.join(root, file));
  if (file !== 'tsconfig.json') return content;
  try {
    const config = JSON.parse(content.toString('utf8')) as { include?: unknown };
    if (Array.isArray(config.include)) config.include = config.include.filter((entry) => typeof entry !== 'string' || !entry.startsWith('.next'));
    return JSON.stringify(config);
  } catch {
    return content;
  }
}

/**
 * The build's ID (next.config.ts `generateBuildId`): a hash of what the sources say, not of when they were written, so
 * that sources unpacked from an archive or copied with their old times still count as new, and the same sources
 * built on several instances get the same ID.
 */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesUnder(root, source))) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(contentOf(root, file));
    hash.update('\0');
  }
  // As long as the IDs Next makes itself, and as safe in a URL.
  return hash.digest('base64url').slice(0, 21);
}

/** The build in NEXT_DIST_DIR (default .next) is current when it finished and was made from the sources as they are. */
export function buildIsCurrent(root: string): boolean {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(path.join(distDir, FINISHED_MARKER))) return false;
  return readFileSync(buildId, 'utf8').trim() === sourceFingerprint(root);
}
