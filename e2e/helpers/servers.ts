import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';
import { backendArgs, serverEnv, siteServerArgs } from '../../scripts/site-command';

/** A server a spec started for itself, beside the shared e2e servers. */
export type Spawned = { origin: string; stop(): Promise<void> };

/** A port of this spec alone: each spec takes its own offset from E2E_PORT, so runs side by side never share one. */
export const specPort = (offset: number): number => Number(process.env.E2E_PORT ?? 3100) + offset;

async function answers(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

/** Waits for `url` to answer 200; fails early when the process died. */
async function ready(child: ChildProcess, url: string, timeout: number): Promise<void> {
  await expect
    .poll(async () => (child.exitCode === null && child.signalCode === null ? answers(url) : -1), { timeout, intervals: [250, 500] })
    .toBe(200);
}

/** Keeps everything a server prints (stdout and stderr) in `output`, when a spec reads its logs. */
function collect(child: ChildProcess, output: string[] | undefined): void {
  if (!output) return;
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
}

function spawned(child: ChildProcess, origin: string): Spawned {
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Another site server of the same build on `port`, whose /api/v1 goes to `apiOrigin`. */
export async function startSite(port: number, apiOrigin: string, readyPath: string, output?: string[], env: Record<string, string> = {}): Promise<Spawned> {
  const origin = `http://127.0.0.1:${port}`;
  const site = spawn(process.execPath, siteServerArgs(process.cwd()), {
    env: serverEnv({ ...process.env, ...env, API_ORIGIN: apiOrigin, PORT: String(port) }),
    stdio: output ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  collect(site, output);
  await ready(site, `${origin}${readyPath}`, 60_000);
  return spawned(site, origin);
}

/**
 * A backend of its own on `port`, keeping its PGlite database in `dataDir` (migrated and seeded on first start);
 * with `output`, it logs at debug level into it; `extraEnv` configures it further.
 */
export async function startBackend(port: number, dataDir: string, output?: string[], extraEnv: Record<string, string> = {}): Promise<Spawned> {
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = serverEnv({
    ...process.env,
    ...extraEnv,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: output ? 'debug' : 'warn',
  });
  delete env.DATABASE_URL;
  // The compiled backend that scripts/start.ts built for this run, as one node process, so SIGTERM reaches it.
  const backend = spawn(process.execPath, backendArgs(process.cwd()), { env, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'ignore' });
  collect(backend, output);
  await ready(backend, `${origin}/api/v1/health/ready`, 120_000);
  return spawned(backend, origin);
}
