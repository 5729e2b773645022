import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../backend/app';
import type { DatabaseKind } from '../../../backend/db/client';
import { ephemeralConfig, type AppConfig } from '../../../backend/lib/config';
import { createMailer, type Mailer } from '../../../backend/lib/mail';
import { createLogger } from '../../../backend/lib/logger';
import { createFileStorage } from '../../../backend/storage/create-file-storage';
import type { FileStorage } from '../../../backend/storage/file-storage';
import { createTestDatabase, type TestDatabase } from './test-db';

export type JsonResponse = { status: number; headers: Headers; body: unknown };

export async function getJson(app: { request: Hono['request'] }, path: string, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const response = await app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** A POST with a JSON object, FormData (multipart) or URLSearchParams body. */
export async function postJson(
  app: { request: Hono['request'] },
  path: string,
  body: Record<string, unknown> | FormData | URLSearchParams,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<JsonResponse> {
  const isJson = !(body instanceof FormData) && !(body instanceof URLSearchParams);
  const response = await app.request(path, {
    method,
    headers: isJson ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: isJson ? JSON.stringify(body) : body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

export type TestApp = { app: () => Hono; database: () => TestDatabase; config: () => AppConfig; mailer: () => Mailer; storage: () => FileStorage };

/** Registers hooks that give the enclosing describe block its own freshly seeded database, app, storage and outbox. */
export function useTestApp(kind: DatabaseKind, overrides: Partial<AppConfig> = {}): TestApp {
  let database: TestDatabase | undefined;
  let app: Hono | undefined;
  let config: AppConfig | undefined;
  let mailer: Mailer | undefined;
  let storage: FileStorage | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    config = ephemeralConfig(overrides);
    const logger = createLogger('silent');
    storage = createFileStorage(config.storage);
    mailer = createMailer({ db: database.db, config, logger, storage });
    app = createApp({ db: database.db, kind, logger, config, mailer, storage });
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
    config: () => {
      if (!config) throw new Error('The test config is not ready');
      return config;
    },
    mailer: () => {
      if (!mailer) throw new Error('The test mailer is not ready');
      return mailer;
    },
    storage: () => {
      if (!storage) throw new Error('The test storage is not ready');
      return storage;
    },
  };
}
