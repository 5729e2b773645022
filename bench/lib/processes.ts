import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/**
 * Every child the harness starts runs in its own process group, so that stopping it also stops what it
 * started (the site server's Next workers, tsx's node). Only these groups are ever signalled.
 */
const children = new Set<ChildProcess>();

export type Started = { child: ChildProcess; pid: number; name: string; logFile: string };

export function startProcess(name: string, command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; ipc?: boolean }): Started {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (child.pid === undefined) throw new Error(`${name} could not be started`);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { child, pid: child.pid, name, logFile: options.logFile };
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

/** SIGTERM to the child's group, SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined) return;
  const pid = child.pid;
  if (isRunning(child)) {
    signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    await once(child, 'exit').catch(() => undefined);
    clearTimeout(timer);
  }
  // Grandchildren may outlive the group leader.
  signalGroup(pid, 'SIGKILL');
  children.delete(child);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopProcess(child)));
}

/** Synchronous last resort for process exit: SIGKILL every group still running. */
export function killAllNow(): void {
  for (const child of children) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
  children.clear();
}

/** Waits until `url` answers 2xx, or throws after `timeoutMs`; fails early if `child` exits. */
export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && !isRunning(child)) throw new Error(`the process exited (${child.signalCode ?? child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
