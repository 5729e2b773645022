import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { seedData } from './seed/data';
import { seedMissing } from './seed/load';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await database.migrate();
const seeded = await seedMissing(database.db, seedData);
if (seeded.length > 0) logger.info(`Database seeded with demo data: ${seeded.join(', ')}`);

const app = createApp({ db: database.db, kind: database.kind, logger });
const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  logger.info(`API listening on http://${host}:${info.port}/api/v1 (${database.kind})`);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  server.close(() => {
    database.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Closing the database failed:', error);
        process.exit(1);
      },
    );
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
