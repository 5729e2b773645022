import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { databaseUnreachable, dataDirHolder, DataDirLockedError, openDatabase, type DatabaseHandle } from './db/client';
import { readEnv } from './env';
import { logCaptchaMode } from './lib/captcha';
import { configFromEnv } from './lib/config';
import { createLifecycle } from './lib/lifecycle';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';
import { shutDownGracefully } from './lib/shutdown';
import { createStreamHub } from './lib/stream-hub';
import { createTelegramBridge } from './lib/telegram';
import { databaseOptions, setupDatabase } from './setup';
import { createStartingApp } from './starting-app';
import { createFileStorage } from './storage/create-file-storage';
import { startRetention } from './lib/retention';

// DATA_DIR holds the database, uploads, mail with checkwords and the signing key: none of it for other users.
process.umask(0o077);

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);

const options = databaseOptions(env);
// Listening first: liveness answers through a long migration, readiness stays 503 until the full app takes over.
let app: Hono = createStartingApp('dataDir' in options ? 'pglite' : 'postgres');
const server = serve({ fetch: (request, bindings) => app.fetch(request, bindings), hostname: env.API_HOST, port: env.API_PORT }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  logger.info(`API listening on http://${host}:${info.port}/api/v1; setting up the database`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') logger.error(`Port ${env.API_PORT} is already in use: stop the other process or set API_PORT`);
  else logger.error({ err: error }, 'API server failed');
  process.exit(1);
});
// Idle keep-alive sockets must outlive the proxies' own (the site's fetch keeps them 4 s): a socket the backend
// closed just as the site reused it would fail that request with 'socket hang up'.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node's 5 minutes cut a claim's 200 MB of photos on a slow uplink (408); the body limits bound the size.
  server.requestTimeout = 30 * 60_000;
}
await once(server, 'listening');

const database = await openAndSetUp().catch((error: unknown) => {
  const unreachable = databaseUnreachable(error);
  if (unreachable !== undefined) logger.error(`cannot connect to the database (DATABASE_URL): ${unreachable}`);
  else if (error instanceof DataDirLockedError) logger.error(error.message);
  else logger.error({ err: error }, 'Database setup failed');
  process.exit(1);
});

async function openAndSetUp(): Promise<DatabaseHandle> {
  if (!('dataDir' in options)) {
    const handle = await openDatabase(options, logger);
    await setupDatabase(handle, logger, env);
    return handle;
  }
  // Refused here already, before the setup child would fail on the same lock with a stack trace.
  const holder = dataDirHolder(options.dataDir);
  if (holder !== undefined) throw new DataDirLockedError(path.resolve(options.dataDir), holder);
  // PGlite's WebAssembly memory never shrinks: initdb and the seed run in a child that exits afterwards.
  await runSetupProcess();
  return openDatabase(options, logger);
}

const config = configFromEnv(env);
logCaptchaMode(config, logger);
const storage = createFileStorage(config.storage);
const mailer = createMailer({ db: database.db, config, logger, storage });
const stopMail = mailer.start();
const stopRetention = startRetention(database.db, storage, logger, env.DATA_RETENTION_DAYS);
logger.info(config.smtpUrl ? 'Mail: sent through SMTP_URL' : `Mail: written to ${config.outboxDir} (no SMTP_URL)`);
logger.info(config.storage.kind === 's3' ? `Files: bucket ${config.storage.bucket} (FILE_STORAGE=s3)` : `Files: ${config.storage.dir}`);

const streamHub = createStreamHub({ db: database.db, kind: database.kind, logger });
const telegram = config.telegram ? createTelegramBridge({ db: database.db, logger, telegram: config.telegram, siteUrl: config.siteUrl }) : undefined;
const stopTelegram = telegram?.start();
logger.info(
  config.telegram?.chatId
    ? 'Web chat: bridged to Telegram'
    : `Web chat: staff answer through /api/v1/tgwebchat/reply (no ${config.telegram ? 'TELEGRAM_CHAT_ID' : 'TELEGRAM_BOT_TOKEN'})`,
);
logger.info(telegram ? 'Telegram: accounts link by code, notifications are sent to linked chats' : 'Telegram: off (no TELEGRAM_BOT_TOKEN)');

const lifecycle = createLifecycle();
app = createApp({ db: database.db, kind: database.kind, logger, config, mailer, streamHub, telegram, storage, lifecycle });
logger.info(`API ready (${database.kind})`);

async function runSetupProcess(): Promise<void> {
  // The setup entry beside this one, in the same form: source under tsx, or compiled in dist/.
  const self = fileURLToPath(import.meta.url);
  const child = fork(path.join(path.dirname(self), `setup-run${path.extname(self)}`), { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Database setup failed (exit ${code})`);
}

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Shutting down: readiness off, draining requests');
  void shutDownGracefully({
    server: server as Server,
    lifecycle,
    hub: streamHub,
    stopWork: async () => {
      stopMail();
      stopRetention();
      await stopTelegram?.();
    },
    closeDatabase: () => database.close(),
    logger,
    // Ctrl+C in a terminal has no balancer to wait for.
    delayMs: signal === 'SIGTERM' ? env.SHUTDOWN_DELAY_MS : 0,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  }).then((clean) => process.exit(clean ? 0 : 1));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
