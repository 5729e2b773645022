import { afterAll, beforeAll } from 'vitest';
import { createFakeBotApi } from './fake-bot-api-server';

/** The fake Telegram Bot API (fake-bot-api-server.ts), listening for the enclosing describe block. */
export function fakeBotApi(token: string) {
  const bot = createFakeBotApi(token);
  beforeAll(() => bot.listen());
  afterAll(() => bot.close());
  return bot;
}
