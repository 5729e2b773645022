import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../backend/db/client';
import { createLogger } from '../../../backend/lib/logger';
import { createTelegramBridge } from '../../../backend/lib/telegram';
import { createFakeBotApi } from './fake-bot-api-server';

/**
 * The fake Telegram Bot API (fake-bot-api-server.ts), listening for the enclosing describe block, and a bridge to it
 * as the backend builds one (no staff chat unless one is named).
 */
export function fakeBotApi(token: string) {
  const bot = createFakeBotApi(token);
  beforeAll(() => bot.listen());
  afterAll(() => bot.close());
  const bridge = (db: Database, { chatId, siteUrl = 'https://fasady.example' }: { chatId?: string; siteUrl?: string } = {}) =>
    createTelegramBridge({ db, logger: createLogger('silent'), telegram: { botToken: token, chatId, apiOrigin: bot.origin() }, siteUrl });
  return Object.assign(bot, { bridge });
}
