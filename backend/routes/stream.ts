import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { OkResult } from '../../api-client/schemas/json-field';
import { HEARTBEAT, streamUidQuerySchema, type StreamUserStats } from '../../api-client/schemas/stream';
import { requireUser } from '../auth/require-user';
import { streamBindings } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { publishBinding } from '../lib/events';
import { validate } from '../lib/errors';
import { userStats } from '../orders/activity';
import type { StreamHub } from '../lib/stream-hub';

/** /api/v1/sse: the event stream of one browser, and the calls that tie it to the signed-in user. */
export function streamRoutes(deps: AppDeps, hub: StreamHub): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/stream', (c) => {
    const { uid } = validate(streamUidQuerySchema, c.req.query());
    // Tells proxies such as nginx not to hold the events back.
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      let end!: () => void;
      const closed = new Promise<void>((resolve) => {
        end = resolve;
        stream.onAbort(resolve);
      });
      // The hub ends the stream when the process shuts down; returning closes the response cleanly.
      const remove = await hub.connect(
        uid,
        (data) => {
          stream.writeSSE({ data }).catch(() => undefined);
        },
        end,
      );
      // The first bytes flush the headers, so the browser's EventSource opens at once.
      await stream.writeSSE({ data: HEARTBEAT });
      await closed;
      remove();
    });
    // no-transform keeps compressing proxies (the site's own gzip among them) from buffering the events.
    response.headers.set('Cache-Control', 'no-store, no-transform');
    return response;
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
