import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderListQuerySchema, OrderListResponse } from '../../api-client/schemas/orders';
import type { Database } from '../db/client';
import { orderListVersions } from '../db/schema';
import type { AuthUser } from '../lib/context';
import { ttlCache, type TtlCache } from '../lib/ttl-cache';
import { listOrders } from './service';

type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** An entry is served only under the version it was built for; its age bounds the memory and any change no trigger sees. */
const LIST_CACHE_MS = 60_000;
const LIST_CACHE_SIZE = 1000;

export type OrderListCache = TtlCache<OrderListResponse>;

/** One per backend instance: instances share nothing but the database, whose versions tell each whether its copy is current. */
export const orderListCache = (): OrderListCache => ttlCache<OrderListResponse>({ ttlMs: LIST_CACHE_MS, maxEntries: LIST_CACHE_SIZE });

/** The same filters in any order, with the number trimmed as the list trims it, make one key. */
function queryKey(query: OrderListQuery): string {
  const normal: Record<string, unknown> = { ...query, number: query.number?.trim() || undefined };
  return JSON.stringify(Object.keys(normal).sort().map((name) => [name, normal[name] ?? null]));
}

/** The dealer's version of their order list: 0 until the first change to it. */
export async function orderListVersion(db: Database, dealerId: number): Promise<number> {
  const [row] = await db.select({ version: orderListVersions.version }).from(orderListVersions).where(eq(orderListVersions.scope, dealerId));
  return row?.version ?? 0;
}

/**
 * A dealer's list from memory while its version is unchanged (`version`: read with the user by requireUser, else here);
 * the staff's list of every order is always read (one hot version row for every order would turn each write into a bump
 * of it and each read into a miss).
 */
export async function cachedOrderList(
  db: Database,
  cache: OrderListCache,
  user: AuthUser,
  query: OrderListQuery,
  version?: number,
): Promise<OrderListResponse> {
  if (user.role !== 'dealer') return listOrders(db, user, query);
  // The version is read BEFORE the list: a write committing in between is then in the list under the older key (newer, never staler, than its key).
  const current = version ?? (await orderListVersion(db, user.id));
  return cache.get(`${user.id}:${current}:${queryKey(query)}`, () => listOrders(db, user, query));
}
