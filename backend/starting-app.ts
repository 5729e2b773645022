import { Hono } from 'hono';
import type { ErrorResponse } from '../api-client/schemas/common';
import type { HealthResponse, ReadinessResponse } from '../api-client/schemas/health';
import { API_PREFIX, apiSecureHeaders } from './app';
import type { DatabaseKind } from './db/client';
import { APP_BUILD, APP_VERSION } from './lib/version';

export const STARTING_MESSAGE = 'Сайт запускается: повторите через минуту';
/** Seconds a client is asked to wait: a migration or a PGlite first start takes some. */
const RETRY_AFTER_SECONDS = 10;

/**
 * What the backend answers while its database is set up (migrations, a first seed, another instance's migration
 * awaited): liveness 200, so an orchestrator does not restart it mid-migration; readiness 503 `migrations`, so no
 * traffic comes; anything else 503 with a Russian message. main.ts hands over to the full app once set up.
 */
export function createStartingApp(kind: DatabaseKind): Hono {
  const app = new Hono({ strict: false });
  app.use('*', apiSecureHeaders);
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get(`${API_PREFIX}/health`, (c) => c.json<HealthResponse>({ status: 'ok', database: kind, version: APP_VERSION, build: APP_BUILD }));
  app.get(`${API_PREFIX}/health/ready`, (c) =>
    c.json<ReadinessResponse>({ status: 'not_ready', reason: 'migrations', database: kind, version: APP_VERSION, build: APP_BUILD }, 503),
  );
  app.all('*', (c) => {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json<ErrorResponse>({ errorMessage: STARTING_MESSAGE }, 503);
  });
  return app;
}
