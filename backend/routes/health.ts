import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HealthResponse } from '../../api-client/schemas/health';
import type { Database, DatabaseKind } from '../db/client';
import { APP_VERSION } from '../lib/version';

export function healthRoutes(db: Database, kind: DatabaseKind): Hono {
  const app = new Hono({ strict: false });

  app.get('/', async (c) => {
    // A round trip proves the database answers, not just that the process is up.
    await db.execute(sql`select 1`);
    const body: HealthResponse = { status: 'ok', database: kind, version: APP_VERSION };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  return app;
}
