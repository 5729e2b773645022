import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect } from '@playwright/test';

export type DeadBackendSite = { origin: string; stop(): Promise<void> };

/**
 * Another `next start` of the same build whose API_ORIGIN has nothing listening: the backend is down. Each spec
 * takes its own port offset from E2E_PORT, so specs running side by side never share a process.
 */
export async function startDeadBackendSite(portOffset: number, readyPath: string): Promise<DeadBackendSite> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const origin = `http://127.0.0.1:${port}`;
  const site: ChildProcess = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${port + 7}`, PORT: String(port) },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}${readyPath}`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  return {
    origin,
    async stop() {
      if (site.exitCode === null) {
        site.kill('SIGTERM');
        await once(site, 'exit');
      }
    },
  };
}
