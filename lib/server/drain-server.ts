import type { Server } from 'node:http';
import type { Logger } from '../logging/json-logger';

export type DrainableServer = Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;

const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and waits for in-flight requests, closing keep-alive sockets as they fall idle; after
 * `timeoutMs` the remaining connections are cut. Shared by the backend and the site server.
 */
export async function drainServer(server: DrainableServer, timeoutMs: number, logger: Logger, beforeWait: () => Promise<void> | void = () => undefined): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await beforeWait();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const drained = await Promise.race([closed.then(() => true), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (!drained) {
    logger.warn({ timeoutMs }, 'Shutdown: requests still open after the timeout, closing their connections');
    server.closeAllConnections();
    await closed;
  }
}
