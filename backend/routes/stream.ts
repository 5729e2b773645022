import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OkResult } from '../../api-client/schemas/json-field';
import { streamOpenQuerySchema, streamUidQuerySchema, type StreamUserStats } from '../../api-client/schemas/stream';
import { requireUser } from '../auth/require-user';
import { streamBindings } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { publishBinding } from '../lib/events';
import { validate } from '../lib/errors';
import { userStats } from '../orders/activity';
import { HEARTBEAT_CHUNK, type SseChunk, type StreamHub } from '../lib/stream-hub';

/** /api/v1/sse: the event stream of one browser, and the calls that tie it to the signed-in user. */
export function streamRoutes(deps: AppDeps, hub: StreamHub): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  /**
   * One ReadableStream per browser, fed the hub's encoded chunks: no TransformStream, encoder or pending writer per
   * connection, so a thousand open streams cost little more than their sockets. The server cancels the body when
   * the socket closes, which removes the stream from the hub.
   */
  app.get('/stream', async (c) => {
    const { uid, age } = validate(streamOpenQuerySchema, c.req.query());
    let queue: ReadableStreamDefaultController<SseChunk> | undefined;
    let remove = () => {};
    // Made before the hub lists the stream, so that the events it sends at once (those the page missed) are queued.
    const body = new ReadableStream<SseChunk>({
      start(controller) {
        queue = controller;
        // The first bytes flush the headers, so the browser's EventSource opens at once.
        controller.enqueue(HEARTBEAT_CHUNK);
      },
      cancel() {
        queue = undefined;
        remove();
      },
    });
    remove = await hub.connect(
      uid,
      (chunk) => {
        try {
          queue?.enqueue(chunk);
        } catch {
          // The body was closed in between: its cancel removes it from the hub.
        }
      },
      {
        age,
        // The hub ends the stream when the process shuts down: the browser reconnects to another instance.
        end: () => {
          try {
            queue?.close();
          } catch {
            // Already closed.
          }
          queue = undefined;
          remove();
        },
      },
    );
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream',
      // no-transform keeps compressing proxies (the site's own gzip among them) from buffering the events.
      'Cache-Control': 'no-store, no-transform',
      'Transfer-Encoding': 'chunked',
      Connection: 'keep-alive',
      // Tells proxies such as nginx not to hold the events back.
      'X-Accel-Buffering': 'no',
    });
  });

  app.get('/setUser', requireUser(deps), async (c) => {
    const { uid } = validate(streamUidQuerySchema, c.req.query());
    const userId = c.var.user.id;
    await db.transaction(async (tx) => {
      await tx
        .insert(streamBindings)
        .values({ uid, userId })
        .onConflictDoUpdate({ target: streamBindings.uid, set: { userId, updatedAt: new Date() } });
      await publishBinding(tx, uid, userId);
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json<OkResult>({ result: 'ok' });
  });

  // No token needed: after sign-out the site has none, and the uid itself is the browser's secret.
  app.get('/unsetUser', async (c) => {
    const { uid } = validate(streamUidQuerySchema, c.req.query());
    await db.transaction(async (tx) => {
      const removed = await tx.delete(streamBindings).where(eq(streamBindings.uid, uid)).returning({ uid: streamBindings.uid });
      if (removed.length > 0) await publishBinding(tx, uid, null);
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json<OkResult>({ result: 'ok' });
  });

  app.get('/userStats', requireUser(deps), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json<StreamUserStats>(await userStats(db, c.var.user));
  });

  return app;
}
