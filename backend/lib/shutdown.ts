import { setTimeout as sleep } from 'node:timers/promises';
import { drainServer, type DrainableServer } from '../../lib/server/drain-server';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import type { StreamHub } from './stream-hub';

export type ShutdownOptions = {
  server: DrainableServer;
  lifecycle: Lifecycle;
  hub: StreamHub;
  /** Stops background work (mail retries, Telegram polling) before the database closes; awaited when it returns a promise. */
  stopWork: () => void | Promise<void>;
  closeDatabase: () => Promise<void>;
  logger: Logger;
  /** Readiness answers 503 this long before the server stops taking connections, for the balancer to notice. */
  delayMs: number;
  /** In-flight requests get this long to finish; their connections are closed after it. */
  timeoutMs: number;
};

/**
 * SIGTERM: readiness turns 503, then (after `delayMs`) the server takes no new connections, open event streams end
 * (browsers reconnect elsewhere), in-flight requests finish within `timeoutMs`, and background work and the database
 * close. Resolves when everything is closed; never rejects.
 */
export async function shutDownGracefully({ server, lifecycle, hub, stopWork, closeDatabase, logger, delayMs, timeoutMs }: ShutdownOptions): Promise<boolean> {
  lifecycle.drain();
  if (delayMs > 0) await sleep(delayMs);
  // Open event streams end first (browsers reconnect elsewhere); they would otherwise hold the server open.
  await drainServer(server, timeoutMs, logger, () => hub.close().catch((error: unknown) => logger.warn({ err: error }, 'Shutdown: closing the event streams failed')));
  await Promise.resolve()
    .then(stopWork)
    .catch((error: unknown) => logger.warn({ err: error }, 'Shutdown: stopping background work failed'));
  try {
    await closeDatabase();
    logger.info('Shutdown complete');
    return true;
  } catch (error) {
    logger.error({ err: error }, 'Closing the database failed');
    return false;
  }
}
