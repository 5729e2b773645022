import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  factoryActionSchema,
  MAX_ITEM_QUANTITY,
  ORDER_FILE_NOT_REPLACED_MESSAGE,
  ORDER_STATUS_CODES,
  ORDER_STATUS_NAMES,
  orderExcelSchema,
  orderListQuerySchema,
  orderUpdateSchema,
  repeatRequestSchema,
  type OrderAction,
  type RepeatPreview,
} from '../../api-client/schemas/orders';
import { ATTACHMENT_KINDS } from '../../api-client/schemas/files';
import { addIsoDays, moscowIsoDay } from '../../lib/moscow-time';
import { requireUser } from '../auth/require-user';
import type { Database, Tx } from '../db/client';
import { clients, comments, companies, orderFiles, orderItems, orders, storedFiles, users } from '../db/schema';
import type { AppDeps, AppEnv, AuthUser } from '../lib/context';
import { ApiError, FILE_GONE_MESSAGE, validate } from '../lib/errors';
import { removeObjects, uploadBodyLimit } from '../lib/files';
import { readForm } from '../lib/form-body';
import { createOnce } from '../lib/request-key';
import { demoAccounting, type AccountingSystem } from '../orders/accounting';
import { buildTemplate, parseOrderWorkbook, workbookRefusal, type ParsedRow } from '../orders/excel';
import { priceRows, priceWorkbookRows } from '../orders/pricing';
import { announceStatus, subscribesNewOrder } from '../orders/activity';
import { cachedOrderList, orderListCache } from '../orders/list-cache';
import { loadOrder, lockOrder, ORDER_CHANGED_MESSAGE, orderDetail, ownedEntityId, parseId, unreadComments, visibleOrders, type OrderRow } from '../orders/service';
import { applyDealerAction, applyFactoryAction, requireMayTake } from '../orders/state-machine';
import { MAX_ATTACHMENTS, withUploads } from '../orders/uploads';


const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_NAME = 'Шаблон заказа Фасадия.xlsx';
/** Inserts of thousands of rows go in batches that stay under PostgreSQL's parameter limit. */
const INSERT_BATCH = 1000;

/** `attachment` with an ASCII fallback and the real name in RFC 5987 form, so no name can break the header. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'file';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const ACTION_MESSAGES: Partial<Record<OrderAction, string>> = {
  validate: 'Заказ отправлен на проверку',
  upload: 'Заказ отправлен в производство',
  setchecked: 'Заказ отмечен как проверенный',
  draft: 'Заказ возвращён в черновик',
  subscribe: 'Вы подписались на изменения заказа',
  unsubscribe: 'Вы отписались от изменений заказа',
};

const GET_ACTIONS = ['validate', 'upload', 'setchecked', 'draft', 'subscribe', 'unsubscribe'] as const satisfies readonly OrderAction[];

/** A draft again, or new rows: every check, by whomever, is void. */
export const UNCHECKED = { checked: false, checkUsers: [], checkUserIds: [] } satisfies Partial<typeof orders.$inferInsert>;

async function insertItems(tx: Tx, orderId: number, rows: readonly ParsedRow[], prices: readonly number[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(orderItems).values(
      rows.slice(start, start + INSERT_BATCH).map(({ cells: _cells, ...row }, i) => ({ ...row, orderId, price: prices[start + i] ?? 0 })),
    );
  }
}

export function orderRoutes(deps: AppDeps, accounting: AccountingSystem = demoAccounting()): Hono<AppEnv> {
  const { db } = deps;
  const statusMail = { mailer: deps.mailer, siteUrl: deps.config.siteUrl };
  const app = new Hono<AppEnv>();

  app.get('/template', async (c) => {
    c.header('Content-Type', XLSX_MIME);
    c.header('Content-Disposition', contentDisposition(TEMPLATE_NAME));
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(new Uint8Array(await buildTemplate()));
  });

  const lists = orderListCache();
  // Before the routers' requireUser, so that the list's own sign-in check also reads the dealer's list version.
  app.get('/', requireUser(deps, undefined, { withOrderListVersion: true }), async (c) =>
    c.json(await cachedOrderList(db, lists, c.var.user, validate(orderListQuerySchema, c.req.query()), c.var.orderListVersion)),
  );

  app.use('*', requireUser(deps));

  /** Status changes move the update date along: the list shows it. */
  async function setOrder(order: OrderRow, values: Partial<typeof orders.$inferInsert>, tx: Database | Tx = db): Promise<OrderRow> {
    // The status in the WHERE makes a concurrent change lose instead of both applying.
    const [updated] = await tx
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!updated) throw new ApiError(409, { errorMessage: ORDER_CHANGED_MESSAGE });
    return updated;
  }

  /**
   * Sets the order's values, one of them a new file in place of the order's source or invoice, and removes the file it
   * replaces. The replaced file is read under the order's lock: two replacements at once leave neither's file behind.
   */
  async function replaceOrderFile(order: OrderRow, column: 'sourceFileId' | 'invoiceFileId', values: Partial<typeof orders.$inferInsert>, work?: (tx: Tx) => Promise<void>) {
    const { updated, replaced } = await db.transaction(async (tx) => {
      await lockOrder(tx, order);
      const [current] = await tx.select({ fileId: orders[column] }).from(orders).where(eq(orders.id, order.id));
      await work?.(tx);
      const updated = await setOrder(order, values, tx);
      const previous = current?.fileId;
      if (!previous || previous === updated[column]) return { updated, replaced: [] };
      return { updated, replaced: await tx.delete(storedFiles).where(eq(storedFiles.id, previous)).returning() };
    });
    await removeObjects(deps.storage, replaced);
    return updated;
  }

  const respond = async (user: AuthUser, order: OrderRow, message: string) => ({ order: await orderDetail(db, user, order), message });

  /** The dealer's order an earlier request with this key made, if any. */
  const orderByKey = (dealerId: number, requestKey: string | undefined) => async () => {
    if (!requestKey) return undefined;
    const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.dealerId, dealerId), eq(orders.requestKey, requestKey)));
    return order?.id;
  };

  app.get('/status', (c) => c.json({ statuses: ORDER_STATUS_CODES.map((code) => ({ code, name: ORDER_STATUS_NAMES[code] })) }));

  app.get('/new_comment_count', async (c) => {
    const user = c.var.user;
    const [row] = await db
      .select({ count: count() })
      .from(comments)
      .innerJoin(orders, eq(orders.id, comments.orderId))
      .where(and(visibleOrders(user), unreadComments(user.id)));
    return c.json({ count: row?.count ?? 0 });
  });

  app.post('/excel', requireUser(deps, ['dealer']), uploadBodyLimit(MAX_ATTACHMENTS + 1), async (c) => {
    const user = c.var.user;
    const input = validate(orderExcelSchema, await readForm(c));
    const requestKey = input.request_key ?? null;
    // A retry after a lost answer gets the order made then; its files are not stored again (a racing one's are removed).
    const id = await createOnce(orderByKey(user.id, input.request_key), async () => {
      const clientId = await ownedEntityId(db, clients, user.id, input.client_id);
      const companyId = await ownedEntityId(db, companies, user.id, input.company_id);
      const extra = input['add_files[]'] ?? [];
      if (extra.length > MAX_ATTACHMENTS) throw new ApiError(400, { errorMessage: `Не больше ${MAX_ATTACHMENTS} файлов`, errors: { add_files: `Не больше ${MAX_ATTACHMENTS} файлов` } });
      const uploads = [
        { file: input.file_order, kinds: ['xlsx'] as const, field: 'file_order' },
        ...extra.map((file) => ({ file, kinds: ATTACHMENT_KINDS, field: 'add_files' })),
      ];
      return withUploads(deps, uploads, async ([source, ...attached]) => {
        const rows = await parseOrderWorkbook(new Uint8Array(await input.file_order.arrayBuffer()));
        const { prices, problems } = await priceWorkbookRows(db, rows);
        if (problems.length > 0) throw workbookRefusal(problems);
        return db.transaction(async (tx) => {
          const [order] = await tx
            .insert(orders)
            .values({ dealerId: user.id, authorId: user.id, clientId, companyId, subscribe: subscribesNewOrder(input.subscribe), sourceFileId: source?.id, requestKey })
            .returning({ id: orders.id });
          if (!order) throw new Error('Order was not created');
          await insertItems(tx, order.id, rows, prices);
          if (attached.length > 0) await tx.insert(orderFiles).values(attached.map((file) => ({ orderId: order.id, fileId: file.id })));
          return order.id;
        });
      });
    });
    return c.json({ order: { id }, message: 'Заказ создан' });
  });

  app.get('/:id{[0-9]+}', async (c) => {
    const order = await loadOrder(db, c.var.user, parseId(c.req.param('id')));
    return c.json({ order: await orderDetail(db, c.var.user, order) });
  });

  app.post('/:id{[0-9]+}', uploadBodyLimit(MAX_ATTACHMENTS), async (c) => {
    const user = c.var.user;
    const order = await loadOrder(db, user, parseId(c.req.param('id')));
    // The order's data is its dealer's: the staff are refused before their form is read.
    requireMayTake('edit', order, user);
    const input = validate(orderUpdateSchema, await readForm(c));
    applyDealerAction('edit', order, user);
    const added = input['add_files[]'] ?? [];
    const removed = [...new Set(input['remove_files[]'] ?? [])];
    if (added.length > 0 || removed.length > 0) applyDealerAction('files', order, user);
    /** The order's files among those to remove; one not attached (most likely removed in another tab) is said so, not as an unknown page. */
    const filesToRemove = async (tx: Database | Tx) => {
      if (removed.length === 0) return [];
      const rows = await tx
        .select({ file: storedFiles })
        .from(orderFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, orderFiles.fileId))
        .where(and(eq(orderFiles.orderId, order.id), inArray(orderFiles.fileId, removed)));
      if (rows.length !== removed.length) throw new ApiError(404, { errorMessage: FILE_GONE_MESSAGE });
      return rows.map(({ file }) => file);
    };
    // Counted before the files are stored and again under the order's lock, where two requests at once cannot both fit.
    const refuseTooMany = async (tx: Database | Tx, removing: number) => {
      const [attached] = await tx.select({ n: count() }).from(orderFiles).where(eq(orderFiles.orderId, order.id));
      if ((attached?.n ?? 0) + added.length - removing > MAX_ATTACHMENTS) {
        throw new ApiError(400, { errorMessage: `Не больше ${MAX_ATTACHMENTS} файлов`, errors: { add_files: `Не больше ${MAX_ATTACHMENTS} файлов` } });
      }
    };
    if (added.length > 0) await refuseTooMany(db, removed.length);
    const owner = order.dealerId;
    const clientId = await ownedEntityId(db, clients, owner, input.client_id);
    const companyId = await ownedEntityId(db, companies, owner, input.company_id);
    // Refused before the files are stored too; the list that counts is read under the lock.
    await filesToRemove(db);
    const { updated, toRemove } = await withUploads(
      deps,
      added.map((file) => ({ file, kinds: ATTACHMENT_KINDS, field: 'add_files' })),
      (stored) =>
        db.transaction(async (tx) => {
          await lockOrder(tx, order);
          // Listed again under the lock: a file another edit removed meanwhile must not be subtracted from the count twice.
          const toRemove = await filesToRemove(tx);
          if (added.length > 0) await refuseTooMany(tx, toRemove.length);
          if (stored.length > 0) await tx.insert(orderFiles).values(stored.map((file) => ({ orderId: order.id, fileId: file.id })));
          if (toRemove.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, toRemove.map((file) => file.id)));
          const updated = await setOrder(
            order,
            {
              ...(input.order_number !== undefined && { orderNumber: input.order_number }),
              ...(clientId !== undefined && { clientId }),
              ...(companyId !== undefined && { companyId }),
              ...(input.subscribe !== undefined && { subscribe: input.subscribe === 'y' }),
              // The spec sends a single space for an emptied notation.
              ...(input.comment !== undefined && { notation: input.comment.trim() }),
            },
            tx,
          );
          return { updated, toRemove };
        }),
    );
    await removeObjects(deps.storage, toRemove);
    return c.json(await respond(user, updated, 'Заказ сохранён'));
  });

  app.post('/:id{[0-9]+}/excel', uploadBodyLimit(1), async (c) => {
    const user = c.var.user;
    const order = await loadOrder(db, user, parseId(c.req.param('id')));
    requireMayTake('excel', order, user);
    const input = validate(orderExcelSchema.pick({ file_order: true }), await readForm(c));
    applyDealerAction('excel', order, user);
    const updated = await withUploads(deps, [{ file: input.file_order, kinds: ['xlsx'], field: 'file_order' }], async ([source]) => {
      const rows = await parseOrderWorkbook(new Uint8Array(await input.file_order.arrayBuffer()), { errorsMessage: ORDER_FILE_NOT_REPLACED_MESSAGE });
      const { prices, problems } = await priceWorkbookRows(db, rows);
      if (problems.length > 0) throw workbookRefusal(problems, { errorsMessage: ORDER_FILE_NOT_REPLACED_MESSAGE });
      return replaceOrderFile(order, 'sourceFileId', { sourceFileId: source?.id ?? null, ...UNCHECKED }, async (tx) => {
        await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
        await insertItems(tx, order.id, rows, prices);
      });
    });
    return c.json(await respond(user, updated, 'Файл заказа заменён'));
  });

  app.get(`/:id{[0-9]+}/:action{${GET_ACTIONS.join('|')}}`, async (c) => {
    const user = c.var.user;
    const action = c.req.param('action') as (typeof GET_ACTIONS)[number];
    const order = await loadOrder(db, user, parseId(c.req.param('id')));
    const status = applyDealerAction(action, order, user);
    let updated: OrderRow;
    if (action === 'setchecked') {
      const [me] = await db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, user.id));
      const name = [me?.name, me?.lastName].filter(Boolean).join(' ') || user.email;
      // The checks are read under the order's lock: two staff checking at once both stay, and one user's second is refused.
      updated = await db.transaction(async (tx) => {
        await lockOrder(tx, order);
        const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
        if (!current) throw new ApiError(409, { errorMessage: ORDER_CHANGED_MESSAGE });
        applyDealerAction(action, current, user);
        return setOrder(current, { checked: true, checkUsers: [...current.checkUsers, name], checkUserIds: [...current.checkUserIds, user.id] }, tx);
      });
    } else if (action === 'subscribe' || action === 'unsubscribe') {
      updated = await setOrder(order, { subscribe: action === 'subscribe' });
    } else if (action === 'draft') {
      updated = await setOrder(order, { status, ...UNCHECKED });
    } else {
      updated = await setOrder(order, { status });
      if (action === 'upload') updated = await submitToAccounting(updated);
    }
    // The staff's moves (to production, back to draft) and checks reach the subscribed dealer as the factory's other changes do.
    if (user.id !== order.dealerId) {
      await announceStatus(db, order, updated, statusMail);
      void deps.mailer.deliverPending();
    }
    return c.json(await respond(user, updated, ACTION_MESSAGES[action] ?? ''));
  });

  /** The accounting system takes the order and answers with its invoice; the order then waits for payment. */
  async function submitToAccounting(order: OrderRow): Promise<OrderRow> {
    try {
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.num));
      const [dealer] = await db.select({ company: users.company }).from(users).where(eq(users.id, order.dealerId));
      const receipt = await accounting.submit({ id: order.id, dealerCompany: dealer?.company ?? '', items });
      if (!receipt.invoice) return await setOrder(order, { accountingId: receipt.accountingId });
      const { name, bytes } = receipt.invoice;
      return await withUploads(deps, [{ file: new File([new Uint8Array(bytes)], name), kinds: ['xlsx'], field: 'invoice' }], ([invoice]) =>
        replaceOrderFile(order, 'invoiceFileId', { accountingId: receipt.accountingId, invoiceFileId: invoice?.id ?? null, status: applyFactoryAction('invoice', order.status) }),
      );
    } catch (error) {
      // The order stays 'waiting for invoice'; the staff can attach the invoice by hand.
      deps.logger.error({ err: error, orderId: order.id }, 'Accounting upload failed');
      return order;
    }
  }

  app.post('/:id{[0-9]+}/status', requireUser(deps, ['manager']), uploadBodyLimit(1), async (c) => {
    const user = c.var.user;
    const order = await loadOrder(db, user, parseId(c.req.param('id')));
    const input = validate(factoryActionSchema, await readForm(c));
    const status = applyFactoryAction(input.action, order.status);
    const values: Partial<typeof orders.$inferInsert> = { status };
    const today = moscowIsoDay();
    // The factory's own word on the order belongs to the step it was said with: a later step without one clears it.
    values.customStatus = input.custom_status?.trim() ?? '';
    if (input.percent_pay !== undefined) values.percentPay = input.percent_pay;
    if (input.action === 'produce') {
      const days = input.production_days ?? 10;
      Object.assign(values, { productionStart: today, productionDays: days, productionEnd: addIsoDays(today, days) });
    }
    if (input.action === 'ready') values.productionEnd = order.productionEnd && order.productionEnd < today ? order.productionEnd : today;
    const invoice = input.invoice;
    const updated = await withUploads(deps, invoice ? [{ file: invoice, kinds: ['pdf', 'xlsx', 'xls', 'doc', 'docx'], field: 'invoice' }] : [], async ([stored]) =>
      stored ? replaceOrderFile(order, 'invoiceFileId', { ...values, invoiceFileId: stored.id }) : setOrder(order, values),
    );
    await announceStatus(db, order, updated, statusMail);
    void deps.mailer.deliverPending();
    return c.json(await respond(user, updated, `Статус заказа: ${ORDER_STATUS_NAMES[status]}`));
  });

  app.delete('/:id{[0-9]+}', async (c) => {
    const order = await loadOrder(db, c.var.user, parseId(c.req.param('id')));
    applyDealerAction('delete', order, c.var.user);
    // The order's row is held before its files are listed: a file or comment added meanwhile either is listed or waits and meets a 409.
    const files = await db.transaction(async (tx) => {
      await lockOrder(tx, { id: order.id });
      const listed = await tx
        .select({ file: storedFiles })
        .from(storedFiles)
        .where(
          sql`${storedFiles.id} in (
            select ${orderFiles.fileId} from ${orderFiles} where ${orderFiles.orderId} = ${order.id}
            union select file_id from comment_files cf join comments cm on cm.id = cf.comment_id where cm.order_id = ${order.id}
            union select ${orders.sourceFileId} from ${orders} where ${orders.id} = ${order.id}
            union select ${orders.invoiceFileId} from ${orders} where ${orders.id} = ${order.id})`,
        );
      const [deleted] = await tx
        .delete(orders)
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['n', 'ch', 'cn'])))
        .returning({ id: orders.id });
      if (!deleted) throw new ApiError(409, { errorMessage: ORDER_CHANGED_MESSAGE });
      if (listed.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, listed.map(({ file }) => file.id)));
      return listed;
    });
    await removeObjects(deps.storage, files.map(({ file }) => file));
    return c.json({ id: order.id, message: 'Заказ удалён' });
  });

  /** The rows of an order to repeat (all, or the numbered ones) with today's prices; none is a 400 naming `nums`. */
  async function repeatedItems(order: OrderRow, nums: number[] | undefined) {
    const items = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), nums ? inArray(orderItems.num, nums) : undefined))
      .orderBy(asc(orderItems.num));
    if (items.length === 0) throw new ApiError(400, { errorMessage: 'Выберите строки для повтора', errors: { nums: 'Выберите строки для повтора' } });
    return { items, prices: await priceRows(db, items) };
  }

  async function repeatPreview(order: OrderRow, nums: number[] | undefined): Promise<RepeatPreview> {
    const { items, prices } = await repeatedItems(order, nums);
    const rows = items.map((item, i) => ({
      num: item.num,
      name: item.name,
      height: item.height,
      width: item.width,
      quantity: Math.min(item.quantity, MAX_ITEM_QUANTITY),
      oldPrice: item.price,
      newPrice: prices[i] ?? item.price,
    }));
    return {
      items: rows,
      oldTotal: rows.reduce((sum, row) => sum + row.oldPrice * row.quantity, 0),
      newTotal: rows.reduce((sum, row) => sum + row.newPrice * row.quantity, 0),
    };
  }

  app.get('/:id{[0-9]+}/repeat', async (c) => {
    const order = await loadOrder(db, c.var.user, parseId(c.req.param('id')));
    const { 'nums[]': nums } = validate(repeatRequestSchema, { 'nums[]': c.req.queries('nums[]') });
    return c.json(await repeatPreview(order, nums));
  });

  app.post('/:id{[0-9]+}/repeat', requireUser(deps, ['dealer']), async (c) => {
    const user = c.var.user;
    const sourceId = parseId(c.req.param('id'));
    const { 'nums[]': nums, request_key: requestKey } = validate(repeatRequestSchema, await readForm(c));
    // A retry of «Создать черновик» after a lost answer gets the draft made then, even if the source is gone since.
    const id = await createOnce(orderByKey(user.id, requestKey), async () => {
      const order = await loadOrder(db, user, sourceId);
      const { items, prices } = await repeatedItems(order, nums);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(orders)
          .values({
            dealerId: user.id,
            authorId: user.id,
            clientId: order.clientId,
            companyId: order.companyId,
            headNumber: String(order.id),
            notation: `Повтор заказа № ${order.id}`,
            subscribe: subscribesNewOrder(),
            requestKey: requestKey ?? null,
          })
          .returning({ id: orders.id });
        if (!created) throw new Error('Order was not created');
        await insertItems(
          tx,
          created.id,
          items.map(({ id: _id, orderId: _orderId, price: _price, ...item }, i) => ({ ...item, num: i + 1 })),
          prices,
        );
        return created.id;
      });
    });
    return c.json({ order: { id }, message: `Создан заказ № ${id} по образцу заказа № ${sourceId}` });
  });

  return app;
}
