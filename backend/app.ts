import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import type { ErrorResponse } from '../api-client/schemas/common';
import type { Database, DatabaseKind } from './db/client';
import { ephemeralConfig, type AppConfig } from './lib/config';
import type { AppDeps } from './lib/context';
import {
  ApiError,
  DATA_CHANGED_MESSAGE,
  DEADLOCK_DETECTED,
  FOREIGN_KEY_VIOLATION,
  METHOD_NOT_ALLOWED_MESSAGE,
  NOT_FOUND_MESSAGE,
  notFound,
  refuseNul,
  SERIALIZATION_FAILURE,
  SERVER_ERROR_MESSAGE,
  sqlState,
  UNIQUE_VIOLATION,
} from './lib/errors';
import { allowedMethodsOf } from './lib/allowed-methods';
import { requestBodyLimit } from './lib/files';
import { removeUploadsAfter } from './lib/form-body';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import { createLogger, type Logger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mail';
import { loggerOf, requestLog } from './lib/request-log';
import { setMissingHeader } from './lib/response-headers';
import { blogRoutes } from './routes/blog';
import { catalogRoutes } from './routes/catalog';
import { clientRoutes, companyRoutes, managerRoutes } from './routes/clients';
import { commentRoutes } from './routes/comments';
import { createStreamHub, type StreamHub } from './lib/stream-hub';
import { createTelegramBridge, type TelegramBridge } from './lib/telegram';
import { chatRoutes } from './routes/chat';
import { contentRoutes } from './routes/content';
import { contentFormRoutes, formRoutes } from './routes/form';
import { downloadRoutes } from './routes/download';
import { healthRoutes } from './routes/health';
import { infoRoutes } from './routes/info';
import { orderRoutes } from './routes/orders';
import { personalDataRoutes } from './routes/personal-data';
import { calculatorRoutes } from './routes/calculator';
import { reklamationRoutes } from './routes/reklamation';
import { notificationRoutes } from './routes/notifications';
import { streamRoutes } from './routes/stream';
import { userRoutes } from './routes/user';
import { homeRoutes, pagesRoutes } from './routes/pages';
import { solutionRoutes } from './routes/solution';
import { createFileStorage } from './storage/create-file-storage';
import type { FileStorage } from './storage/file-storage';

/**
 * Without config and mailer (tests), the app gets a throwaway configuration and an outbox in a temporary folder.
 * The stream hub, the Telegram bridge and the file storage are made from the config unless given (main.ts closes
 * and starts them); `lifecycle` is main.ts's, which turns readiness off at SIGTERM.
 */
export type AppOptions = {
  db: Database;
  kind: DatabaseKind;
  logger?: Logger;
  config?: AppConfig;
  mailer?: Mailer;
  streamHub?: StreamHub;
  telegram?: TelegramBridge;
  storage?: FileStorage;
  lifecycle?: Lifecycle;
};

export const API_PREFIX = '/api/v1';
const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
/** Request headers a browser on another allowed origin may send (the spec's session key and location headers). */
const CORS_HEADERS = ['Content-Type', 'X-API-Key', 'Location-Name', 'Location-Lat', 'Location-Lon'];

/** Public catalogue and content answers may be cached briefly by the browser and the site's server. */
const publicCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'GET' && c.res.status === 200) setMissingHeader(c, 'Cache-Control', PUBLIC_CACHE_CONTROL);
};

/** JSON and files only: nothing of the API may run as a page, be framed, or be read by another site's page. */
export const apiSecureHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  crossOriginResourcePolicy: 'same-site',
  xFrameOptions: 'DENY',
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
});

/** A NUL is never part of a name, slug or search (PostgreSQL text cannot hold it): no such path, or a bad parameter. */
const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(new URL(c.req.url).pathname)) throw notFound();
  refuseNul(c.req.queries());
  await next();
};

export function createApp(options: AppOptions): Hono {
  const { db, kind, logger = createLogger(), config = ephemeralConfig(), mailer, streamHub, telegram, lifecycle = createLifecycle() } = options;
  const storage = options.storage ?? createFileStorage(config.storage);
  const deps: AppDeps = { db, kind, logger, config, storage, mailer: mailer ?? createMailer({ db, config, logger, storage }) };
  const hub = streamHub ?? createStreamHub({ db, kind, logger });
  const bridge = telegram ?? (config.telegram ? createTelegramBridge({ db, logger, telegram: config.telegram, siteUrl: config.siteUrl }) : undefined);
  const app = new Hono({ strict: false });

  app.use('*', requestLog(logger, config.trustedProxies));
  // While draining, every answer closes its socket, so clients move to other instances instead of reusing this one.
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining) c.header('Connection', 'close');
  });
  app.use('*', apiSecureHeaders);
  if (config.corsOrigins.length > 0) {
    app.use(`${API_PREFIX}/*`, cors({ origin: config.corsOrigins, allowHeaders: CORS_HEADERS, exposeHeaders: ['Content-Disposition'], maxAge: 600 }));
  }
  app.use(`${API_PREFIX}/*`, refuseNulInUrl);
  app.use(`${API_PREFIX}/*`, removeUploadsAfter(logger));
  app.use(`${API_PREFIX}/*`, requestBodyLimit);
  app.use(`${API_PREFIX}/*`, publicCache);

  app.route(`${API_PREFIX}/health`, healthRoutes({ db, kind, lifecycle }));
  app.route(`${API_PREFIX}/catalog`, catalogRoutes(db));
  app.route(`${API_PREFIX}/content`, contentRoutes(db));
  app.route(`${API_PREFIX}/content`, contentFormRoutes(deps));
  app.route(`${API_PREFIX}/form`, formRoutes(deps));
  app.route(`${API_PREFIX}/info`, infoRoutes(db));
  app.route(`${API_PREFIX}/user`, userRoutes(deps));
  app.route(`${API_PREFIX}/blog`, blogRoutes(db));
  app.route(`${API_PREFIX}/solution`, solutionRoutes(db));
  app.route(`${API_PREFIX}/pages`, pagesRoutes(db));
  app.route(`${API_PREFIX}/for_client_main`, homeRoutes(db));
  app.route(`${API_PREFIX}/order`, orderRoutes(deps));
  app.route(`${API_PREFIX}/order`, calculatorRoutes(deps));
  app.route(`${API_PREFIX}/order`, reklamationRoutes(deps));
  app.route(`${API_PREFIX}/comment`, commentRoutes(deps));
  app.route(`${API_PREFIX}/client`, clientRoutes(deps));
  app.route(`${API_PREFIX}/company`, companyRoutes(deps));
  app.route(`${API_PREFIX}/manager`, managerRoutes(deps));
  app.route(`${API_PREFIX}/download`, downloadRoutes(deps));
  app.route(`${API_PREFIX}/notifications`, notificationRoutes(deps));
  app.route(`${API_PREFIX}/sse`, streamRoutes(deps, hub));
  app.route(`${API_PREFIX}/tgwebchat`, chatRoutes(deps, bridge));
  app.route(`${API_PREFIX}/personal-data`, personalDataRoutes(deps));

  const allowedAt = allowedMethodsOf(app);
  app.notFound((c) => {
    // The API is not strict about a trailing slash, and neither is its answer to a wrong method.
    const allowed = allowedAt(c.req.path.replace(/(.)\/+$/, '$1'));
    if (allowed.length === 0 || allowed.includes(c.req.method)) return c.json<ErrorResponse>({ errorMessage: NOT_FOUND_MESSAGE }, 404);
    c.header('Allow', allowed.join(', '));
    return c.json<ErrorResponse>({ errorMessage: METHOD_NOT_ALLOWED_MESSAGE }, 405);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json<ErrorResponse>(error.body, error.status);
    // A race the routes did not foresee (a row removed or a value taken in between, a deadlock) is the user's to retry, not a fault.
    const state = sqlState(error);
    if (state === FOREIGN_KEY_VIOLATION || state === UNIQUE_VIOLATION || state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE) {
      loggerOf(c, logger).warn({ err: error, method: c.req.method, path: c.req.path }, 'concurrent change');
      return c.json<ErrorResponse>({ errorMessage: DATA_CHANGED_MESSAGE }, 409);
    }
    loggerOf(c, logger).error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json<ErrorResponse>({ errorMessage: SERVER_ERROR_MESSAGE }, 500);
  });

  return app;
}
