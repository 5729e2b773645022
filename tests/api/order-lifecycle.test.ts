import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculatorReferenceSchema, type CalculationInput } from '../../api-client/schemas/calculator';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { notificationsResponseSchema } from '../../api-client/schemas/notifications';
import { orderCreatedResponseSchema, orderResponseSchema } from '../../api-client/schemas/orders';
import { mailOutbox, orders, users } from '../../backend/db/schema';
import { listenForEvents, publishEvent, type Envelope } from '../../backend/lib/events';
import { createLogger } from '../../backend/lib/logger';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';
import { goodRows, workbookFile } from './helpers/workbook';

/** The order's life after it is made: who hears of its changes, and what the factory's steps leave on it. */
describe.each(TEST_DRIVERS)('order lifecycle on %s', (kind) => {
  const test = useTestApp(kind);
  const dealer = () => signIn(test, 'dealer@example.ru');
  const staff = async () => (await signIn(test, 'manager@example.ru')).headers;

  async function fromExcel(headers: Record<string, string>, subscribe?: 'y' | 'n') {
    const form = new FormData();
    form.set('file_order', await workbookFile(goodRows(2)));
    if (subscribe) form.set('subscribe', subscribe);
    const res = await postJson(test.app(), '/api/v1/order/excel', form, headers);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }

  async function calculation(headers: Record<string, string>): Promise<CalculationInput> {
    const r = calculatorReferenceSchema.parse((await getJson(test.app(), '/api/v1/order/calculator', headers)).body);
    const id = (list: { id: number; title: string }[], title: string) => {
      const found = list.find((item) => item.title === title);
      if (!found) throw new Error(`No ${title}`);
      return found.id;
    };
    return {
      group: {
        model: id(r.order_models, 'Верона'),
        material: id(r.order_materials, 'МДФ плёнка'),
        color: id(r.order_colors, 'Дуб'),
        glass: id(r.order_glass_models, 'Прозрачное'),
        layout: id(r.order_glassinsert_variants, 'Крест'),
        packaging: 'carton',
      },
      rows: [{ height: 716, width: 396, quantity: 2, note: '' }],
    };
  }

  async function fromCalculator(headers: Record<string, string>) {
    const res = await postJson(test.app(), '/api/v1/order/create_from_calculator', { calc_order: JSON.stringify(await calculation(headers)) }, headers);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }

  async function repeated(headers: Record<string, string>, of: number) {
    const res = await postJson(test.app(), `/api/v1/order/${of}/repeat`, {}, headers);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }

  const order = async (id: number, headers: Record<string, string>) => orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body).order;
  const notices = async (headers: Record<string, string>) => notificationsResponseSchema.parse((await getJson(test.app(), '/api/v1/notifications?page=1', headers)).body);

  /** The stream events the dealer gets while `act` runs; a marker sent after it proves nothing later is missing. */
  async function eventsTo(userId: number, act: () => Promise<void>) {
    const heard: Envelope[] = [];
    const listener = listenForEvents({ db: test.database().db, kind, logger: createLogger('silent'), onEnvelope: (envelope) => heard.push(envelope) });
    await listener.ready;
    try {
      await act();
      await publishEvent(test.database().db, userId, { e: 'tgNotifyAdd', tgId: 'marker' });
      await expect.poll(() => heard.some((envelope) => envelope.t === 'event' && envelope.event.tgId === 'marker')).toBe(true);
    } finally {
      await listener.close();
    }
    return heard.flatMap((envelope) => (envelope.t === 'event' && envelope.userId === userId && envelope.event.tgId !== 'marker' ? [envelope.event] : []));
  }

  it('starts an order from the calculator, a repeat and the import form subscribed, as the form\'s ticked box; an unticked box is kept', async () => {
    const { headers } = await dealer();
    const calculated = await fromCalculator(headers);
    const again = await repeated(headers, calculated);
    const imported = await fromExcel(headers);
    const ticked = await fromExcel(headers, 'y');
    const unticked = await fromExcel(headers, 'n');
    for (const id of [calculated, again, imported, ticked]) {
      const seen = await order(id, headers);
      expect(seen.subscribe, `order ${id}`).toBe(true);
      expect(seen.actions).toContain('unsubscribe');
    }
    expect((await order(unticked, headers)).subscribe).toBe(false);
  });

  it('tells the dealer of a factory step on an order made in the calculator or by a repeat: a notification and its stream event', async () => {
    const { id: dealerId, headers } = await dealer();
    const factory = await staff();
    const calculated = await fromCalculator(headers);
    const again = await repeated(headers, calculated);
    for (const id of [calculated, again]) {
      const before = (await notices(headers)).unreadCount;
      const events = await eventsTo(dealerId, async () => {
        expect((await postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'cancel' }, factory)).status).toBe(200);
      });
      expect(events).toEqual([{ e: 'newNotification', shownotify: false }]);
      const list = await notices(headers);
      expect(list.unreadCount).toBe(before + 1);
      expect(list.items[0]?.title).toBe(`Заказ № ${id}: Отменен`);
    }
  });

  it('mails a status change to a dealer whose profile asks for status letters, and not once the profile says no', async () => {
    const { id: dealerId, headers } = await dealer();
    const factory = await staff();
    const { db } = test.database();
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, dealerId));
    const lettersTo = async () => db.select().from(mailOutbox).where(eq(mailOutbox.to, account?.email ?? '')).orderBy(desc(mailOutbox.id));
    const id = await fromExcel(headers);
    expect((await postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'cancel' }, factory)).status).toBe(200);
    const [letter] = await lettersTo();
    expect(letter?.subject).toBe(`Заказ № ${id}: Отменен`);
    expect(letter?.text).toContain(`Статус заказа № ${id} изменился: «Черновик» → «Отменен».`);
    expect(letter?.text).toMatch(new RegExp(`^Заказ в личном кабинете: https?://\\S+/profile/order/${id}$`, 'm'));
    const count = (await lettersTo()).length;
    // The profile's «Письма об изменении статуса заказов» unticked (the profile form's flag is tested with the profile).
    await db.update(users).set({ subscribeOrder: false }).where(eq(users.id, dealerId));
    const next = await fromExcel(headers);
    expect((await postJson(test.app(), `/api/v1/order/${next}/status`, { action: 'cancel' }, factory)).status).toBe(200);
    expect(await lettersTo()).toHaveLength(count);
    await db.update(users).set({ subscribeOrder: true }).where(eq(users.id, dealerId));
  });

  it("pushes the staff's «Отметить как проверенный» to the subscribed dealer, whose open order shows it and still offers the dealer's own check", async () => {
    const { id: dealerId, headers } = await dealer();
    const factory = await staff();
    const id = await fromExcel(headers);
    expect((await order(id, headers)).actions).toContain('setchecked');
    const before = (await notices(headers)).unreadCount;
    const events = await eventsTo(dealerId, async () => {
      expect((await getJson(test.app(), `/api/v1/order/${id}/setchecked`, factory)).status).toBe(200);
    });
    expect(events).toEqual([{ e: 'newNotification', shownotify: false }]);
    const list = await notices(headers);
    expect(list.unreadCount).toBe(before + 1);
    expect(list.items[0]).toMatchObject({ title: `Заказ № ${id} проверен`, text: `Заказ № ${id} отмечен как проверенный.` });
    // What the dealer's page reloads on that event: the factory's check, and the dealer's own still to make.
    const seen = await order(id, headers);
    expect(seen).toMatchObject({ order_check: true, order_check_users: ['Анна Смирнова'] });
    expect(seen.actions).toContain('setchecked');
    expect((await order(id, factory)).actions).not.toContain('setchecked');
    const twice = await getJson(test.app(), `/api/v1/order/${id}/setchecked`, factory);
    expect(twice.status).toBe(409);
    expect(errorResponseSchema.parse(twice.body).errorMessage).toBe('Вы уже отметили заказ как проверенный');
  });

  it('tells the dealer nothing of their own check, nor of a check on an order they unsubscribed from', async () => {
    const { id: dealerId, headers } = await dealer();
    const factory = await staff();
    const own = await fromExcel(headers);
    const quiet = await fromExcel(headers, 'n');
    const before = (await notices(headers)).unreadCount;
    const events = await eventsTo(dealerId, async () => {
      expect((await getJson(test.app(), `/api/v1/order/${own}/setchecked`, headers)).status).toBe(200);
      expect((await getJson(test.app(), `/api/v1/order/${quiet}/setchecked`, factory)).status).toBe(200);
    });
    expect(events).toEqual([]);
    expect((await notices(headers)).unreadCount).toBe(before);
  });

  it("clears the factory's custom status at a later step that names none, and keeps a new one", async () => {
    const { headers } = await dealer();
    const factory = await staff();
    const id = await fromExcel(headers);
    await test.database().db.update(orders).set({ status: 'rq' }).where(eq(orders.id, id));
    const step = async (action: string, extra: Record<string, string> = {}) => {
      const res = await postJson(test.app(), `/api/v1/order/${id}/status`, { action, ...extra }, factory);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return orderResponseSchema.parse(res.body).order;
    };
    expect(await step('produce', { custom_status: ' Покраска ' })).toMatchObject({ statusCode: 'ip', customStatus: 'Покраска' });
    expect((await order(id, headers)).customStatus).toBe('Покраска');
    expect(await step('ready', { custom_status: 'На складе №2' })).toMatchObject({ statusCode: 'ep', customStatus: 'На складе №2' });
    expect(await step('ship')).toMatchObject({ statusCode: 'sp', customStatus: '' });
    expect((await order(id, headers)).customStatus).toBe('');
  });
});
