/** Run by main.ts as a child for PGlite, so that initdb and the seed grow a process that then exits. */
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { databaseOptions, setupDatabase } from './setup';

const env = readEnv();
const database = await openDatabase(databaseOptions(env));
await setupDatabase(database, createLogger(env.LOG_LEVEL), env);
await database.close();
