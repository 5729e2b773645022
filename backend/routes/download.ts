import { and, eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../auth/require-user';
import { commentFiles, comments, orderFiles, orders, reklamationFiles, reklamations, storedFiles } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { notFound } from '../lib/errors';
import { parseId, visibleOrders } from '../orders/service';
import { contentDisposition } from './orders';

/** `/download/{id}`: a file of an order, comment or claim the user may see; any other id is 'not found'. */
export function downloadRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, storage } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const user = c.var.user;
    const orderOfFile = sql`(
      ${orders.sourceFileId} = ${id} or ${orders.invoiceFileId} = ${id}
      or exists (select 1 from ${orderFiles} where ${orderFiles.orderId} = ${orders.id} and ${orderFiles.fileId} = ${id})
      or exists (select 1 from ${commentFiles} join ${comments} on ${comments.id} = ${commentFiles.commentId}
                 where ${comments.orderId} = ${orders.id} and ${commentFiles.fileId} = ${id}))`;
    // A claim's files: its dealer's, and the staff's once it is sent.
    const claimOfFile = sql`exists (select 1 from ${reklamationFiles} join ${reklamations} on ${reklamations.id} = ${reklamationFiles.reklamationId}
      where ${reklamationFiles.fileId} = ${id} and ${user.role === 'manager' ? sql`${reklamations.status} <> 'draft'` : sql`${reklamations.dealerId} = ${user.id}`})`;
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, id), or(sql`exists (select 1 from ${orders} where ${and(or(orderOfFile), visibleOrders(user))})`, claimOfFile)));
    if (!file) throw notFound();
    // Streamed from the disk or the bucket: the browser never learns where files live.
    const object = await storage.get(file.storageKey);
    if (!object) throw notFound();
    c.header('Content-Type', file.mimeType);
    c.header('Content-Disposition', contentDisposition(file.originalName));
    c.header('Cache-Control', 'private, no-store');
    if (object.size !== undefined) c.header('Content-Length', String(object.size));
    return c.body(object.body);
  });

  return app;
}
