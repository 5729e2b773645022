/**
 * `npm start`: the servers compiled (scripts/build-servers.ts), the backend (migrates and seeds on first run), a
 * production build when the sources are newer than the last one, then the site. `--dev` runs `next dev` instead;
 * `--temp-data` puts the database in a fresh temporary folder that is removed on exit (what the e2e tests use).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIsCurrent } from './build-check';
import { buildServers } from './build-servers';
import { backendArgs, portTaken, serverEnv, siteServerArgs } from './site-command';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const tempData = args.has('--temp-data');

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${apiPort}`;
const dataDir = tempData ? freshDataDir() : (process.env.DATA_DIR ?? path.join(root, '.data'));
const env = serverEnv({ ...process.env, PORT: String(port), API_PORT: String(apiPort), API_ORIGIN: apiOrigin, DATA_DIR: dataDir });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** `--temp-data` empties DATA_DIR when given (e2e tests read the outbox there), else makes a new folder. */
function freshDataDir(): string {
  const given = process.env.DATA_DIR;
  if (!given) return mkdtempSync(path.join(tmpdir(), 'fasady-data-'));
  rmSync(given, { recursive: true, force: true });
  mkdirSync(given, { recursive: true });
  return given;
}

const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, commandArgs: string[]): ChildProcess {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${path.basename(command)} stopped (${signal ?? code}); shutting down.`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

function finish(code: number): never {
  if (tempData) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The site first, then the backend: pages still rendering keep their backend until the site has drained. Only the
 * site waits SHUTDOWN_DELAY_MS for a balancer (SIGTERM); once it is gone nothing reaches the backend (SIGINT: no wait).
 */
async function stopInTurn(): Promise<void> {
  for (const [i, child] of [...children].reverse().entries()) {
    if (exited(child)) continue;
    child.kill(i === 0 ? 'SIGTERM' : 'SIGINT');
    await once(child, 'exit');
  }
}

function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  // Each server drains within its own timeout (SHUTDOWN_*); this only guards against one that hangs.
  setTimeout(() => {
    for (const child of children) if (!exited(child)) child.kill('SIGKILL');
    finish(code);
  }, 30_000).unref();
  void stopInTurn().then(() => finish(code));
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url: string, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    console.info('Building the site (a few minutes on the first start)…');
    const child = spawn(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
    children.push(child);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code})`))));
  });
}

async function main() {
  for (const [name, taken] of [['API_PORT', apiPort], ['PORT', port]] as const) {
    if (await portTaken(taken)) throw new Error(`Port ${taken} is already in use (another npm start?): stop it, or set ${name} to a free port.`);
  }
  // A second or so: the servers always run from their current sources.
  await buildServers(root);
  run(process.execPath, backendArgs(root));
  await waitFor(`${apiOrigin}/api/v1/health/ready`, 'The backend');
  if (dev) {
    run(bin('next'), ['dev', '-p', String(port)]);
  } else {
    if (!buildIsCurrent(root)) await build();
    run(process.execPath, siteServerArgs(root, env));
  }
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 'The site', dev ? 300_000 : 120_000);
  console.info(
    [
      '',
      `Site:    http://localhost:${port}`,
      `Backend: ${apiOrigin}/api/v1 (data in ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir})`,
      'Demo accounts:',
      '  dealer     dealer@example.com / dealer2026',
      '  assistant  assistant@example.com / assistant2026 (access code bm_user: no priority modal)',
      '  factory    manager@example.com / manager2026',
      // A site put online without its origin would hand search engines localhost links.
      ...(process.env.SITE_URL ? [] : ['', 'SITE_URL is not set: canonical links, sitemap.xml and e-mails name http://localhost:3000. Set it to the public origin before going online.']),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
});
