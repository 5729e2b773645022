import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Update = { update_id: number };

export type FakeBotApi = {
  /** Starts listening on a free loopback port; resolves with the origin to give the bridge. */
  listen(): Promise<string>;
  /** The origin once listening. */
  origin(): string;
  /** Every sendMessage call, in order. */
  sent: { chat_id: string; text: string }[];
  updates: unknown[];
  /** While `failWith` is set, every call answers that status; `getUpdatesCalls` counts the reads. */
  state: { failWith: number; getUpdatesCalls: number };
  /** Queues an update and answers the long polls waiting for one. */
  push(update: Update & Record<string, unknown>): void;
  close(): Promise<void>;
};

/**
 * The Telegram Bot API on loopback, for the API tests and the e2e run alike (no test runner in here): records
 * sendMessage calls and serves queued updates; a getUpdates with a timeout waits for one, as Telegram's long polling does.
 */
export function createFakeBotApi(token: string): FakeBotApi {
  const sent: FakeBotApi['sent'] = [];
  const updates: unknown[] = [];
  const state = { failWith: 0, getUpdatesCalls: 0 };
  let waiting: (() => void)[] = [];
  let nextMessageId = 500;
  let origin = '';
  const wakeAll = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as { chat_id?: string; text?: string; offset?: number; timeout?: number };
      res.setHeader('Content-Type', 'application/json');
      if (state.failWith) {
        res.statusCode = state.failWith;
        res.end(JSON.stringify({ ok: false, error_code: state.failWith, description: state.failWith === 403 ? 'Forbidden: bot was blocked by the user' : 'Bad Gateway' }));
      } else if (req.url === `/bot${token}/sendMessage`) {
        sent.push({ chat_id: String(body.chat_id), text: String(body.text) });
        res.end(JSON.stringify({ ok: true, result: { message_id: nextMessageId++, chat: { id: body.chat_id } } }));
      } else if (req.url === `/bot${token}/getUpdates`) {
        state.getUpdatesCalls += 1;
        const fresh = () => updates.filter((u) => (u as Update).update_id >= (body.offset ?? 0));
        const answer = () => res.end(JSON.stringify({ ok: true, result: fresh() }));
        if (fresh().length > 0 || !body.timeout) return answer();
        const wake = () => {
          clearTimeout(timer);
          answer();
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((other) => other !== wake);
          answer();
        }, body.timeout * 1000);
        waiting.push(wake);
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, description: 'Not Found' }));
      }
    });
  });
  return {
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return origin;
    },
    origin: () => origin,
    sent,
    updates,
    state,
    push(update) {
      updates.push(update);
      wakeAll();
    },
    async close() {
      wakeAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
