import { once } from 'node:events';
import path from 'node:path';
import { startProcess, stopProcess, type Started } from './processes';
import type { ReferencePage } from './reference-server';

export type Reference = { origin: string; stop: () => Promise<void>; started: Started };

/** Starts the reference server in a child process on a free loopback port. */
export async function startReference(root: string, logFile: string, pages: ReferencePage[]): Promise<Reference> {
  const script = path.join(import.meta.dirname, 'reference-server.ts');
  const started = startProcess('reference', process.execPath, ['--import', 'tsx', script], { cwd: root, env: process.env, logFile, ipc: true });
  started.child.send({ pages });
  const timeout = AbortSignal.timeout(30_000);
  const [message] = (await once(started.child, 'message', { signal: timeout })) as [{ port: number }];
  return { origin: `http://127.0.0.1:${message.port}`, started, stop: () => stopProcess(started.child, 2000) };
}
