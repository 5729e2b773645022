import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HealthResponse, NotReadyReason, ReadinessResponse } from '../../api-client/schemas/health';
import type { Database, DatabaseKind } from '../db/client';
import { migrationsApplied } from '../db/migration-status';
import type { Lifecycle } from '../lib/lifecycle';
import { APP_BUILD, APP_VERSION } from '../lib/version';

/** A database that has not answered by then counts as down for readiness: probes have short timeouts of their own. */
export const READY_TIMEOUT_MS = 2000;

async function withinTimeout(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health` is liveness: the process is up and serving, answered without touching the database, so a database
 * outage never makes an orchestrator restart healthy processes. `/health/ready` is readiness: the database answers,
 * every migration of this build is applied, and the process is not shutting down.
 */
export function healthRoutes({ db, kind, lifecycle }: { db: Database; kind: DatabaseKind; lifecycle: Lifecycle }): Hono {
  const app = new Hono({ strict: false });

  app.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<HealthResponse>({ status: 'ok', database: kind, version: APP_VERSION, build: APP_BUILD });
  });

  async function notReadyReason(): Promise<NotReadyReason | null> {
    if (lifecycle.draining) return 'shutting_down';
    if (!(await withinTimeout(db.execute(sql`select 1`), READY_TIMEOUT_MS))) return 'database';
    if (!(await migrationsApplied(db))) return 'migrations';
    return null;
  }

  app.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    const reason = await notReadyReason();
    if (reason) return c.json<ReadinessResponse>({ status: 'not_ready', reason, database: kind, version: APP_VERSION, build: APP_BUILD }, 503);
    return c.json<ReadinessResponse>({ status: 'ready', database: kind, version: APP_VERSION, build: APP_BUILD });
  });

  return app;
}
