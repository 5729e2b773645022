import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientResponseSchema } from '../../api-client/schemas/clients';
import { commentResponseSchema } from '../../api-client/schemas/comments';
import { orderCreatedResponseSchema, orderListQuerySchema, orderListResponseSchema, type OrderListResponse } from '../../api-client/schemas/orders';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { createApp } from '../../backend/app';
import { hashPassword } from '../../backend/auth/password';
import type { Database } from '../../backend/db/client';
import { orders, users } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import type { AuthUser } from '../../backend/lib/context';
import { createLogger } from '../../backend/lib/logger';
import { cachedOrderList, orderListCache, orderListVersion } from '../../backend/orders/list-cache';
import { listOrders } from '../../backend/orders/service';
import { getJson, postJson, useTestApp } from './helpers/request';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';
import { goodRows, workbookFile, type Row } from './helpers/workbook';

type Headers = Record<string, string>;
type App = { request: Hono['request'] };

const DEALER = { login: 'dealer@example.ru', password: 'dealer-pass-1' };
const MANAGER = { login: 'manager@example.ru', password: 'manager-pass-1' };
const LISTS = ['?page=1', '?status=n&page=1', '?order_sort=asc&limit=5'];

/** What the API does for a person, with the database those apps share. */
function orderApi(app: () => App, db: () => Database) {
  const accounts = new Map<string, AuthUser>();
  async function signIn({ login, password }: typeof DEALER): Promise<Headers> {
    const { jwt } = tokenResponseSchema.parse((await postJson(app(), '/api/v1/user/login', { login, password })).body);
    const [user] = await db().select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(sql`lower(${users.email})`, login));
    if (!user) throw new Error(`No fixture user ${login}`);
    accounts.set(jwt, user as AuthUser);
    return { 'X-API-Key': jwt };
  }
  async function createOrder(headers: Headers, rows: Row[] = goodRows(2)) {
    const form = new FormData();
    form.set('file_order', await workbookFile(rows));
    const res = await postJson(app(), '/api/v1/order/excel', form, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }
  async function ok(res: Promise<{ status: number; body: unknown }>) {
    const { status, body } = await res;
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }
  /** The list as the API answers it, checked against the list read straight from the database. */
  async function freshList(headers: Headers, query = '?page=1', from: App = app()): Promise<OrderListResponse> {
    const answer = orderListResponseSchema.parse(await ok(getJson(from, `/api/v1/order/${query}`, headers)));
    const parsed = orderListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const user = accounts.get(headers['X-API-Key'] ?? '');
    if (!user) throw new Error('Not signed in through signIn');
    const truth: unknown = JSON.parse(JSON.stringify(await listOrders(db(), user, parsed)));
    expect(answer, query).toEqual(truth);
    return answer;
  }
  /** A change made behind the triggers' back: no version moves, so only an uncached list can show it. */
  const behindTriggers = (run: (tx: Database) => Promise<unknown>) =>
    db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await run(tx);
    });
  return { signIn, createOrder, ok, freshList, behindTriggers, dealerOf: (headers: Headers) => accounts.get(headers['X-API-Key'] ?? '')?.id ?? 0 };
}

const itemOf = (list: OrderListResponse, id: number) => list.items.find((item) => item.id === id);

describe.each(TEST_DRIVERS)('the dealer order list from memory on %s', (kind) => {
  const test = useTestApp(kind);
  const api = orderApi(test.app, () => test.database().db);
  const { signIn, createOrder, ok, freshList } = api;

  it('shows every change to what the list shows at the next request: orders, status, number, items, client, comments, views, deletion', async () => {
    const headers = await signIn(DEALER);
    const factory = await signIn(MANAGER);
    const app = test.app();
    const { db } = test.database();
    const dealer = api.dealerOf(headers);
    const warm = async () => {
      for (const query of LISTS) await freshList(headers, query);
    };
    /** Runs a change with every list cached before it, and checks that the dealer's version moved and every list is current. */
    async function change(label: string, run: () => Promise<unknown>) {
      await warm();
      const before = await orderListVersion(db, dealer);
      await run();
      expect(await orderListVersion(db, dealer), label).toBeGreaterThan(before);
      const lists = [];
      for (const query of LISTS) lists.push(await freshList(headers, query));
      return lists[0] as OrderListResponse;
    }

    const first = await createOrder(headers, goodRows(3));
    let list = await change('new order', () => createOrder(headers, goodRows(1)));
    const second = list.items[0]?.id ?? 0;
    expect(second).toBeGreaterThan(first);
    expect(list.pagination.total).toBe(2);

    const total = itemOf(list, first)?.total ?? 0;
    list = await change('items replaced', async () => {
      const form = new FormData();
      form.set('file_order', await workbookFile(goodRows(6)));
      await ok(postJson(app, `/api/v1/order/${first}/excel`, form, headers));
    });
    expect(itemOf(list, first)?.total).toBeGreaterThan(total);

    list = await change('dealer action', () => ok(getJson(app, `/api/v1/order/${second}/validate`, headers)));
    expect(itemOf(list, second)).toMatchObject({ status_code: 'ch', status_name: 'Проверка' });

    list = await change('checked', () => ok(getJson(app, `/api/v1/order/${second}/setchecked`, headers)));
    expect(itemOf(list, second)).toMatchObject({ order_check: true, order_check_users: ['Иван Петров'] });

    const client = clientResponseSchema.parse(await ok(postJson(app, '/api/v1/client', { name: 'Кухни «Уют»' }, headers))).client;
    list = await change('number and client', () => ok(postJson(app, `/api/v1/order/${first}`, { order_number: 'К-17', client_id: String(client.id) }, headers)));
    expect(itemOf(list, first)).toMatchObject({ order_number: 'К-17', client: { id: client.id, name: 'Кухни «Уют»' } });

    list = await change('client renamed', () => ok(postJson(app, `/api/v1/client/${client.id}`, { name: 'Кухни «Уют-2»' }, headers)));
    expect(itemOf(list, first)?.client).toEqual({ id: client.id, name: 'Кухни «Уют-2»' });

    const comment = { id: 0 };
    list = await change('comment added', async () => {
      comment.id = commentResponseSchema.parse(await ok(postJson(app, '/api/v1/comment', { order_id: first, comment: 'Размеры верны?' }, factory))).comment.id;
    });
    expect(itemOf(list, first)).toMatchObject({ all_comments: 1, new_comments: 1 });

    list = await change('comment viewed', () => ok(postJson(app, '/api/v1/comment/state', { viewed_state: 'y', 'comment_ids[]': [comment.id] }, headers)));
    expect(itemOf(list, first)).toMatchObject({ all_comments: 1, new_comments: 0 });

    list = await change('comment deleted', () => ok(postJson(app, `/api/v1/comment/${comment.id}`, {}, factory, 'DELETE')));
    expect(itemOf(list, first)).toMatchObject({ all_comments: 0, new_comments: 0 });

    list = await change('factory status', () => ok(postJson(app, `/api/v1/order/${first}/status`, { action: 'cancel' }, factory)));
    expect(itemOf(list, first)).toMatchObject({ status_code: 'cn', actions: ['delete'] });
    expect(list.availableStatuses.map((status) => status.code)).toEqual(['ch', 'cn']);

    list = await change('order deleted', () => ok(postJson(app, `/api/v1/order/${first}`, {}, headers, 'DELETE')));
    expect(list.items.map((item) => item.id)).toEqual([second]);
    expect(list.pagination.total).toBe(1);
  });

  it('answers an unchanged list from memory: a change no trigger saw shows only once the version moves', async () => {
    const headers = await signIn(DEALER);
    const id = await createOrder(headers);
    await freshList(headers);
    await api.behindTriggers((tx) => tx.update(orders).set({ orderNumber: 'мимо' }).where(eq(orders.id, id)));
    const cached = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order/?page=1', headers)).body);
    expect(itemOf(cached, id)?.order_number).toBe('');
    const same = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order/?number=%20&page=1', headers)).body);
    expect(itemOf(same, id)?.order_number).toBe('');
    // A new order starts subscribed: unsubscribing is a change the triggers see.
    await ok(getJson(test.app(), `/api/v1/order/${id}/unsubscribe`, headers));
    expect(itemOf(await freshList(headers), id)).toMatchObject({ order_number: 'мимо', actions: expect.not.arrayContaining(['unsubscribe']) as unknown });
  });

  it('reads the version itself when none came with the user', async () => {
    const headers = await signIn(DEALER);
    const id = await createOrder(headers);
    const { db } = test.database();
    const user = { id: api.dealerOf(headers), email: 'dealer@example.ru', role: 'dealer' as const };
    const cache = orderListCache();
    const read = async () => itemOf(await cachedOrderList(db, cache, user, { page: 1 }), id)?.order_number;
    expect(await read()).toBe('');
    await api.behindTriggers((tx) => tx.update(orders).set({ orderNumber: 'мимо' }).where(eq(orders.id, id)));
    expect(await read()).toBe('');
    await ok(getJson(test.app(), `/api/v1/order/${id}/unsubscribe`, headers));
    expect(await read()).toBe('мимо');
  });

  it('moves every version on a TRUNCATE, which fires no row trigger', async () => {
    const headers = await signIn(DEALER);
    await createOrder(headers);
    const { db } = test.database();
    const before = await orderListVersion(db, api.dealerOf(headers));
    let inside = before;
    const truncated = db.transaction(async (tx) => {
      await tx.execute(sql`truncate comment_views`);
      inside = await orderListVersion(tx, api.dealerOf(headers));
      throw new Error('rolled back');
    });
    await expect(truncated).rejects.toThrow('rolled back');
    expect(inside).toBe(before + 1);
  });

  it('refuses the list to a dealer deleted after it was cached', async () => {
    const { db } = test.database();
    await db.insert(users).values({ email: 'brief@example.ru', passwordHash: await hashPassword('brief-pass-1'), role: 'dealer' });
    const headers = await signIn({ login: 'brief@example.ru', password: 'brief-pass-1' });
    await createOrder(headers);
    expect((await freshList(headers)).items).toHaveLength(1);
    await db.delete(users).where(eq(users.id, api.dealerOf(headers)));
    const refused = await getJson(test.app(), '/api/v1/order/?page=1', headers);
    expect(refused).toMatchObject({ status: 401, body: { errorMessage: 'Invalid token specified' } });
  });

  it("reads the staff's list of every order each time: correct after changes and never from memory", async () => {
    const headers = await signIn(DEALER);
    const factory = await signIn(MANAGER);
    const id = await createOrder(headers);
    let list = await freshList(factory);
    expect(itemOf(list, id)?.status_code).toBe('n');
    await ok(postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'cancel' }, factory));
    list = await freshList(factory);
    expect(itemOf(list, id)?.status_code).toBe('cn');
    await api.behindTriggers((tx) => tx.update(orders).set({ orderNumber: 'без версии' }).where(eq(orders.id, id)));
    expect(itemOf(await freshList(factory), id)?.order_number).toBe('без версии');
    await freshList(factory, '?status=cn&page=1');
  });
});

describe.each(TEST_DRIVERS)('the dealer order list of two backend instances on one database on %s', (kind) => {
  let database: TestDatabase;
  let instances: Hono[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Two processes behind a balancer: one configuration (the same secret and file store), separate memories, one database.
    const config = ephemeralConfig();
    instances = [0, 1].map(() => createApp({ db: database.db, kind, logger: createLogger('silent'), config }));
  });
  afterAll(() => database.drop());
  const [a, b] = [() => instances[0] as Hono, () => instances[1] as Hono];
  const api = orderApi(a, () => database.db);

  it('shows a change made through one instance in the next list of the other, which had it in memory', async () => {
    const headers = await api.signIn(DEALER);
    const factory = await api.signIn(MANAGER);
    const id = await api.createOrder(headers);
    expect(itemOf(await api.freshList(headers, '?page=1', b()), id)).toMatchObject({ status_code: 'n', all_comments: 0 });

    const other = await api.createOrder(headers);
    expect((await api.freshList(headers, '?page=1', b())).items.map((item) => item.id)).toEqual([other, id]);

    await api.ok(postJson(a(), '/api/v1/comment', { order_id: id, comment: 'Когда отгрузка?' }, factory));
    expect(itemOf(await api.freshList(headers, '?page=1', b()), id)).toMatchObject({ all_comments: 1, new_comments: 1 });

    await api.ok(postJson(b(), `/api/v1/order/${id}/status`, { action: 'cancel' }, factory));
    expect(itemOf(await api.freshList(headers, '?page=1', a()), id)?.status_code).toBe('cn');
    await api.ok(postJson(a(), `/api/v1/order/${other}`, {}, headers, 'DELETE'));
    expect((await api.freshList(headers, '?page=1', b())).items.map((item) => item.id)).toEqual([id]);
  });
});
