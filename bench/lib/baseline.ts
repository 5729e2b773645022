/**
 * The framework's floor, measured in the same run as the site: a bare Next 16 app (bench/baseline: a layout and
 * a page, no CSS, no client components) built with the project's own `next` and served by `next start`.
 * Lighthouse and the bytes part report it beside the site's pages (INFO), so a reader can tell what of a
 * figure is the framework on this machine and what is ours.
 */
import { once } from 'node:events';
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { BASELINE_PAGE, HOST } from '../config';
import { buildSite } from '../parts/build';
import type { PageProbe } from './context';
import { probePage } from './probe';
import { startProcess, stopProcess, waitForUrl } from './processes';

export type Baseline = { origin: string; probe: PageProbe; stop: () => Promise<void> };

/** The deepest folder holding both paths: Turbopack resolves only below its root, and node_modules is a link. */
export function commonAncestor(a: string, b: string): string {
  const left = path.resolve(a).split(path.sep);
  const right = path.resolve(b).split(path.sep);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(path.sep) || path.sep;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, HOST);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Copies bench/baseline into `workDir`, builds it and starts it on a free loopback port. */
export async function startBaseline(root: string, workDir: string, logDir: string): Promise<Baseline> {
  const dir = path.join(workDir, 'baseline');
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(root, 'bench', 'baseline'), dir, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bench-baseline", "private": true }\n');
  // Types are checked with the project (npm run typecheck); the bare app's build need not do it again.
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, root))} }, typescript: { ignoreBuildErrors: true } };\n`,
  );
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  await buildSite(dir, env, path.join(logDir, 'baseline-build.log'));
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const server = startProcess('baseline', path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', HOST], { cwd: dir, env, logFile: path.join(logDir, 'baseline.log') });
  await waitForUrl(`${origin}/`, 60_000, server.child);
  const probe = { ...(await probePage(origin, BASELINE_PAGE)), origin };
  if (!probe.exists) throw new Error(`the baseline page ${probe.reason ?? 'did not answer'}`);
  return { origin, probe, stop: () => stopProcess(server.child) };
}
