import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CLAIMS_PAGE_SIZE,
  claimListQuerySchema,
  EMPTY_REK_DATA,
  MAX_REKLAMATION_FILES,
  REKLAMATION_DEFECTS,
  REKLAMATION_DEMANDS,
  REKLAMATION_FILE_KINDS,
  REKLAMATION_MESSAGES,
  REKLAMATION_STATUS_CODES,
  REKLAMATION_STATUS_NAMES,
  REKLAMATION_TRANSITIONS,
  reklamationIdRequestSchema,
  reklamationSendErrors,
  reklamationStatusRequestSchema,
  relatedForClaimQuerySchema,
  removeReklamationFileRequestSchema,
  saveReklamationStateRequestSchema,
  uploadReklamationFileRequestSchema,
  type Claim,
  type ClaimListQuery,
  type ClaimListResponse,
  type RekData,
  type ReklamationInit,
  type SentClaim,
} from '../../api-client/schemas/reklamation';
import { EXTENSIONS_BY_KIND } from '../../api-client/schemas/files';
import { requireUser } from '../auth/require-user';
import type { Database, Tx } from '../db/client';
import { orderItems, orders, reklamationFiles, reklamationHistory, reklamations, storedFiles, users } from '../db/schema';
import type { AppDeps, AppEnv, AuthUser } from '../lib/context';
import { ApiError, validate } from '../lib/errors';
import { removeObjects, uploadBodyLimit } from '../lib/files';
import { readForm } from '../lib/form-body';
import { createNotification, createNotifications } from '../lib/notifications';
import { claimWorkbook, labelWorkbook, orderLabel, type ClaimSheetInput } from '../orders/reklamation-excel';
import {
  claimFiles,
  claimNumber,
  claimPage,
  currentDraft,
  findClaim,
  itemDetails,
  loadClaim,
  loadDraft,
  lockDraft,
  orderRows,
  shippedOrder,
  shippedOrders,
  toClaimableOrder,
  toClaimFile,
  type ClaimRow,
} from '../orders/reklamation';
import { withUploads } from '../orders/uploads';
import { contentDisposition } from './orders';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FINAL = REKLAMATION_STATUS_CODES.filter((code) => code !== 'draft' && REKLAMATION_TRANSITIONS[code].length === 0);

const defectName = (code: string) => REKLAMATION_DEFECTS.find((defect) => defect.code === code)?.title ?? '';
const demandName = (code: string) => REKLAMATION_DEMANDS.find((demand) => demand.code === code)?.title ?? '';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `/api/v1/order/...` calls of claims (spec section 7, 'Claims'); every one needs a signed-in user. */
export function reklamationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const dealerOnly = requireUser(deps, ['dealer']);
  app.use('*', requireUser(deps));

  /**
   * Claims as listed, each with what its dealer sent: rows with the order's rows as stored, the description and the
   * files' ids (not their contents). Only claims `claimPage` or `findClaim` let the user see are read, in three more queries.
   */
  async function withContent(claims: Claim[]): Promise<SentClaim[]> {
    const ids = claims.map((claim) => claim.id);
    if (ids.length === 0) return [];
    const [saved, files] = await Promise.all([
      db.select({ id: reklamations.id, orderId: reklamations.orderId, data: reklamations.data }).from(reklamations).where(inArray(reklamations.id, ids)),
      db
        .select({ reklamationId: reklamationFiles.reklamationId, file: storedFiles })
        .from(reklamationFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, reklamationFiles.fileId))
        .where(inArray(reklamationFiles.reklamationId, ids))
        .orderBy(asc(storedFiles.id)),
    ]);
    // The order id set on sending, never the JSON's: it was checked to be the dealer's own shipped order.
    const orderIds = [...new Set(saved.flatMap((claim) => (claim.orderId ? [claim.orderId] : [])))];
    const nums = [...new Set(saved.flatMap((claim) => claim.data?.rows.map((row) => row.num) ?? []))];
    const items =
      orderIds.length && nums.length
        ? await db.select().from(orderItems).where(and(inArray(orderItems.orderId, orderIds), inArray(orderItems.num, nums)))
        : [];
    const savedById = new Map(saved.map((claim) => [claim.id, claim]));
    const itemByRow = new Map(items.map((item) => [`${item.orderId}:${item.num}`, item]));
    return claims.map((claim) => {
      const row = savedById.get(claim.id);
      const data = row?.data ?? EMPTY_REK_DATA;
      return {
        ...claim,
        content: {
          rows: data.rows.map((claimed) => {
            const item = row?.orderId ? itemByRow.get(`${row.orderId}:${claimed.num}`) : undefined;
            return {
              num: claimed.num,
              quantity: claimed.quantity,
              defect: claimed.defect,
              defectName: defectName(claimed.defect),
              comment: claimed.comment,
              item: item ? { name: item.name, height: item.height, width: item.width, quantity: item.quantity, details: itemDetails(item) } : null,
            };
          }),
          demand: data.demand,
          demandName: demandName(data.demand),
          description: data.description,
          files: files.filter((file) => file.reklamationId === claim.id).map(({ file }) => toClaimFile(file)),
        },
      };
    });
  }
  /** One sent claim as the list shows it, for the answers of sending and of a status change. */
  async function sentClaim(user: AuthUser, id: number): Promise<SentClaim | undefined> {
    const claim = await findClaim(db, user, id);
    return claim ? (await withContent([claim]))[0] : undefined;
  }
  async function sentClaimPage(user: AuthUser, query: ClaimListQuery): Promise<ClaimListResponse> {
    const page = await claimPage(db, user, query);
    return { ...page, claims: await withContent(page.claims) };
  }

  /**
   * The rows of the order are checked too: each must exist and, when `quantities`, claim no more pieces than were
   * shipped. A draft keeps a row with too many pieces (the form marks it at once); only the sending refuses it.
   */
  async function checkAgainstOrder(reader: Database | Tx, user: AuthUser, data: RekData, quantities: boolean): Promise<Record<string, string>> {
    if (data.orderId === null) return {};
    const order = await shippedOrder(reader, user.id, data.orderId);
    const { items } = await orderRows(reader, order.id);
    const errors: Record<string, string> = {};
    data.rows.forEach((row, i) => {
      const item = items.find((candidate) => candidate.num === row.num);
      if (!item) errors[`rows.${i}.num`] = REKLAMATION_MESSAGES.rowNotFound;
      else if (quantities && row.quantity > item.quantity) errors[`rows.${i}.quantity`] = REKLAMATION_MESSAGES.quantity;
    });
    return errors;
  }

  app.get('/reklamation', dealerOnly, async (c) => {
    const user = c.var.user;
    // The first page of the list only: the rest comes from `reklamation_list`.
    const [data, draft, { claims }] = await Promise.all([
      shippedOrders(db, user.id),
      currentDraft(db, user.id),
      sentClaimPage(user, { status: 'all', limit: CLAIMS_PAGE_SIZE }),
    ]);
    const body: ReklamationInit = {
      defects: REKLAMATION_DEFECTS.map((defect) => ({ ...defect })),
      demands: REKLAMATION_DEMANDS.map((demand) => ({ ...demand })),
      data,
      rId: draft.id,
      saved_rek_data: draft.data,
      data_version: draft.dataVersion,
      files: (await claimFiles(db, draft.id)).map(toClaimFile),
      statuses: REKLAMATION_STATUS_CODES.map((code) => ({ code, name: REKLAMATION_STATUS_NAMES[code] })),
      statusesConf: {
        draft: 'draft',
        sent: 'sent',
        final: FINAL,
        transitions: Object.fromEntries(REKLAMATION_STATUS_CODES.map((code) => [code, [...REKLAMATION_TRANSITIONS[code]]])) as ReklamationInit['statusesConf']['transitions'],
      },
      claims,
      fileKinds: REKLAMATION_FILE_KINDS.flatMap((kind) => EXTENSIONS_BY_KIND[kind]),
      maxFiles: MAX_REKLAMATION_FILES,
    };
    return c.json(body);
  });

  /** A page of sent claims: the dealer's own, or every dealer's for the factory staff. */
  app.get('/reklamation_list', async (c) => {
    const query = validate(claimListQuerySchema, c.req.query());
    return c.json(await sentClaimPage(c.var.user, query));
  });

  app.get('/related-for-claim', dealerOnly, async (c) => {
    const { oid } = validate(relatedForClaimQuerySchema, c.req.query());
    const order = await shippedOrder(db, c.var.user.id, oid);
    const { rows } = await orderRows(db, order.id);
    return c.json({ order: toClaimableOrder(order, rows.length), rows });
  });

  app.post('/save_reklamation_state', dealerOnly, async (c) => {
    const user = c.var.user;
    const input = validate(saveReklamationStateRequestSchema, await readForm(c));
    const draft = input.rId === undefined ? await currentDraft(db, user.id) : await loadDraft(db, user, input.rId);
    const errors = await checkAgainstOrder(db, user, input.rek_data, false);
    if (Object.keys(errors).length > 0) throw new ApiError(400, { errorMessage: Object.values(errors)[0] ?? REKLAMATION_MESSAGES.incomplete, errors });
    const now = new Date();
    const version = input.data_version;
    const [saved] = await db
      .update(reklamations)
      .set({ data: input.rek_data, dataVersion: sql`${reklamations.dataVersion} + 1`, updatedAt: now })
      .where(
        and(
          eq(reklamations.id, draft.id),
          eq(reklamations.status, 'draft'),
          version === undefined ? undefined : eq(reklamations.dataVersion, version),
        ),
      )
      .returning({ id: reklamations.id, dataVersion: reklamations.dataVersion });
    if (!saved) {
      const [still] = await db.select({ status: reklamations.status }).from(reklamations).where(eq(reklamations.id, draft.id));
      const message = still?.status === 'draft' ? REKLAMATION_MESSAGES.changedElsewhere : REKLAMATION_MESSAGES.notDraft;
      throw new ApiError(409, { errorMessage: message });
    }
    return c.json({ result: 'ok' as const, rId: draft.id, savedAt: now.toISOString(), data_version: saved.dataVersion });
  });

  app.post('/upload_reklamation_file', dealerOnly, uploadBodyLimit(MAX_REKLAMATION_FILES), async (c) => {
    const user = c.var.user;
    const input = validate(uploadReklamationFileRequestSchema, await readForm(c));
    const draft = await loadDraft(db, user, input.rId);
    const added = input['add_files[]'];
    // Counted before storing anything, and again under the draft's lock: two uploads at once cannot both take the last places.
    const refuseOverLimit = async (reader: Database | Tx) => {
      const [attached] = await reader.select({ n: count() }).from(reklamationFiles).where(eq(reklamationFiles.reklamationId, draft.id));
      if ((attached?.n ?? 0) + added.length > MAX_REKLAMATION_FILES) {
        throw new ApiError(400, { errorMessage: REKLAMATION_MESSAGES.tooManyFiles, errors: { add_files: REKLAMATION_MESSAGES.tooManyFiles } });
      }
    };
    await refuseOverLimit(db);
    // A refused file, or a draft filled up, removed or sent meanwhile, leaves none of the request's files behind.
    const stored = await withUploads(
      deps,
      added.map((file) => ({ file, kinds: REKLAMATION_FILE_KINDS, field: 'add_files' })),
      (files) =>
        db.transaction(async (tx) => {
          await lockDraft(tx, user, draft.id);
          await refuseOverLimit(tx);
          await tx.insert(reklamationFiles).values(files.map((file) => ({ reklamationId: draft.id, fileId: file.id })));
          await tx.update(reklamations).set({ updatedAt: new Date() }).where(eq(reklamations.id, draft.id));
          return files;
        }),
    );
    const files = (await claimFiles(db, draft.id)).map(toClaimFile);
    return c.json({ rId: draft.id, files, message: `Файлов прикреплено: ${stored.length}` });
  });

  app.post('/remove_reklamation_file', dealerOnly, async (c) => {
    const user = c.var.user;
    const input = validate(removeReklamationFileRequestSchema, await readForm(c));
    const draft = await loadDraft(db, user, input.rId);
    // The draft is held before its file is looked up, as removing the draft holds it: a claim sent meanwhile keeps its files.
    const file = await db.transaction(async (tx) => {
      await lockDraft(tx, user, draft.id);
      const file = (await claimFiles(tx, draft.id)).find((candidate) => candidate.id === input.id);
      if (!file || (input.file !== undefined && input.file !== file.originalName)) {
        throw new ApiError(404, { errorMessage: REKLAMATION_MESSAGES.fileNotFound, errors: { file: REKLAMATION_MESSAGES.fileNotFound } });
      }
      await tx.delete(storedFiles).where(eq(storedFiles.id, file.id));
      await tx.update(reklamations).set({ updatedAt: new Date() }).where(eq(reklamations.id, draft.id));
      return file;
    });
    await deps.storage.remove(file.storageKey);
    const files = (await claimFiles(db, draft.id)).map(toClaimFile);
    return c.json({ rId: draft.id, files, message: `Файл «${file.originalName}» удалён` });
  });

  app.post('/send_reklamation', dealerOnly, async (c) => {
    const user = c.var.user;
    const { rId } = validate(reklamationIdRequestSchema, await readForm(c));
    const draft = await loadDraft(db, user, rId);
    const managers = await db.select({ id: users.id }).from(users).where(eq(users.role, 'manager'));
    const number = await db.transaction(async (tx) => {
      // The data checked is the data sent: it is read under the draft's lock, and a save meanwhile waits and then meets a sent claim.
      const data = (await lockDraft(tx, user, draft.id)).data ?? EMPTY_REK_DATA;
      const errors = { ...reklamationSendErrors(data), ...(await checkAgainstOrder(tx, user, data, true).catch(orderErrors)) };
      if (Object.keys(errors).length > 0) {
        const reasons = [...new Set(Object.values(errors))];
        throw new ApiError(400, { errorMessage: `${REKLAMATION_MESSAGES.incomplete}: ${reasons.join('; ').toLowerCase()}`, errors });
      }
      const { rows } = (await tx.execute(sql`select nextval('reklamation_number_seq') as value`)) as { rows: { value: string | number }[] };
      const number = claimNumber(Number(rows[0]?.value));
      const now = new Date();
      await tx.update(reklamations).set({ status: 'sent', number, orderId: data.orderId, sentAt: now, updatedAt: now }).where(eq(reklamations.id, draft.id));
      await tx.insert(reklamationHistory).values({ reklamationId: draft.id, status: 'sent', authorId: user.id });
      await createNotifications(
        tx,
        managers.map((manager) => manager.id),
        { title: `Новая рекламация ${number}`, html: `<p>Рекламация ${number} по заказу № ${data.orderId ?? ''} ждёт рассмотрения.</p>` },
      );
      return number;
    });
    const claim = await sentClaim(user, draft.id);
    return c.json({ claim, message: `Рекламация ${number} отправлена` });
  });

  app.post('/remove_reklamation', dealerOnly, async (c) => {
    const user = c.var.user;
    const { rId } = validate(reklamationIdRequestSchema, await readForm(c));
    const draft = await loadDraft(db, user, rId);
    // The draft's row is held before its files are listed: files attached meanwhile are listed too.
    const files = await db.transaction(async (tx) => {
      await lockDraft(tx, user, draft.id);
      const listed = await claimFiles(tx, draft.id);
      if (listed.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, listed.map((file) => file.id)));
      await tx.delete(reklamations).where(eq(reklamations.id, draft.id));
      return listed;
    });
    await removeObjects(deps.storage, files);
    return c.json({ result: 'ok' as const, rId: draft.id, message: 'Черновик рекламации удалён' });
  });

  app.post('/reklamation_status', requireUser(deps, ['manager']), async (c) => {
    const user = c.var.user;
    const input = validate(reklamationStatusRequestSchema, await readForm(c));
    const claim = await loadClaim(db, user, input.rId);
    if (!REKLAMATION_TRANSITIONS[claim.status].includes(input.status)) {
      const message = `Статус «${REKLAMATION_STATUS_NAMES[claim.status]}» нельзя сменить на «${REKLAMATION_STATUS_NAMES[input.status]}»`;
      throw new ApiError(409, { errorMessage: message, errors: { status: message } });
    }
    const number = claim.number ?? claimNumber(claim.id);
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(reklamations)
        .set({ status: input.status, updatedAt: new Date() })
        .where(and(eq(reklamations.id, claim.id), eq(reklamations.status, claim.status)))
        .returning({ id: reklamations.id });
      if (!moved) throw new ApiError(409, { errorMessage: 'Рекламация только что изменилась: обновите страницу' });
      await tx.insert(reklamationHistory).values({ reklamationId: claim.id, status: input.status, comment: input.comment, authorId: user.id });
      await createNotification(tx, {
        userId: claim.dealerId,
        title: `Рекламация ${number}: ${REKLAMATION_STATUS_NAMES[input.status]}`,
        html: `<p>Статус рекламации ${number}: «${REKLAMATION_STATUS_NAMES[input.status]}».</p>${input.comment ? `<p>${escapeHtml(input.comment)}</p>` : ''}`,
      });
    });
    const updated = await sentClaim(user, claim.id);
    return c.json({ claim: updated, message: `Статус рекламации ${number}: ${REKLAMATION_STATUS_NAMES[input.status]}` });
  });

  async function sheetInput(claim: ClaimRow): Promise<ClaimSheetInput> {
    const data = claim.data ?? EMPTY_REK_DATA;
    const orderId = claim.orderId ?? data.orderId;
    const [[dealer], [order], files, related] = await Promise.all([
      db.select().from(users).where(eq(users.id, claim.dealerId)),
      orderId ? db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(and(eq(orders.id, orderId), eq(orders.dealerId, claim.dealerId))) : [],
      claimFiles(db, claim.id),
      orderId ? orderRows(db, orderId) : { rows: [] },
    ]);
    return {
      claim,
      title: claim.number ? `Рекламация ${claim.number}` : `Черновик рекламации № ${claim.id}`,
      data,
      dealer: {
        company: dealer?.company ?? '',
        name: [dealer?.name, dealer?.lastName].filter(Boolean).join(' '),
        phone: dealer?.phone ?? '',
        email: dealer?.email ?? '',
        city: dealer?.city ?? '',
      },
      order: order ?? null,
      rows: order ? related.rows : [],
      files: files.map((file) => file.originalName),
    };
  }

  for (const [path, build, prefix] of [
    ['/create_xls_reclamation', claimWorkbook, 'Рекламация'],
    ['/create_xls_reklamation_label', labelWorkbook, 'Ярлык рекламации'],
  ] as const) {
    app.post(path, async (c) => {
      const { rId } = validate(reklamationIdRequestSchema, await readForm(c));
      const claim = await loadClaim(db, c.var.user, rId);
      const input = await sheetInput(claim);
      c.header('Content-Type', XLSX_MIME);
      c.header('Content-Disposition', contentDisposition(`${prefix} ${claim.number ?? `черновик ${claim.id}`}${input.order ? ` (заказ ${orderLabel(input.order)})` : ''}.xlsx`));
      return c.body(new Uint8Array(await build(input)));
    });
  }

  return app;
}

/** On sending, an order that is gone or not shipped is a field error like the others. */
function orderErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.status !== 401 && error.status !== 403) return { orderId: error.body.errorMessage };
  throw error;
}
