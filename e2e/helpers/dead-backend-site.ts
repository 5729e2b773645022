import { specPort, startSite, type Spawned } from './servers';

export type DeadBackendSite = Spawned;

/** Another site server of the same build whose API_ORIGIN has nothing listening: the backend is down. */
export async function startDeadBackendSite(portOffset: number, readyPath: string): Promise<DeadBackendSite> {
  const port = specPort(portOffset);
  return startSite(port, `http://127.0.0.1:${port + 7}`, readyPath);
}
