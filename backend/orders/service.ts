import { and, asc, count, desc, eq, exists, gte, ilike, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ORDER_PAGE_SIZE,
  ORDER_STATUS_CODES,
  ORDER_STATUS_NAMES,
  type orderListQuerySchema,
  type Order,
  type OrderFile,
  type OrderDealer,
  type OrderListResponse,
} from '../../api-client/schemas/orders';
import type { z } from 'zod';
import { DAY_MS, moscowDayStart } from '../../lib/moscow-time';
import type { Database, Tx } from '../db/client';
import { clients, commentViews, comments, companies, orderFiles, orderItems, orders, storedFiles, users } from '../db/schema';
import type { AuthUser } from '../lib/context';
import { ApiError, fieldError, notFound } from '../lib/errors';
import { ORDER_NOT_FOUND } from './calculator-order';
import { allowedActions } from './state-machine';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Staff see every order; a dealer only theirs. Anything else is 'not found', so ids cannot be probed. */
export function visibleOrders(user: Pick<AuthUser, 'role' | 'id'>): SQL | undefined {
  return user.role === 'manager' ? undefined : eq(orders.dealerId, user.id);
}

/** How many orders the user sees and when the newest was made: the profile's 'Заказов' and 'Последний заказ'. */
export async function orderFactsOf(db: Database, user: Pick<AuthUser, 'role' | 'id'>): Promise<{ count: number; last: string | null }> {
  const [row] = await db
    .select({ count: count(), last: sql<Date | string | null>`max(${orders.createdAt})` })
    .from(orders)
    .where(visibleOrders(user));
  return { count: row?.count ?? 0, last: row?.last ? new Date(row.last).toISOString() : null };
}

/** An order that is not there (or not the user's): named, since an action on one removed in another tab ends here. */
const orderNotFound = () => new ApiError(404, { errorMessage: ORDER_NOT_FOUND });

export async function loadOrder(db: Database, user: AuthUser, id: number): Promise<OrderRow> {
  if (!Number.isSafeInteger(id) || id < 1) throw orderNotFound();
  const [order] = await db.select().from(orders).where(and(eq(orders.id, id), visibleOrders(user)));
  if (!order) throw orderNotFound();
  return order;
}

export const ORDER_CHANGED_MESSAGE = 'Заказ только что изменился: обновите страницу';

/**
 * Inside a transaction, holds the order's row until it ends, so that a concurrent delete or status change waits
 * instead of leaving rows that point at nothing; an order gone (or, given its status, moved on) since it was read is a 409.
 */
export async function lockOrder(tx: Tx, order: Pick<OrderRow, 'id'> & Partial<Pick<OrderRow, 'status'>>): Promise<void> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, order.id), order.status === undefined ? undefined : eq(orders.status, order.status)))
    .for('update');
  if (!row) throw new ApiError(409, { errorMessage: ORDER_CHANGED_MESSAGE });
}

export function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Comments on the order neither written nor yet viewed by the user. */
export function unreadComments(userId: number): SQL {
  return and(
    ne(comments.authorId, userId),
    notExists(
      sql`(select 1 from ${commentViews} where ${commentViews.commentId} = ${comments.id} and ${commentViews.userId} = ${userId})`,
    ),
  ) as SQL;
}

/** The order's dealer as the staff are told it (their name, company and e-mail); a dealer's own answers leave it out. */
function dealerFor(user: AuthUser, dealer: { name: string; lastName: string; company: string; email: string } | undefined): { dealer?: OrderDealer } {
  if (user.role !== 'manager' || !dealer) return {};
  return { dealer: { name: [dealer.name, dealer.lastName].filter(Boolean).join(' '), company: dealer.company, email: dealer.email } };
}

const dealerColumns = { name: users.name, lastName: users.lastName, company: users.company, email: users.email };

/** Users under a name of their own in the search's subquery, which the status counts read without the list's join. */
const searchedDealer = alias(users, 'searched_dealer');
/** The order page joins users twice: its author and its dealer. */
const orderDealer = alias(users, 'order_dealer');

/** The staff's search also finds an order by its dealer's name, company or e-mail. */
function dealerMatches(db: Database, pattern: string): SQL {
  return exists(
    db
      .select({ id: searchedDealer.id })
      .from(searchedDealer)
      .where(
        and(
          eq(searchedDealer.id, orders.dealerId),
          or(
            ilike(sql`(${searchedDealer.name} || ' ' || ${searchedDealer.lastName})`, pattern),
            ilike(searchedDealer.company, pattern),
            ilike(searchedDealer.email, pattern),
          ),
        ),
      ),
  );
}

/** The search field: the order's id or number, and for the staff its dealer too. */
function searchFilter(db: Database, user: AuthUser, text: string): SQL | undefined {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    /^\d{1,9}$/.test(text) ? eq(orders.id, Number(text)) : undefined,
    ilike(orders.orderNumber, pattern),
    user.role === 'manager' ? dealerMatches(db, pattern) : undefined,
  );
}

export async function listOrders(db: Database, user: AuthUser, query: z.output<typeof orderListQuerySchema>): Promise<OrderListResponse> {
  const page = query.page ?? 1;
  const pageSize = query.limit ?? ORDER_PAGE_SIZE;
  const number = query.number?.trim();
  const where = and(
    visibleOrders(user),
    query.status ? eq(orders.status, query.status) : undefined,
    query.client_id ? eq(orders.clientId, query.client_id) : undefined,
    query.company_id ? eq(orders.companyId, query.company_id) : undefined,
    query.date_from ? gte(orders.createdAt, moscowDayStart(query.date_from)) : undefined,
    query.date_to ? lt(orders.createdAt, new Date(moscowDayStart(query.date_to).getTime() + DAY_MS)) : undefined,
    number ? searchFilter(db, user, number) : undefined,
    query.unreadMessages === 'y'
      ? sql`exists (select 1 from ${comments} where ${comments.orderId} = ${orders.id} and ${unreadComments(user.id)})`
      : undefined,
  );
  const direction = query.order_sort === 'asc' ? asc : desc;
  const talk = db
    .select({
      all: sql<number>`count(*)`.mapWith(Number).as('all_comments'),
      unread: sql<number>`count(*) filter (where ${unreadComments(user.id)})`.mapWith(Number).as('new_comments'),
    })
    .from(comments)
    .where(eq(comments.orderId, orders.id))
    .as('talk');
  // The page reads the list's index and stops at the LIMIT; its comment counts and totals are looked up for those rows only.
  // The second query is one pass over the visible orders: per status for the filter's choices, the filtered count for the pages.
  const [rows, perStatus] = await Promise.all([
    db
      .select({
        order: orders,
        clientName: clients.name,
        dealer: dealerColumns,
        allComments: talk.all,
        newComments: talk.unread,
        total: sql<number>`(select coalesce(sum(${orderItems.price} * ${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.dealerId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoinLateral(talk, sql`true`)
      .where(where)
      .orderBy(direction(orders.createdAt), direction(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ status: orders.status, matching: sql<number>`count(*) filter (where ${where ?? sql`true`})`.mapWith(Number) })
      .from(orders)
      .where(visibleOrders(user))
      .groupBy(orders.status),
  ]);
  const totalCount = perStatus.reduce((sum, row) => sum + row.matching, 0);
  const present = new Set(perStatus.map((row) => row.status));
  return {
    items: rows.map(({ order, clientName, dealer, allComments, newComments, total }) => ({
      id: order.id,
      status_code: order.status,
      status_name: ORDER_STATUS_NAMES[order.status],
      date_create: order.createdAt.toISOString(),
      date_update: order.updatedAt.toISOString(),
      start_production: order.productionStart,
      end_production: order.productionEnd,
      order_check: order.checked,
      order_check_users: order.checkUsers,
      all_comments: allComments,
      new_comments: newComments,
      order_number: order.orderNumber,
      client: order.clientId && clientName !== null ? { id: order.clientId, name: clientName } : null,
      ...dealerFor(user, dealer),
      total,
      actions: allowedActions(order, user),
    })),
    pagination: { page, pageSize, pageCount: Math.ceil(totalCount / pageSize), total: totalCount },
    availableStatuses: ORDER_STATUS_CODES.filter((code) => present.has(code)).map((code) => ({ code, name: ORDER_STATUS_NAMES[code] })),
  };
}

export const fileSrc = (id: number) => `/api/v1/download/${id}`;

export function toOrderFile(file: typeof storedFiles.$inferSelect): OrderFile {
  return { id: file.id, name: file.originalName, src: fileSrc(file.id), size: file.size };
}

/** Section 3's info attributes, in its order and with its labels; colour carries its RAL code. */
export const INFO_ATTRIBUTES = [
  ['model', 'Модель фасада'],
  ['glass', 'Стекло'],
  ['material', 'Материал'],
  ['layout', 'Раскладка'],
  ['color', 'Цвет'],
  ['varnish', 'Лак'],
  ['patina', 'Патина'],
  ['packaging', 'Упаковка'],
] as const;

function itemAttributes(item: ItemRow) {
  return INFO_ATTRIBUTES.map(([code, label]) => ({
    code,
    label,
    value: code === 'color' ? [item.color, item.ral && `RAL ${item.ral.replace(/^RAL\s*/i, '')}`].filter(Boolean).join(' ') : item[code],
  })).filter((attribute) => attribute.value !== '');
}

/** Whole Moscow days from the start of `from` to `to`: production counts the factory's days, as the cabinet shows them. */
const daysBetween = (from: string, to: Date) => Math.floor((to.getTime() - moscowDayStart(from).getTime()) / DAY_MS);

export function progressOf(order: OrderRow, today = new Date()) {
  const { productionStart: start, productionEnd: end, productionDays: days } = order;
  const done = start ? Math.min(Math.max(daysBetween(start, today), 0), days) : 0;
  const finished = order.status === 'ep' || order.status === 'sp';
  // A finished order took as long as its dates say, which may be less than the days planned.
  const took = start && end ? Math.max(daysBetween(start, moscowDayStart(end)), 0) : days;
  return {
    start_production: start,
    end_production: end,
    production_days: days,
    production_days_last: finished ? took : done,
    production_days_left: finished || !start ? (finished ? 0 : days) : Math.max(days - done, 0),
  };
}

const AREA_FORMAT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

export async function orderDetail(db: Database, user: AuthUser, order: OrderRow): Promise<Order> {
  const [items, attachments, [extra], [commentCount]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.num)),
    db
      .select({ file: storedFiles })
      .from(orderFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, orderFiles.fileId))
      .where(eq(orderFiles.orderId, order.id))
      .orderBy(asc(storedFiles.id)),
    db
      .select({
        clientName: clients.name,
        companyName: companies.name,
        authorName: users.name,
        authorLastName: users.lastName,
        dealer: { name: orderDealer.name, lastName: orderDealer.lastName, company: orderDealer.company, email: orderDealer.email },
        source: sql<string | null>`(select ${storedFiles.originalName} from ${storedFiles} where ${storedFiles.id} = ${orders.sourceFileId})`,
        sourceSize: sql<number | null>`(select ${storedFiles.size} from ${storedFiles} where ${storedFiles.id} = ${orders.sourceFileId})`,
        invoice: sql<string | null>`(select ${storedFiles.originalName} from ${storedFiles} where ${storedFiles.id} = ${orders.invoiceFileId})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.authorId))
      .innerJoin(orderDealer, eq(orderDealer.id, orders.dealerId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orders.id, order.id)),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${unreadComments(user.id)})`.mapWith(Number) })
      .from(comments)
      .where(eq(comments.orderId, order.id)),
  ]);
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
  const area = items.reduce((sum, item) => sum + (item.height * item.width * item.quantity) / 1_000_000, 0);
  return {
    id: order.id,
    statusCode: order.status,
    statusName: ORDER_STATUS_NAMES[order.status],
    customStatus: order.customStatus,
    createDate: order.createdAt.toISOString(),
    progress: progressOf(order),
    number: { id: order.id, order_number: order.orderNumber },
    order_head_number: order.headNumber,
    client: order.clientId && extra?.clientName ? { id: order.clientId, name: extra.clientName } : null,
    company: order.companyId && extra?.companyName ? { id: order.companyId, name: extra.companyName } : null,
    ...dealerFor(user, extra?.dealer),
    author: { name: extra?.authorName ?? '', last_name: extra?.authorLastName ?? '' },
    invoice: order.invoiceFileId && extra?.invoice ? { name: extra.invoice, src: fileSrc(order.invoiceFileId) } : null,
    price: {
      total,
      percent_pay: order.percentPay,
      purchase_amount: Math.round((total * (100 - order.discount)) / 100),
      sale: order.discount,
    },
    files: attachments.map(({ file }) => toOrderFile(file)),
    sourceFile:
      order.sourceFileId && extra?.source
        ? { id: order.sourceFileId, name: extra.source, src: fileSrc(order.sourceFileId), size: extra.sourceSize ?? 0 }
        : null,
    notation: order.notation,
    subscribe: order.subscribe,
    order_check: order.checked,
    order_check_users: order.checkUsers,
    infoList: [
      { label: 'Позиций', value: String(items.length) },
      { label: 'Фасадов, шт', value: String(pieces) },
      { label: 'Площадь, м²', value: AREA_FORMAT.format(area) },
      ...(extra?.source ? [{ label: 'Файл заказа', value: extra.source }] : []),
    ],
    products: items.map((item) => ({
      num: item.num,
      height: item.height,
      width: item.width,
      unit: item.unit,
      info: item.info,
      name: item.name,
      price: Math.round(item.price),
      quantity: item.quantity,
      sum: Math.round(item.price * item.quantity),
      attributes: itemAttributes(item),
    })),
    comments: { total: commentCount?.total ?? 0, unread: commentCount?.unread ?? 0 },
    actions: allowedActions(order, user),
  };
}

/**
 * A client or company of the owner's to put on an order; null or undefined pass through. One removed meanwhile
 * (most likely in another tab), or another owner's, is said at the field, not as an unknown page.
 */
export async function ownedEntityId<T extends number | null | undefined>(db: Database, table: typeof clients | typeof companies, ownerId: number, id: T): Promise<T> {
  if (id === null || id === undefined) return id;
  const where = table === clients ? and(eq(clients.id, id), eq(clients.ownerId, ownerId), isNull(clients.deletedAt)) : and(eq(companies.id, id), eq(companies.ownerId, ownerId));
  const [row] = await db.select({ id: table.id }).from(table).where(where);
  if (!row) {
    const [field, message] = table === clients ? ['client_id', 'Клиент не найден: обновите страницу'] : ['company_id', 'Компания не найдена: обновите страницу'];
    throw fieldError(400, field, message);
  }
  return id;
}
