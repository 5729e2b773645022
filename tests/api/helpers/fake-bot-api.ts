import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A loopback stand-in for the Telegram Bot API, listening for the enclosing describe block: records sendMessage
 * calls, serves queued updates, and answers every call with `failWith` (a status) while it is set.
 */
export function fakeBotApi(token: string) {
  const sent: { chat_id: string; text: string }[] = [];
  const updates: unknown[] = [];
  const state = { failWith: 0 };
  let nextMessageId = 500;
  let origin = '';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as { chat_id?: string; text?: string; offset?: number };
      res.setHeader('Content-Type', 'application/json');
      if (state.failWith) {
        res.statusCode = state.failWith;
        res.end(JSON.stringify({ ok: false, error_code: state.failWith, description: state.failWith === 403 ? 'Forbidden: bot was blocked by the user' : 'Bad Gateway' }));
      } else if (req.url === `/bot${token}/sendMessage`) {
        sent.push({ chat_id: String(body.chat_id), text: String(body.text) });
        res.end(JSON.stringify({ ok: true, result: { message_id: nextMessageId++, chat: { id: body.chat_id } } }));
      } else if (req.url === `/bot${token}/getUpdates`) {
        const offset = body.offset ?? 0;
        res.end(JSON.stringify({ ok: true, result: updates.filter((u) => (u as { update_id: number }).update_id >= offset) }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, description: 'Not Found' }));
      }
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { sent, updates, state, origin: () => origin };
}
