import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OPEN_CLAIM_STATUSES,
  REKLAMATION_IMAGE_KINDS,
  REKLAMATION_MESSAGES,
  REKLAMATION_STATUS_NAMES,
  REKLAMATION_TRANSITIONS,
  type Claim,
  type ClaimableOrder,
  type ClaimFilter,
  type ClaimListQuery,
  type ReklamationFile,
  type RelatedRow,
} from '../../api-client/schemas/reklamation';
import type { FileKind } from '../../api-client/schemas/files';
import type { Database, Tx } from '../db/client';
import { orderItems, orders, reklamationFiles, reklamationHistory, reklamations, storedFiles, users } from '../db/schema';
import type { AuthUser } from '../lib/context';
import { ApiError } from '../lib/errors';
import { fileSrc } from './service';

export type ClaimRow = typeof reklamations.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Claims are numbered when sent; the id keeps numbers unique without a counter to lock. */
export const claimNumber = (id: number) => `Р-${String(id).padStart(5, '0')}`;

const notFound = () => new ApiError(404, { errorMessage: REKLAMATION_MESSAGES.notFound });

/** The dealer's draft, creating it when there is none; the partial unique index keeps it one per dealer. */
export async function currentDraft(db: Database, dealerId: number): Promise<ClaimRow> {
  const find = () => db.select().from(reklamations).where(and(eq(reklamations.dealerId, dealerId), eq(reklamations.status, 'draft')));
  const [existing] = await find();
  if (existing) return existing;
  await db.insert(reklamations).values({ dealerId }).onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('The claim draft was not created');
  return created;
}

const claimOf = (user: AuthUser, rId: number) => and(eq(reklamations.id, rId), eq(reklamations.dealerId, user.id));

function draftOrRefusal(claim: ClaimRow | undefined): ClaimRow {
  if (!claim) throw notFound();
  if (claim.status !== 'draft') throw new ApiError(409, { errorMessage: REKLAMATION_MESSAGES.notDraft });
  return claim;
}

/** A draft of the user by id: another dealer's claim is 'not found', a sent one can no longer change. */
export async function loadDraft(db: Database, user: AuthUser, rId: number): Promise<ClaimRow> {
  const [claim] = await db.select().from(reklamations).where(claimOf(user, rId));
  return draftOrRefusal(claim);
}

/**
 * The draft as `loadDraft` gives it, read again and held until the transaction ends: whatever a change decides by
 * (its data, its files, its status) is read after this, so a send, a save or another tab's change waits its turn.
 */
export async function lockDraft(tx: Tx, user: AuthUser, rId: number): Promise<ClaimRow> {
  const [claim] = await tx.select().from(reklamations).where(claimOf(user, rId)).for('update');
  return draftOrRefusal(claim);
}

/** Staff see every sent claim; a dealer only theirs, drafts included. */
export async function loadClaim(db: Database, user: AuthUser, rId: number): Promise<ClaimRow> {
  const visible = user.role === 'manager' ? ne(reklamations.status, 'draft') : eq(reklamations.dealerId, user.id);
  const [claim] = await db.select().from(reklamations).where(and(eq(reklamations.id, rId), visible));
  if (!claim) throw notFound();
  return claim;
}

/** A shipped order of the dealer: another dealer's is 'not found', an unshipped one is refused with the reason. */
export async function shippedOrder(db: Database | Tx, dealerId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.dealerId, dealerId)));
  if (!order) throw new ApiError(404, { errorMessage: REKLAMATION_MESSAGES.orderNotFound, errors: { orderId: REKLAMATION_MESSAGES.orderNotFound } });
  if (order.status !== 'sp') throw new ApiError(400, { errorMessage: REKLAMATION_MESSAGES.notShipped, errors: { orderId: REKLAMATION_MESSAGES.notShipped } });
  return order;
}

export function toClaimableOrder(order: OrderRow, rows: number): ClaimableOrder {
  return { id: order.id, number: order.orderNumber, date: order.createdAt.toISOString(), shipped: order.updatedAt.toISOString(), rows };
}

export async function shippedOrders(db: Database, dealerId: number): Promise<ClaimableOrder[]> {
  const shipped = await db
    .select()
    .from(orders)
    .where(and(eq(orders.dealerId, dealerId), eq(orders.status, 'sp')))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(200);
  const counts = shipped.length
    ? await db
        .select({ orderId: orderItems.orderId, rows: count() })
        .from(orderItems)
        .where(inArray(orderItems.orderId, shipped.map((order) => order.id)))
        .groupBy(orderItems.orderId)
    : [];
  return shipped.map((order) => toClaimableOrder(order, counts.find((row) => row.orderId === order.id)?.rows ?? 0));
}

/** Material, colour with RAL and patina of a row, as the dealer recognises the part. */
export function itemDetails(item: ItemRow): string {
  return [item.material, [item.color, item.ral && `RAL ${item.ral.replace(/^RAL\s*/i, '')}`].filter(Boolean).join(' '), item.patina && `патина ${item.patina}`, item.glass && `стекло ${item.glass}`]
    .filter(Boolean)
    .join(', ');
}

export async function orderRows(db: Database | Tx, orderId: number): Promise<{ items: ItemRow[]; rows: RelatedRow[] }> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.num));
  return {
    items,
    rows: items.map((item) => ({ num: item.num, name: item.name, height: item.height, width: item.width, quantity: item.quantity, details: itemDetails(item) })),
  };
}

export async function claimFiles(db: Database | Tx, rId: number): Promise<(typeof storedFiles.$inferSelect)[]> {
  const rows = await db
    .select({ file: storedFiles })
    .from(reklamationFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, reklamationFiles.fileId))
    .where(eq(reklamationFiles.reklamationId, rId))
    .orderBy(asc(storedFiles.id));
  return rows.map(({ file }) => file);
}

export function toClaimFile(file: typeof storedFiles.$inferSelect): ReklamationFile {
  return { id: file.id, name: file.originalName, src: fileSrc(file.id), size: file.size, image: REKLAMATION_IMAGE_KINDS.includes(file.kind as FileKind) };
}

/** Sent claims a user may see: a dealer's own, or every dealer's for the staff. */
const visibleTo = (user: Pick<AuthUser, 'id' | 'role'>): SQL | undefined =>
  and(ne(reklamations.status, 'draft'), user.role === 'manager' ? undefined : eq(reklamations.dealerId, user.id));

function ofFilter(filter: ClaimFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return filter === 'open' ? inArray(reklamations.status, OPEN_CLAIM_STATUSES) : eq(reklamations.status, filter);
}

/** A sent claim the user may see, with its course; undefined for any other id. */
export async function findClaim(db: Database, user: Pick<AuthUser, 'id' | 'role'>, id: number): Promise<Claim | undefined> {
  const [claim] = await readClaims(db, and(visibleTo(user), eq(reklamations.id, id)), 1);
  return claim;
}

/**
 * A page of the claims list, newest first. The page after `after` starts below that claim's place in the order
 * (sent time, then id), not at an offset: a claim sent meanwhile, or one moved out of the filter, shifts nothing.
 */
export async function claimPage(
  db: Database,
  user: Pick<AuthUser, 'id' | 'role'>,
  query: ClaimListQuery,
): Promise<{ claims: Claim[]; total: number; nextAfter: number | null }> {
  const { after, limit } = query;
  const scope = and(visibleTo(user), ofFilter(query.status));
  let below: SQL | undefined;
  if (after !== undefined) {
    const [known] = await db.select({ id: reklamations.id }).from(reklamations).where(and(visibleTo(user), eq(reklamations.id, after)));
    if (!known) throw new ApiError(400, { errorMessage: REKLAMATION_MESSAGES.badAfter, errors: { after: REKLAMATION_MESSAGES.badAfter } });
    const cursor = alias(reklamations, 'cursor');
    const place = db.select({ sentAt: cursor.sentAt, id: cursor.id }).from(cursor).where(eq(cursor.id, after));
    below = sql`(${reklamations.sentAt}, ${reklamations.id}) < ${place}`;
  }
  // One more than the page tells whether a next one exists without a second count.
  const [rows, [counted]] = await Promise.all([readClaims(db, and(scope, below), limit + 1), db.select({ n: count() }).from(reklamations).where(scope)]);
  const claims = rows.slice(0, limit);
  return { claims, total: counted?.n ?? 0, nextAfter: rows.length > limit ? (claims.at(-1)?.id ?? null) : null };
}

/** Sent claims with their course, newest first. */
async function readClaims(db: Database, where: SQL | undefined, limit: number): Promise<Claim[]> {
  const rows = await db
    .select({
      claim: reklamations,
      orderNumber: orders.orderNumber,
      dealer: sql<string>`coalesce(nullif(trim(${users.company}), ''), trim(${users.name} || ' ' || ${users.lastName}), ${users.email})`,
      files: sql<number>`(select count(*) from ${reklamationFiles} where ${reklamationFiles.reklamationId} = ${reklamations.id})`.mapWith(Number),
    })
    .from(reklamations)
    .innerJoin(users, eq(users.id, reklamations.dealerId))
    .leftJoin(orders, eq(orders.id, reklamations.orderId))
    .where(where)
    .orderBy(desc(reklamations.sentAt), desc(reklamations.id))
    .limit(limit);
  const ids = rows.map(({ claim }) => claim.id);
  const history = ids.length
    ? await db.select().from(reklamationHistory).where(inArray(reklamationHistory.reklamationId, ids)).orderBy(asc(reklamationHistory.id))
    : [];
  return rows.map(({ claim, orderNumber, dealer, files }) => ({
    id: claim.id,
    number: claim.number ?? claimNumber(claim.id),
    sent: (claim.sentAt ?? claim.createdAt).toISOString(),
    updated: claim.updatedAt.toISOString(),
    orderId: claim.orderId ?? claim.data?.orderId ?? 0,
    orderNumber: orderNumber ?? '',
    status: claim.status,
    statusName: REKLAMATION_STATUS_NAMES[claim.status],
    dealer,
    rows: claim.data?.rows.length ?? 0,
    files,
    history: history
      .filter((entry) => entry.reklamationId === claim.id)
      .map((entry) => ({ status: entry.status, name: REKLAMATION_STATUS_NAMES[entry.status], date: entry.createdAt.toISOString(), comment: entry.comment })),
    next: [...REKLAMATION_TRANSITIONS[claim.status]],
  }));
}
