import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../backend/app';
import type { DatabaseKind } from '../../../backend/db/client';
import { createLogger } from '../../../backend/lib/logger';
import { createTestDatabase, type TestDatabase } from './test-db';

export type JsonResponse = { status: number; headers: Headers; body: unknown };

export async function getJson(app: Hono, path: string, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const response = await app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** Registers hooks that give the enclosing describe block its own freshly seeded database and app. */
export function useTestApp(kind: DatabaseKind): { app: () => Hono; database: () => TestDatabase } {
  let database: TestDatabase | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createApp({ db: database.db, kind, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    app: () => {
      if (!app) throw new Error('The test app is not ready');
      return app;
    },
    database: () => {
      if (!database) throw new Error('The test database is not ready');
      return database;
    },
  };
}
