import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { notificationsResponseSchema } from '../../api-client/schemas/notifications';
import {
  orderActionResponseSchema,
  orderCreatedResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  type OrderStatusCode,
} from '../../api-client/schemas/orders';
import { clients, orderItems, orders, storedFiles, users } from '../../backend/db/schema';
import { getJson, postJson, useTestApp } from './helpers/request';
import { inTurn } from './helpers/row-lock';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';
import { goodRows, workbookFile } from './helpers/workbook';

/** What the factory's staff may do to a dealer's order, and what they are told of whose order it is. */
describe.each(TEST_DRIVERS)('orders seen by the staff on %s', (kind) => {
  const test = useTestApp(kind);
  const dealer = () => signIn(test, 'dealer@example.ru');
  const staff = () => signIn(test, 'manager@example.ru');

  async function createOrder(headers: Record<string, string>) {
    const form = new FormData();
    form.set('file_order', await workbookFile(goodRows(2)));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, headers);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }
  const db = () => test.database().db;
  const setStatus = (id: number, status: OrderStatusCode) => db().update(orders).set({ status }).where(eq(orders.id, id));
  const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const items = (id: number) => db().select().from(orderItems).where(eq(orderItems.orderId, id));
  const fileCount = async () => (await db().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(storedFiles))[0]?.n ?? 0;
  const order = async (id: number, headers: Record<string, string>) => orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body).order;
  const listItem = async (id: number, headers: Record<string, string>, query = `number=${id}`) =>
    orderListResponseSchema.parse((await getJson(test.app(), `/api/v1/order?${query}`, headers)).body).items.find((item) => item.id === id);

  function expectForbidden(res: { status: number; body: unknown }) {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Недостаточно прав');
  }

  it("refuses the staff the dealer's subscription, both ways, and leaves it as it was", async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    const subscribed = await createOrder(headers);
    const quiet = await createOrder(headers);
    expect((await getJson(test.app(), `/api/v1/order/${quiet}/unsubscribe`, headers)).status).toBe(200);
    for (const [id, action] of [[subscribed, 'unsubscribe'], [quiet, 'subscribe']] as const) {
      const before = await row(id);
      expectForbidden(await getJson(test.app(), `/api/v1/order/${id}/${action}`, factory));
      expect(await row(id)).toEqual(before);
    }
    // Nor through the order's form, which also carries the flag.
    const before = await row(subscribed);
    expectForbidden(await postJson(test.app(), `/api/v1/order/${subscribed}`, { subscribe: 'n' }, factory));
    expect(await row(subscribed)).toEqual(before);
    expect((await order(subscribed, factory)).actions).not.toContain('unsubscribe');
    expect((await order(quiet, factory)).actions).not.toContain('subscribe');
    expect((await order(subscribed, headers)).actions).toContain('unsubscribe');
  });

  it("refuses the staff to delete a dealer's order, which stays with its rows, and offers them no «Удалить»", async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    for (const status of ['n', 'ch', 'cn'] as const) {
      const id = await createOrder(headers);
      await setStatus(id, status);
      const before = await row(id);
      expectForbidden(await postJson(test.app(), `/api/v1/order/${id}`, {}, factory, 'DELETE'));
      expect(await row(id)).toEqual(before);
      expect(await items(id)).toHaveLength(2);
      expect((await order(id, factory)).actions).not.toContain('delete');
      expect((await listItem(id, factory))?.actions).not.toContain('delete');
      expect((await listItem(id, headers))?.actions).toContain('delete');
    }
  });

  it("offers the staff only check, send to production and return to draft; the dealer's offers stay", async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    const id = await createOrder(headers);
    expect((await order(id, factory)).actions).toEqual(['upload', 'setchecked']);
    expect((await listItem(id, factory))?.actions).toEqual(['upload', 'setchecked']);
    expect((await order(id, headers)).actions).toEqual(['validate', 'upload', 'setchecked', 'unsubscribe', 'delete', 'edit', 'files', 'excel']);
    await setStatus(id, 'ch');
    expect((await order(id, factory)).actions).toEqual(['upload', 'setchecked', 'draft']);
    await setStatus(id, 'wt');
    expect((await order(id, factory)).actions).toEqual(['draft']);
    for (const status of ['rq', 'ip', 'ep', 'sp', 'cn'] as const) {
      await setStatus(id, status);
      expect((await order(id, factory)).actions, status).toEqual([]);
    }
  });

  it('refuses the staff validate, edit, files and the workbook, and writes nothing', async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    const id = await createOrder(headers);
    const client = (await postJson(test.app(), '/api/v1/client', { name: 'Кухни «Уют»' }, headers)).body as { client: { id: number } };
    expect((await postJson(test.app(), `/api/v1/order/${id}`, { order_number: 'К-1', client_id: String(client.client.id), comment: 'Дилера' }, headers)).status).toBe(200);
    const before = await row(id);
    const rows = await items(id);
    const files = await fileCount();

    expectForbidden(await getJson(test.app(), `/api/v1/order/${id}/validate`, factory));
    for (const body of [{ order_number: 'Фабрика' }, { client_id: 'null' }, { company_id: 'null' }, { comment: 'Фабрика' }]) {
      expectForbidden(await postJson(test.app(), `/api/v1/order/${id}`, body, factory));
    }
    const attach = new FormData();
    attach.append('add_files[]', new File(['%PDF-1.4 чертёж'], 'чертёж.pdf'));
    expectForbidden(await postJson(test.app(), `/api/v1/order/${id}`, attach, factory));
    const replace = new FormData();
    replace.set('file_order', await workbookFile(goodRows(5)));
    expectForbidden(await postJson(test.app(), `/api/v1/order/${id}/excel`, replace, factory));

    expect(await row(id)).toEqual(before);
    expect(await items(id)).toEqual(rows);
    expect(await fileCount()).toBe(files);
    const seen = await order(id, headers);
    expect(seen).toMatchObject({ statusCode: 'n', number: { order_number: 'К-1' }, client: { id: client.client.id }, notation: 'Дилера', files: [] });
  });

  it('lets the staff check, send to production and return to draft', async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    const id = await createOrder(headers);
    const checked = orderActionResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}/setchecked`, factory)).body).order;
    expect(checked).toMatchObject({ order_check: true, order_check_users: ['Анна Смирнова'] });
    const uploaded = await getJson(test.app(), `/api/v1/order/${id}/upload`, factory);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(orderActionResponseSchema.parse(uploaded.body).order.statusCode).toBe('rq');
    const second = await createOrder(headers);
    await setStatus(second, 'ch');
    const drafted = await getJson(test.app(), `/api/v1/order/${second}/draft`, factory);
    expect(drafted.status).toBe(200);
    expect(orderActionResponseSchema.parse(drafted.body).order.statusCode).toBe('n');
  });

  it("takes the factory's check after the dealer's own, refuses each user a second one, and a draft clears them all", async () => {
    const { id: dealerId, headers } = await dealer();
    const { id: staffId, headers: factory } = await staff();
    const id = await createOrder(headers);
    await setStatus(id, 'ch');
    const unread = async () => notificationsResponseSchema.parse((await getJson(test.app(), '/api/v1/notifications?page=1', headers)).body).unreadCount;
    const noticesBefore = await unread();

    expect((await getJson(test.app(), `/api/v1/order/${id}/setchecked`, headers)).status).toBe(200);
    expect((await order(id, headers)).actions).not.toContain('setchecked');
    expect((await order(id, factory)).actions).toContain('setchecked');
    expect((await listItem(id, factory))?.actions).toContain('setchecked');

    const byStaff = await getJson(test.app(), `/api/v1/order/${id}/setchecked`, factory);
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200);
    expect(orderActionResponseSchema.parse(byStaff.body).order).toMatchObject({ order_check: true, order_check_users: ['Иван Петров', 'Анна Смирнова'] });
    expect((await row(id))?.checkUserIds).toEqual([dealerId, staffId]);
    // The subscribed dealer hears of the factory's check though the order was already checked by them.
    expect(await unread()).toBe(noticesBefore + 1);
    expect((await order(id, factory)).actions).not.toContain('setchecked');

    for (const who of [headers, factory]) {
      const before = await row(id);
      const twice = await getJson(test.app(), `/api/v1/order/${id}/setchecked`, who);
      expect(twice.status).toBe(409);
      expect(errorResponseSchema.parse(twice.body).errorMessage).toBe('Вы уже отметили заказ как проверенный');
      expect(await row(id)).toEqual(before);
    }

    expect((await getJson(test.app(), `/api/v1/order/${id}/draft`, headers)).status).toBe(200);
    expect(await row(id)).toMatchObject({ checked: false, checkUsers: [], checkUserIds: [] });
    expect((await order(id, headers)).actions).toContain('setchecked');
    expect((await order(id, factory)).actions).toContain('setchecked');
  });

  it.runIf(kind === 'postgres')('keeps both checks of two staff members checking at once, and one of a user checking in two tabs at once', async () => {
    const { id: dealerId, headers } = await dealer();
    const { id: staffId, headers: factory } = await staff();
    await db().insert(users).values({ email: 'assistant@example.ru', passwordHash: 'не для входа', role: 'manager', name: 'Ольга', lastName: 'Кузнецова' });
    const { id: assistantId, headers: assistant } = await signIn(test, 'assistant@example.ru');
    const id = await createOrder(headers);
    const check = (by: Record<string, string>) => () => getJson(test.app(), `/api/v1/order/${id}/setchecked`, by);
    const checkAtOnce = (first: Record<string, string>, second: Record<string, string>) =>
      inTurn(db(), sql`select id from orders where id = ${id} for update`, [check(first), check(second)]);
    expect((await checkAtOnce(factory, assistant)).map((res) => res.status)).toEqual([200, 200]);
    expect(await row(id)).toMatchObject({ checked: true, checkUsers: ['Анна Смирнова', 'Ольга Кузнецова'], checkUserIds: [staffId, assistantId] });
    const twice = await checkAtOnce(headers, headers);
    expect(twice.map((res) => res.status)).toEqual([200, 409]);
    expect(errorResponseSchema.parse(twice[1]?.body).errorMessage).toBe('Вы уже отметили заказ как проверенный');
    expect((await row(id))?.checkUserIds).toEqual([staffId, assistantId, dealerId]);
  });

  it('clears every check when the dealer replaces the workbook', async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    const id = await createOrder(headers);
    expect((await getJson(test.app(), `/api/v1/order/${id}/setchecked`, factory)).status).toBe(200);
    const replace = new FormData();
    replace.set('file_order', await workbookFile(goodRows(3)));
    expect((await postJson(test.app(), `/api/v1/order/${id}/excel`, replace, headers)).status).toBe(200);
    expect(await row(id)).toMatchObject({ checked: false, checkUsers: [], checkUserIds: [] });
  });

  it("tells the staff whose order it is, in the list and on the order, and the dealer nothing new", async () => {
    const { id: dealerId, headers } = await dealer();
    const { headers: factory } = await staff();
    const id = await createOrder(headers);
    const [account] = await db().select().from(users).where(eq(users.id, dealerId));
    const expected = { name: 'Иван Петров', company: 'ООО Кухни', email: account?.email };
    expect((await listItem(id, factory))?.dealer).toEqual(expected);
    expect((await order(id, factory)).dealer).toEqual(expected);
    expect((await listItem(id, headers))?.dealer ?? null).toBeNull();
    expect((await order(id, headers)).dealer ?? null).toBeNull();
  });

  it("finds an order for the staff by its dealer's name, company or e-mail, and still by its number", async () => {
    const { headers } = await dealer();
    const { headers: factory } = await staff();
    const id = await createOrder(headers);
    expect((await postJson(test.app(), `/api/v1/order/${id}`, { order_number: 'Кухня-77' }, headers)).status).toBe(200);
    for (const text of ['Петров', 'иван петров', 'кухни', 'DEALER@example', 'Кухня-77', String(id)]) {
      expect(await listItem(id, factory, `number=${encodeURIComponent(text)}`), text).toBeDefined();
    }
    expect(await listItem(id, factory, `number=${encodeURIComponent('Сидоров')}`)).toBeUndefined();
    // The dealer's own search is by number only, as before.
    expect(await listItem(id, headers, `number=${encodeURIComponent('Петров')}`)).toBeUndefined();
    const counted = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order?number=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2', factory)).body);
    expect(counted.pagination.total).toBeGreaterThan(0);
    expect(counted.items.every((item) => item.dealer?.name === 'Иван Петров')).toBe(true);
  });

  it("keeps the dealer's client on the order, which the staff's own clients never held", async () => {
    const { headers } = await dealer();
    const { id: staffId } = await staff();
    const id = await createOrder(headers);
    const [own] = await db().insert(clients).values({ ownerId: staffId, name: 'Клиент менеджера' }).returning();
    const { headers: factory } = await staff();
    expectForbidden(await postJson(test.app(), `/api/v1/order/${id}`, { client_id: String(own?.id) }, factory));
    expect((await row(id))?.clientId).toBeNull();
  });
});
