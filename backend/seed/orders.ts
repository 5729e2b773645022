import { eq, inArray, sql } from 'drizzle-orm';
import { DAY_MS, moscowIsoDay } from '../../lib/moscow-time';
import * as t from '../db/schema';
import { demoItems } from './data/orders';
import type { Tx } from './load';
import type { SeedData, SeedOrderItem } from './types';

const BATCH = 500;
/** Prices of old orders are last season's: a repeat order shows them beside today's. */
const LAST_SEASON = 0.92;
const BENCH_STATUSES = ['n', 'ch', 'rq', 'ip', 'ep', 'sp', 'sp', 'sp', 'cn'] as const;

async function modelRates(tx: Tx): Promise<(item: SeedOrderItem) => number> {
  const rows = await tx.select({ title: t.products.title, price: t.products.price }).from(t.products);
  const rates = new Map(rows.map((row) => [row.title.replace(/[«»]/g, '').split(' ').pop()?.toLowerCase() ?? '', row.price ?? 5200]));
  return (item) => Math.round((rates.get(item.model.toLowerCase()) ?? 5200) * LAST_SEASON * Math.max((item.height * item.width) / 1e6, 0.1));
}

/**
 * When an order last changed: at its last step, as the factory's actions date them (production started, made ready,
 * shipped the day after), so that no order shows a change before its production dates; never later than now.
 */
function lastChange(status: string, at: { now: number; createdAt: number; startedAt: number; readyAt: number }): number {
  switch (status) {
    case 'ip':
      return at.startedAt;
    case 'ep':
      return at.readyAt;
    case 'sp':
      return Math.min(at.now, at.readyAt + DAY_MS);
    default:
      return Math.min(at.now, at.createdAt + 2 * DAY_MS);
  }
}

/** Demo clients, companies and orders of each book's dealer, plus `benchOrders` generated ones for the first. */
export async function insertOrders(tx: Tx, data: SeedData): Promise<void> {
  const books = data.orderBooks ?? [];
  if (books.length === 0) return;
  const price = await modelRates(tx);
  const emails = books.flatMap((book) => [book.dealerEmail, book.staffEmail]);
  const people = await tx.select({ id: t.users.id, email: t.users.email }).from(t.users).where(inArray(t.users.email, emails));
  const userId = (email: string) => people.find((p) => p.email === email)?.id;
  const now = Date.now();

  for (const [bookIndex, book] of books.entries()) {
    const dealerId = userId(book.dealerEmail);
    const staffId = userId(book.staffEmail);
    if (!dealerId || !staffId) continue;
    const clientIds = book.clients.length
      ? (await tx.insert(t.clients).values(book.clients.map((c) => ({ ...c, ownerId: dealerId }))).returning({ id: t.clients.id })).map((r) => r.id)
      : [];
    const companyIds = book.companies.length
      ? (await tx.insert(t.companies).values(book.companies.map((c) => ({ ...c, ownerId: dealerId }))).returning({ id: t.companies.id })).map((r) => r.id)
      : [];
    if (book.managers.length) await tx.insert(t.managers).values(book.managers.map((m) => ({ ...m, ownerId: dealerId })));

    const bench = bookIndex === 0 ? (data.benchOrders ?? 0) : 0;
    const generated = Array.from({ length: bench }, (_, i) => ({
      status: BENCH_STATUSES[i % BENCH_STATUSES.length] ?? 'sp',
      daysAgo: 50 + Math.floor(i / 4),
      orderNumber: `Б-${String(i + 1).padStart(4, '0')}`,
      clientIndex: i % Math.max(clientIds.length, 1),
      companyIndex: i % Math.max(companyIds.length, 1),
      customStatus: '',
      percentPay: 100,
      items: demoItems(i, 3),
      comments: i % 10 === 0 ? [{ by: 'manager' as const, text: 'Заказ принят.', viewed: i % 20 === 0 }] : [],
    }));
    const all = [...book.orders, ...generated];
    for (let start = 0; start < all.length; start += BATCH) {
      const chunk = all.slice(start, start + BATCH);
      const created = await tx
        .insert(t.orders)
        .values(
          chunk.map((order, i) => {
            const createdAt = new Date(now - order.daysAgo * DAY_MS - (start + i) * 60_000);
            const producing = ['ip', 'ep', 'sp'].includes(order.status);
            const startedAt = Math.min(now, createdAt.getTime() + 3 * DAY_MS);
            const plannedEnd = startedAt + 14 * DAY_MS;
            // Made ready, an order's production ends that day, as the factory's 'ready' action sets it.
            const readyAt = Math.min(now, plannedEnd);
            const done = order.status === 'ep' || order.status === 'sp';
            return {
              dealerId,
              authorId: dealerId,
              status: order.status,
              customStatus: order.customStatus,
              orderNumber: order.orderNumber,
              clientId: order.clientIndex === undefined ? null : (clientIds[order.clientIndex] ?? null),
              companyId: order.companyIndex === undefined ? null : (companyIds[order.companyIndex] ?? null),
              subscribe: order.status === 'ip',
              checked: order.status !== 'n' && order.status !== 'ch',
              checkUsers: order.status !== 'n' && order.status !== 'ch' ? ['Ирина Ковалёва'] : [],
              checkUserIds: order.status !== 'n' && order.status !== 'ch' ? [staffId] : [],
              productionStart: producing ? moscowIsoDay(new Date(startedAt)) : null,
              productionEnd: producing ? moscowIsoDay(new Date(done ? readyAt : plannedEnd)) : null,
              productionDays: producing ? 14 : 0,
              percentPay: order.percentPay,
              createdAt,
              updatedAt: new Date(lastChange(order.status, { now, createdAt: createdAt.getTime(), startedAt, readyAt })),
            };
          }),
        )
        .returning({ id: t.orders.id });
      const items = chunk.flatMap((order, i) =>
        order.items.map((item, n) => ({ ...item, orderId: created[i]?.id ?? 0, num: n + 1, unit: 'шт.', price: price(item) })),
      );
      for (let k = 0; k < items.length; k += BATCH) await tx.insert(t.orderItems).values(items.slice(k, k + BATCH));
      const comments = chunk.flatMap((order, i) =>
        order.comments.map((comment) => ({ ...comment, orderId: created[i]?.id ?? 0, authorId: comment.by === 'dealer' ? dealerId : staffId })),
      );
      if (comments.length === 0) continue;
      const inserted = await tx
        .insert(t.comments)
        .values(comments.map(({ orderId, authorId, text }) => ({ orderId, authorId, text })))
        .returning({ id: t.comments.id });
      const views = inserted.flatMap((row, i) => (comments[i]?.viewed ? [{ commentId: row.id, userId: dealerId }] : []));
      if (views.length) await tx.insert(t.commentViews).values(views);
    }
    await tx.update(t.comments).set({ updatedAt: sql`${t.comments.createdAt}` }).where(eq(t.comments.authorId, staffId));
    await tx.update(t.comments).set({ updatedAt: sql`${t.comments.createdAt}` }).where(eq(t.comments.authorId, dealerId));
  }
}
