import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  COMMENT_REQUIRED_MESSAGE,
  commentCreateSchema,
  commentListQuerySchema,
  commentStateSchema,
  commentUpdateSchema,
  type Comment,
} from '../../api-client/schemas/comments';
import { ATTACHMENT_KINDS } from '../../api-client/schemas/files';
import { requireUser } from '../auth/require-user';
import type { Database, Tx } from '../db/client';
import { commentFiles, commentViews, comments, orders, storedFiles, users } from '../db/schema';
import { commentTelegramDueAt } from '../lib/comment-telegram';
import type { AppDeps, AppEnv, AuthUser } from '../lib/context';
import { ApiError, FILE_GONE_MESSAGE, validate } from '../lib/errors';
import { removeObjects, uploadBodyLimit } from '../lib/files';
import { readForm } from '../lib/form-body';
import { createOnce } from '../lib/request-key';
import { announceComment, announceCommentChange, announceCommentsViewed } from '../orders/activity';
import { loadOrder, lockOrder, parseId, toOrderFile, visibleOrders } from '../orders/service';
import { MAX_ATTACHMENTS, withUploads } from '../orders/uploads';

const COMMENT_GONE_MESSAGE = 'Комментарий не найден: возможно, его уже удалили';
const tooMany = () => new ApiError(400, { errorMessage: `Не больше ${MAX_ATTACHMENTS} файлов`, errors: { add_files: `Не больше ${MAX_ATTACHMENTS} файлов` } });

export function commentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  async function listComments(q: Database | Tx, user: AuthUser, orderId: number, where?: ReturnType<typeof eq>): Promise<Comment[]> {
    const rows = await q
      .select({
        comment: comments,
        authorName: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
        viewed: sql<boolean>`exists (select 1 from ${commentViews} where ${commentViews.commentId} = ${comments.id} and ${commentViews.userId} = ${user.id})`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(and(eq(comments.orderId, orderId), where))
      .orderBy(asc(comments.id));
    const ids = rows.map((row) => row.comment.id);
    const files =
      ids.length === 0
        ? []
        : await q
            .select({ commentId: commentFiles.commentId, file: storedFiles })
            .from(commentFiles)
            .innerJoin(storedFiles, eq(storedFiles.id, commentFiles.fileId))
            .where(inArray(commentFiles.commentId, ids))
            .orderBy(asc(storedFiles.id));
    return rows.map(({ comment, authorName, viewed }) => ({
      id: comment.id,
      order_id: comment.orderId,
      author_id: comment.authorId,
      author_name: authorName,
      is_own: comment.authorId === user.id,
      reply_to: comment.replyTo,
      is_viewed: comment.authorId === user.id || viewed,
      state: comment.updatedAt.getTime() > comment.createdAt.getTime() ? 'edited' : 'new',
      comment: comment.text,
      date: comment.createdAt.toISOString(),
      files: files.filter((f) => f.commentId === comment.id).map(({ file }) => toOrderFile(file)),
    }));
  }

  /** Read in the transaction that wrote it: an order deleted right after cannot turn a done write into a 404. */
  async function oneComment(tx: Tx, user: AuthUser, comment: { id: number; orderId: number }): Promise<Comment> {
    const [found] = await listComments(tx, user, comment.orderId, eq(comments.id, comment.id));
    if (!found) throw new ApiError(404, { errorMessage: COMMENT_GONE_MESSAGE });
    return found;
  }

  /** A comment of an order the user sees, that the user wrote; others' comments can be read, not changed. */
  async function ownComment(user: AuthUser, rawId: string) {
    const id = parseId(rawId);
    const [row] = await db
      .select({ comment: comments })
      .from(comments)
      .innerJoin(orders, eq(orders.id, comments.orderId))
      .where(and(eq(comments.id, id), visibleOrders(user)));
    // Removed meanwhile in another tab, most likely: said so, not as an unknown page.
    if (!row) throw new ApiError(404, { errorMessage: COMMENT_GONE_MESSAGE });
    if (row.comment.authorId !== user.id) throw new ApiError(403, { errorMessage: 'Можно изменять только свои комментарии' });
    return row.comment;
  }

  app.get('/', async (c) => {
    const user = c.var.user;
    const query = validate(commentListQuerySchema, c.req.query());
    await loadOrder(db, user, query.order_id);
    const items = await listComments(db, user, query.order_id, query.author_id ? eq(comments.authorId, query.author_id) : undefined);
    return c.json({ items, total: items.length, unread: items.filter((item) => !item.is_viewed).length });
  });

  app.post('/', uploadBodyLimit(MAX_ATTACHMENTS), async (c) => {
    const user = c.var.user;
    const input = validate(commentCreateSchema, await readForm(c));
    const order = await loadOrder(db, user, input.order_id);
    const files = input['add_files[]'] ?? [];
    if (files.length > MAX_ATTACHMENTS) throw tooMany();
    if (!input.comment && files.length === 0) throw new ApiError(400, { errorMessage: COMMENT_REQUIRED_MESSAGE, errors: { comment: COMMENT_REQUIRED_MESSAGE } });
    const requestKey = input.request_key ?? null;
    /** The comment an earlier «Отправить» with this key made, as it is now. */
    const madeBefore = async () => {
      if (!requestKey) return undefined;
      return db.transaction(async (tx) => {
        const [earlier] = await tx
          .select({ id: comments.id, orderId: comments.orderId })
          .from(comments)
          .where(and(eq(comments.authorId, user.id), eq(comments.requestKey, requestKey)));
        return earlier && { comment: await oneComment(tx, user, earlier), created: false };
      });
    };
    // A retry after a lost answer gets the comment made then, its files not stored again (a racing one's are removed).
    const { comment, created } = await createOnce(madeBefore, () =>
      withUploads(deps, files.map((file) => ({ file, kinds: ATTACHMENT_KINDS, field: 'add_files' })), (stored) =>
        db.transaction(async (tx) => {
          await lockOrder(tx, { id: order.id });
          // Under the order's lock, which a comment's removal takes too; after the key, so a retry gets its comment.
          if (input.reply_to) {
            const [target] = await tx.select({ id: comments.id }).from(comments).where(and(eq(comments.id, input.reply_to), eq(comments.orderId, order.id)));
            if (!target) throw new ApiError(400, { errorMessage: 'Комментарий, на который вы отвечаете, не найден', errors: { reply_to: 'Комментарий не найден' } });
          }
          // The dealer's Telegram hears of a staff comment later, unless the dealer reads it in the cabinet by then.
          const telegramDueAt = await commentTelegramDueAt(tx, order, user);
          const [created] = await tx
            .insert(comments)
            .values({ orderId: order.id, authorId: user.id, replyTo: input.reply_to ?? null, text: input.comment, requestKey, telegramDueAt })
            .returning({ id: comments.id, createdAt: comments.createdAt });
          if (!created) throw new Error('Comment was not created');
          // updated_at equal to created_at marks a comment never edited.
          await tx.update(comments).set({ updatedAt: created.createdAt }).where(eq(comments.id, created.id));
          if (stored.length > 0) await tx.insert(commentFiles).values(stored.map((file) => ({ commentId: created.id, fileId: file.id })));
          return { comment: await oneComment(tx, user, { id: created.id, orderId: order.id }), created: true };
        }),
      ),
    );
    // Those to tell were told when it was made.
    if (created) await announceComment(db, order, user.id);
    return c.json({ comment, message: 'Комментарий добавлен' });
  });

  app.post('/state', async (c) => {
    const user = c.var.user;
    const input = validate(commentStateSchema, await readForm(c));
    const ids = input['comment_ids[]'];
    const { visible, marked } = await db.transaction(async (tx) => {
      // The orders first, in one order, as a removal of an order or comment holds its order first: the views wait for
      // a removal under way and then skip what it removed, rather than deadlock with it over the comments' rows.
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, tx.select({ id: comments.orderId }).from(comments).where(inArray(comments.id, ids))))
        .orderBy(asc(orders.id))
        .for('key share');
      const visible = await tx
        .select({ id: comments.id, orderId: comments.orderId })
        .from(comments)
        .innerJoin(orders, eq(orders.id, comments.orderId))
        .where(and(inArray(comments.id, ids), visibleOrders(user)));
      if (visible.length === 0) return { visible, marked: [] };
      const marked = await tx
        .insert(commentViews)
        .values(visible.map(({ id }) => ({ commentId: id, userId: user.id })))
        .onConflictDoNothing()
        .returning({ commentId: commentViews.commentId });
      return { visible, marked };
    });
    const newlyViewed = new Set(marked.map((row) => row.commentId));
    await announceCommentsViewed(db, user, [...new Set(visible.filter((row) => newlyViewed.has(row.id)).map((row) => row.orderId))]);
    return c.json({ viewed: visible.length, message: 'ok' });
  });

  /**
   * Inside a transaction, holds the comment's order and then the comment (the order first, as the order's delete
   * does, so neither waits on the other holding what it needs) and answers the comment's text as it is now.
   */
  async function lockComment(tx: Tx, comment: { id: number; orderId: number }): Promise<{ text: string }> {
    await lockOrder(tx, { id: comment.orderId });
    const [locked] = await tx.select({ text: comments.text }).from(comments).where(eq(comments.id, comment.id)).for('update');
    if (!locked) throw new ApiError(404, { errorMessage: COMMENT_GONE_MESSAGE });
    return locked;
  }

  app.post('/:id{[0-9]+}', uploadBodyLimit(MAX_ATTACHMENTS), async (c) => {
    const user = c.var.user;
    const comment = await ownComment(user, c.req.param('id'));
    const order = await loadOrder(db, user, comment.orderId);
    const input = validate(commentUpdateSchema, await readForm(c));
    const added = input['add_files[]'] ?? [];
    const removed = [...new Set(input['remove_files[]'] ?? [])];
    /** The files left and those to remove; one not attached (most likely removed in another tab) is said so, not as an unknown page. */
    const refuse = async (tx: Database | Tx, text: string, adding: number) => {
      const current = await tx
        .select({ file: storedFiles })
        .from(commentFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, commentFiles.fileId))
        .where(eq(commentFiles.commentId, comment.id));
      const toRemove = current.filter(({ file }) => removed.includes(file.id)).map(({ file }) => file);
      if (toRemove.length !== removed.length) throw new ApiError(404, { errorMessage: FILE_GONE_MESSAGE });
      const left = current.length - toRemove.length + adding;
      if (left > MAX_ATTACHMENTS) throw tooMany();
      if (!text && left === 0) throw new ApiError(400, { errorMessage: COMMENT_REQUIRED_MESSAGE, errors: { comment: COMMENT_REQUIRED_MESSAGE } });
      return toRemove;
    };
    // Refused before the files are stored too; what counts is read again under the locks.
    await refuse(db, input.comment ?? comment.text, added.length);
    const { edited, toRemove } = await withUploads(deps, added.map((file) => ({ file, kinds: ATTACHMENT_KINDS, field: 'add_files' })), (stored) =>
      db.transaction(async (tx) => {
        // Under the locks, two edits at once cannot both add files up to the limit nor both subtract one removed file,
        // and none adds to a comment or order removed meanwhile.
        const locked = await lockComment(tx, comment);
        const text = input.comment ?? locked.text;
        const toRemove = await refuse(tx, text, stored.length);
        await tx.update(comments).set({ text, updatedAt: new Date() }).where(eq(comments.id, comment.id));
        if (stored.length > 0) await tx.insert(commentFiles).values(stored.map((file) => ({ commentId: comment.id, fileId: file.id })));
        if (toRemove.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, toRemove.map((file) => file.id)));
        return { edited: await oneComment(tx, user, comment), toRemove };
      }),
    );
    await removeObjects(deps.storage, toRemove);
    await announceCommentChange(db, order, user.id);
    return c.json({ comment: edited, message: 'Комментарий изменён' });
  });

  app.delete('/:id{[0-9]+}', async (c) => {
    const user = c.var.user;
    const comment = await ownComment(user, c.req.param('id'));
    const order = await loadOrder(db, user, comment.orderId);
    // The order's and the comment's rows are held before its files are listed: files added by an edit meanwhile are listed too.
    const files = await db.transaction(async (tx) => {
      await lockComment(tx, comment);
      const listed = await tx
        .select({ file: storedFiles })
        .from(commentFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, commentFiles.fileId))
        .where(eq(commentFiles.commentId, comment.id));
      // Replies keep their text; they just no longer point at the removed comment.
      await tx.update(comments).set({ replyTo: null }).where(eq(comments.replyTo, comment.id));
      await tx.delete(comments).where(eq(comments.id, comment.id));
      if (listed.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, listed.map(({ file }) => file.id)));
      return listed;
    });
    await removeObjects(deps.storage, files.map(({ file }) => file));
    await announceCommentChange(db, order, user.id);
    return c.json({ id: comment.id, message: 'Комментарий удалён' });
  });

  return app;
}
