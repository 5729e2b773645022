import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { ORDER_FILE_ERRORS_MESSAGE, orderActionResponseSchema, orderCreatedResponseSchema, orderListResponseSchema, orderResponseSchema, type OrderStatusCode } from '../../api-client/schemas/orders';
import { profileSchema, tokenResponseSchema } from '../../api-client/schemas/user';
import { hashPassword } from '../../backend/auth/password';
import { orderItems, orders, storedFiles, users } from '../../backend/db/schema';
import { DEALER_RULES, FACTORY_RULES } from '../../backend/orders/state-machine';
import { getJson, postJson, useTestApp } from './helpers/request';
import { inTurn } from './helpers/row-lock';
import { TEST_DRIVERS } from './helpers/test-db';
import { MAX_WORKBOOK_SHEET_ROWS } from '../../backend/orders/workbook-guard';
import { goodRows, sheetWithRows, workbookFile, zipFile } from './helpers/workbook';

const STATUSES: OrderStatusCode[] = ['n', 'ch', 'wt', 'rq', 'ip', 'ep', 'sp', 'cn'];

describe.each(TEST_DRIVERS)('orders on %s', (kind) => {
  const test = useTestApp(kind);

  async function signIn(login: string, password: string) {
    const res = await postJson(test.app(), '/api/v1/user/login', { login, password });
    return { 'X-API-Key': tokenResponseSchema.parse(res.body).jwt };
  }
  const dealer = () => signIn('dealer@example.ru', 'dealer-pass-1');
  const staff = () => signIn('manager@example.ru', 'manager-pass-1');
  let otherDealer: Record<string, string> | undefined;
  async function other() {
    if (!otherDealer) {
      await test.database().db.insert(users).values({ email: 'other@example.ru', passwordHash: await hashPassword('other-pass-1'), role: 'dealer' });
      otherDealer = await signIn('other@example.ru', 'other-pass-1');
    }
    return otherDealer;
  }

  async function createOrder(headers: Record<string, string>, rows = goodRows(3)) {
    const form = new FormData();
    form.set('file_order', await workbookFile(rows));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, headers);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }
  const setStatus = (id: number, status: OrderStatusCode) => test.database().db.update(orders).set({ status }).where(eq(orders.id, id));
  const countOrders = async () => (await test.database().db.select().from(orders)).length;

  it('creates an order from a workbook with priced items, sums rounded, and lists it', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(20));
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body);
    expect(order.statusCode).toBe('n');
    expect(order.products).toHaveLength(20);
    const first = order.products[0];
    expect(first?.sum).toBe((first?.price ?? 0) * (first?.quantity ?? 0));
    expect(first?.attributes.find((a) => a.code === 'color')).toEqual({ code: 'color', label: 'Цвет', value: 'Белый RAL 9003' });
    expect(order.price.total).toBe(order.products.reduce((s, p) => s + p.sum, 0));
    const list = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order?page=1', headers)).body);
    expect(list.items[0]?.id).toBe(id);
    expect(list.availableStatuses).toContainEqual({ code: 'n', name: 'Черновик' });
  });

  it('refuses a small workbook that unpacks past any order before reading it, and creates nothing', async () => {
    const before = await countOrders();
    const bomb = zipFile({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      'xl/worksheets/sheet1.xml': sheetWithRows(MAX_WORKBOOK_SHEET_ROWS + 1),
    });
    for (const path of ['/api/v1/order/excel', `/api/v1/order/${await createOrder(await dealer())}/excel`]) {
      const form = new FormData();
      form.set('file_order', new File([new Uint8Array(bomb)], 'заказ.xlsx'));
      const res = await postJson(test.app(), path, form, await dealer());
      expect(res.status, path).toBe(400);
      expect(errorResponseSchema.parse(res.body)).toMatchObject({
        errorMessage: 'Файл Excel слишком большой: в заказе может быть не больше 10\u00a0000 строк',
        errors: { file_order: 'Файл Excel слишком большой: в заказе может быть не больше 10\u00a0000 строк' },
      });
    }
    expect(await countOrders()).toBe(before + 1);
  });

  it('accepts Russian header synonyms (В, Ш, Кол)', async () => {
    const form = new FormData();
    form.set('file_order', await workbookFile([[1, 'Фасад', 700, 400, 2]], { header: ['№', 'Изделие', 'В', 'Ш', 'Кол'] }));
    expect((await postJson(test.app(), '/api/v1/order/excel', form, await dealer())).status).toBe(200);
  });

  it('answers a workbook with bad cells with each problem by sheet and cell, and creates nothing', async () => {
    const before = await countOrders();
    const rows = goodRows(15);
    rows[12] = [13, 'Фасад', 'Верона', 2900, 396, 1];
    rows[3] = [4, 'Фасад', 'Верона', 700, 'широкий', 1];
    rows[7] = [8, 'Фасад', 'Верона', 700, 400, 0];
    const form = new FormData();
    form.set('file_order', await workbookFile(rows));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, await dealer());
    expect(res.status).toBe(400);
    const messages = Object.values(errorResponseSchema.parse(res.body).errors ?? {});
    expect(messages).toContain('Лист1!D14: высота 2900 больше допустимой 2750');
    expect(messages).toContain('Лист1!E5: ширина «широкий» не число');
    expect(messages.some((m) => m.startsWith('Лист1!F9: количество'))).toBe(true);
    expect(await countOrders()).toBe(before);
  });

  it('holds a workbook to the calculator\'s size limits of each row\'s material (limitsFor), by cell', async () => {
    const before = await countOrders();
    const header = ['№', 'Наименование', 'Модель', 'Высота', 'Ширина', 'Кол-во', 'Материал'];
    const rows = [
      [1, 'Фасад', 'Милан', 2600, 596, 1, 'МДФ плёнка'],
      [2, 'Фасад', 'Милан', 716, 80, 1, ''],
      [3, 'Фасад', 'Милан', 2000, 596, 1, 'МДФ плёнка'],
    ];
    const form = new FormData();
    form.set('file_order', await workbookFile(rows, { header }));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, await dealer());
    expect(res.status).toBe(400);
    const body = errorResponseSchema.parse(res.body);
    expect(body.errorMessage).toBe(ORDER_FILE_ERRORS_MESSAGE);
    expect(Object.values(body.errors ?? {})).toEqual([
      ORDER_FILE_ERRORS_MESSAGE,
      'Лист1!D2: высота 2600 больше допустимой 2350 для материала «МДФ плёнка»',
      'Лист1!E3: ширина 80 меньше допустимой 110',
    ]);
    expect(await countOrders()).toBe(before);
  });

  it('skips a total line under the rows, even one headed «Итого»', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, [...goodRows(3), ['', 'Итого:', '', '', '', 3], ['', '', '', '', '', 3]]);
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body);
    expect(order.products).toHaveLength(3);
  });

  it('refuses a fraction of a millimetre and a cell text beyond 200 characters, by cell', async () => {
    const before = await countOrders();
    const rows = goodRows(4);
    rows[0] = [1, 'Фасад', 'Верона', '716,5', 396, 1];
    rows[1] = [2, 'Фасад', 'Верона', 716.004, 396, 1];
    rows[2] = [3, 'Ф'.repeat(600), 'Верона', 700, 400, 1];
    const form = new FormData();
    form.set('file_order', await workbookFile(rows));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, await dealer());
    expect(res.status).toBe(400);
    const messages = Object.entries(errorResponseSchema.parse(res.body).errors ?? {})
      .filter(([key]) => key.startsWith('row_errors.'))
      .map(([, message]) => message);
    expect(messages).toEqual(['Лист1!D2: высота 716.5 не целое число миллиметров', 'Лист1!B4: текст длиннее 200 знаков (600)']);
    expect(await countOrders()).toBe(before);
  });

  it('refuses a draft\'s new workbook with bad cells saying the rows were not replaced, and keeps the old rows', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(4));
    const rows = goodRows(6);
    rows[2] = [3, 'Фасад', 'Верона', 700, 'широкий', 1];
    const form = new FormData();
    form.set('file_order', await workbookFile(rows));
    const res = await postJson(test.app(), `/api/v1/order/${id}/excel`, form, headers);
    expect(res.status).toBe(400);
    const body = errorResponseSchema.parse(res.body);
    expect(body.errorMessage).toBe('В файле заказа есть ошибки, строки заказа не заменены');
    expect(Object.values(body.errors ?? {})).toContain('Лист1!E4: ширина «широкий» не число');
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body);
    expect(order.products).toHaveLength(4);
  });

  it.each([
    ['a text file renamed .xlsx', () => new File(['это не Excel'], 'заказ.xlsx'), 400],
    ['an empty workbook', () => workbookFile([], { header: [] }), 400],
    ['a workbook with headers only', () => workbookFile([]), 400],
    ['a PDF', () => new File(['%PDF-1.4 test'], 'заказ.pdf'), 400],
  ])('refuses %s with a Russian message', async (_label, make, status) => {
    const before = await countOrders();
    const form = new FormData();
    form.set('file_order', await make());
    const res = await postJson(test.app(), '/api/v1/order/excel', form, await dealer());
    expect(res.status).toBe(status);
    expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
    expect(await countOrders()).toBe(before);
  });

  it('refuses a 50 MB upload with 413 and no order without a file', async () => {
    const form = new FormData();
    form.set('file_order', new File([new Uint8Array(50 * 1024 * 1024)], 'big.xlsx'));
    expect((await postJson(test.app(), '/api/v1/order/excel', form, await dealer())).status).toBe(413);
    const empty = await postJson(test.app(), '/api/v1/order/excel', new FormData(), await dealer());
    expect(empty.status).toBe(400);
    expect(errorResponseSchema.parse(empty.body).errors?.file_order).toBe('Пожалуйста, заполните обязательные поля');
  });

  // How fast is the bench's to say, not a test's: this one checks that every row of a big workbook arrives, in order.
  it('accepts a workbook of 5000 rows, every row stored in its order', async () => {
    const file = await workbookFile(goodRows(5000));
    const form = new FormData();
    form.set('file_order', file);
    const headers = await dealer();
    const res = await postJson(test.app(), '/api/v1/order/excel', form, headers);
    expect(res.status).toBe(200);
    const id = orderCreatedResponseSchema.parse(res.body).order.id;
    const nums = await test.database().db.select({ num: orderItems.num }).from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.num);
    expect(nums.map((row) => row.num)).toEqual(Array.from({ length: 5000 }, (_, index) => index + 1));
  }, 60_000);

  describe('every action from every status', () => {
    const actions = ['validate', 'upload', 'setchecked', 'draft', 'subscribe', 'unsubscribe'] as const;
    for (const action of actions) {
      for (const status of STATUSES) {
        // A new order starts subscribed (as the import form's ticked box), so subscribing again is refused.
        const allowed = DEALER_RULES[action].from.includes(status) && action !== 'subscribe';
        it(`${action} from ${status}: ${allowed ? 'allowed' : 'refused with 409'}`, async () => {
          const headers = await dealer();
          const id = await createOrder(headers, goodRows(1));
          await setStatus(id, status);
          const res = await getJson(test.app(), `/api/v1/order/${id}/${action}`, headers);
          if (allowed) {
            expect(res.status).toBe(200);
            const { order, message } = orderActionResponseSchema.parse(res.body);
            const expected = action === 'upload' ? 'rq' : (DEALER_RULES[action].to ?? status);
            expect(order.statusCode).toBe(expected);
            if (action === 'draft') expect(message).toBe('Заказ возвращён в черновик');
          } else {
            expect(res.status).toBe(409);
            expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
          }
        });
      }
    }
    for (const status of STATUSES) {
      it(`delete from ${status}`, async () => {
        const headers = await dealer();
        const id = await createOrder(headers, goodRows(1));
        await setStatus(id, status);
        const res = await postJson(test.app(), `/api/v1/order/${id}`, {}, headers, 'DELETE');
        expect(res.status).toBe(DEALER_RULES.delete.from.includes(status) ? 200 : 409);
      });
    }
    for (const [action, rule] of Object.entries(FACTORY_RULES)) {
      for (const status of STATUSES) {
        it(`factory ${action} from ${status}`, async () => {
          const id = await createOrder(await dealer(), goodRows(1));
          await setStatus(id, status);
          const res = await postJson(test.app(), `/api/v1/order/${id}/status`, { action }, await staff());
          expect(res.status).toBe(rule.from.includes(status) ? 200 : 409);
        });
      }
    }
  });

  it('takes an order from draft to shipment, with the invoice downloadable, and refuses factory steps to dealers', async () => {
    const headers = await dealer();
    const id = await createOrder(headers);
    expect((await getJson(test.app(), `/api/v1/order/${id}/validate`, headers)).status).toBe(200);
    expect((await postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'produce' }, headers)).status).toBe(403);
    const uploaded = orderActionResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}/upload`, headers)).body);
    expect(uploaded.order.invoice?.name).toBe(`Счёт по заказу ${id}.xlsx`);
    const download = await test.app().request(uploaded.order.invoice?.src ?? '', { headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''/);
    for (const action of ['produce', 'ready', 'ship']) {
      expect((await postJson(test.app(), `/api/v1/order/${id}/status`, { action, production_days: '12' }, await staff())).status).toBe(200);
    }
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body);
    expect(order.statusCode).toBe('sp');
    expect(order.progress.production_days).toBe(12);
    expect(order.progress.production_days_left).toBe(0);
  });

  it('removes the invoice a new one replaces, and keeps it when a step comes without one', async () => {
    const headers = await dealer();
    const id = await createOrder(headers);
    const uploaded = orderActionResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}/upload`, headers)).body);
    const first = uploaded.order.invoice?.name ?? '';
    expect(first).not.toBe('');
    const { db } = test.database();
    const named = (name: string) => db.select().from(storedFiles).where(eq(storedFiles.originalName, name));
    expect(await named(first)).toHaveLength(1);
    const form = new FormData();
    form.set('action', 'produce');
    form.set('invoice', new File(['%PDF-1.4 счёт'], 'счёт-2.pdf'));
    const produced = await postJson(test.app(), `/api/v1/order/${id}/status`, form, await staff());
    expect(produced.status).toBe(200);
    expect(orderActionResponseSchema.parse(produced.body).order.invoice?.name).toBe('счёт-2.pdf');
    expect(await named(first)).toEqual([]);
    expect((await postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'ready' }, await staff())).status).toBe(200);
    expect(await named('счёт-2.pdf')).toHaveLength(1);
  });

  it("counts the user's orders in the profile and gives the newest one's time; a manager counts every dealer's", async () => {
    const headers = await dealer();
    const profile = async (h: Record<string, string>) => profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', h)).body);
    const before = await profile(headers);
    const id = await createOrder(headers);
    await createOrder(await other());
    const [row] = await test.database().db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, id));
    const after = await profile(headers);
    expect(after.orders_count).toBe(before.orders_count + 1);
    expect(after.last_order).toBe(row?.createdAt.toISOString());
    const all = await test.database().db.select({ id: orders.id }).from(orders);
    expect((await profile(await staff())).orders_count).toBe(all.length);
  });

  it("starts production on the factory's day: at 22:30 UTC that is already tomorrow in Moscow", async () => {
    const id = await createOrder(await dealer());
    await setStatus(id, 'rq');
    const evening = new Date();
    evening.setUTCHours(22, 30, 0, 0);
    const moscowDay = (days: number) => new Date(evening.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ now: evening, toFake: ['Date'] });
    try {
      const res = await postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'produce', production_days: '12' }, await staff());
      expect(res.status).toBe(200);
      const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, await dealer())).body);
      expect(order.progress).toMatchObject({ start_production: moscowDay(1), end_production: moscowDay(13), production_days_last: 0, production_days_left: 12 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps another dealer's order, files and clients unreachable with 404", async () => {
    const headers = await dealer();
    const id = await createOrder(headers);
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body);
    const intruder = await other();
    for (const path of [`/api/v1/order/${id}`, `/api/v1/order/${id}/validate`, `/api/v1/comment?order_id=${id}`, order.sourceFile?.src ?? '']) {
      expect((await getJson(test.app(), path, intruder)).status, path).toBe(404);
    }
    expect((await postJson(test.app(), `/api/v1/order/${id}`, { order_number: 'x' }, intruder)).status).toBe(404);
    expect((await postJson(test.app(), '/api/v1/comment', { order_id: id, comment: 'привет' }, intruder)).status).toBe(404);
    const client = await postJson(test.app(), '/api/v1/client', { name: 'Клиент' }, headers);
    const clientId = (client.body as { client: { id: number } }).client.id;
    expect((await postJson(test.app(), `/api/v1/client/${clientId}`, { name: 'Чужой' }, intruder)).status).toBe(404);
    expect((await postJson(test.app(), `/api/v1/client/${clientId}`, {}, intruder, 'DELETE')).status).toBe(404);
    const ownOrder = await createOrder(intruder);
    // Another dealer's client is one the intruder has not got: said at the field, as one removed meanwhile is.
    const foreignClient = await postJson(test.app(), `/api/v1/order/${ownOrder}`, { client_id: clientId }, intruder);
    expect(foreignClient.status).toBe(400);
    expect(errorResponseSchema.parse(foreignClient.body).errors).toEqual({ client_id: 'Клиент не найден: обновите страницу' });
    await postJson(test.app(), `/api/v1/client/${clientId}`, {}, headers, 'DELETE');
    const removed = await postJson(test.app(), `/api/v1/order/${id}`, { client_id: clientId }, headers);
    expect(errorResponseSchema.parse(removed.body).errors).toEqual({ client_id: 'Клиент не найден: обновите страницу' });
  });

  it('updates number, client and company, clears them with null, and adds and removes files', async () => {
    const headers = await dealer();
    const id = await createOrder(headers);
    const client = (await postJson(test.app(), '/api/v1/client', { name: 'Кухни «Уют»' }, headers)).body as { client: { id: number } };
    const form = new FormData();
    form.set('order_number', 'К-1');
    form.set('client_id', String(client.client.id));
    form.set('comment', 'Срочно');
    form.append('add_files[]', new File(['%PDF-1.4 чертёж'], 'чертёж.pdf'));
    const res = await postJson(test.app(), `/api/v1/order/${id}`, form, headers);
    const { order } = orderActionResponseSchema.parse(res.body);
    expect(order.number.order_number).toBe('К-1');
    expect(order.client?.name).toBe('Кухни «Уют»');
    expect(order.files).toHaveLength(1);
    const cleared = new FormData();
    cleared.set('client_id', 'null');
    cleared.set('comment', ' ');
    cleared.append('remove_files[]', String(order.files[0]?.id));
    const after = orderActionResponseSchema.parse((await postJson(test.app(), `/api/v1/order/${id}`, cleared, headers)).body).order;
    expect(after.client).toBeNull();
    expect(after.notation).toBe('');
    expect(after.files).toHaveLength(0);
  });

  it('repeats chosen rows of an order as a new draft at today\'s prices', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(4));
    const preview = await getJson(test.app(), `/api/v1/order/${id}/repeat?nums[]=1&nums[]=3`, headers);
    expect((preview.body as { items: unknown[] }).items).toHaveLength(2);
    const res = await postJson(test.app(), `/api/v1/order/${id}/repeat`, { 'nums[]': ['1', '3'] }, headers);
    const created = orderCreatedResponseSchema.parse(res.body).order.id;
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${created}`, headers)).body);
    expect(order.products.map((p) => p.num)).toEqual([1, 2]);
    expect(order.order_head_number).toBe(String(id));
  });

  it('answers a repeated «Создать заказ» key from Excel with the order it made, keeping one set of its files', async () => {
    const headers = await dealer();
    const { db } = test.database();
    const workbook = await workbookFile(goodRows(2));
    const send = (key: string) => {
      const form = new FormData();
      form.set('file_order', workbook);
      form.append('add_files[]', new File(['%PDF-1.4 ключ'], `ключ-${key}.pdf`));
      form.set('request_key', key);
      return postJson(test.app(), '/api/v1/order/excel', form, headers);
    };
    const files = async (key: string) => (await db.select().from(storedFiles).where(eq(storedFiles.originalName, `ключ-${key}.pdf`))).length;
    const before = await countOrders();
    const key = 'excel-key-0123456789abcdef';
    const first = await send(key);
    expect(first.status).toBe(200);
    // The answer was lost and the dealer pressed again: the same answer, nothing new.
    const again = await send(key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countOrders()).toBe(before + 1);
    expect(await files(key)).toBe(1);
    // Two at once with one key: one order, both answered with it; the loser's files are not kept.
    const racingKey = 'excel-race-0123456789abcdef';
    const [a, b] = await Promise.all([send(racingKey), send(racingKey)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(orderCreatedResponseSchema.parse(a.body).order.id).toBe(orderCreatedResponseSchema.parse(b.body).order.id);
    expect(await countOrders()).toBe(before + 2);
    expect(await files(racingKey)).toBe(1);
    // Another key is another order.
    expect(orderCreatedResponseSchema.parse((await send('excel-other-0123456789abcdef')).body).order.id).not.toBe(orderCreatedResponseSchema.parse(first.body).order.id);
    expect(await countOrders()).toBe(before + 3);
    const bad = await send('ключ с пробелами');
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(bad.body).errors).toHaveProperty('request_key');
    expect(await countOrders()).toBe(before + 3);
  });

  it('answers a repeated «Создать черновик» key with the draft it made', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(3));
    const repeat = (key: string, by = headers) => postJson(test.app(), `/api/v1/order/${id}/repeat`, { 'nums[]': ['1', '2'], request_key: key }, by);
    const before = await countOrders();
    const key = 'repeat-key-0123456789abcdef';
    const first = await repeat(key);
    expect(first.status).toBe(200);
    const again = await repeat(key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countOrders()).toBe(before + 1);
    const racingKey = 'repeat-race-0123456789abcdef';
    const [a, b] = await Promise.all([repeat(racingKey), repeat(racingKey)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await countOrders()).toBe(before + 2);
    expect(orderCreatedResponseSchema.parse((await repeat('repeat-other-0123456789abcdef')).body).order.id).not.toBe(orderCreatedResponseSchema.parse(first.body).order.id);
    expect(await countOrders()).toBe(before + 3);
    const bad = await repeat('short');
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(bad.body).errors).toHaveProperty('request_key');
    expect(await countOrders()).toBe(before + 3);
    // The source removed between a lost answer and its retry: the retry still gets its draft, a new key a 404.
    expect((await postJson(test.app(), `/api/v1/order/${id}`, {}, headers, 'DELETE')).status).toBe(200);
    const retried = await repeat(key);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    expect((await repeat('repeat-after-0123456789abcdef')).status).toBe(404);
    expect(await countOrders()).toBe(before + 2);
  });

  it('refuses to preview or repeat rows the order does not have, naming nums, and creates nothing', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(2));
    const ordersBefore = (await test.database().db.select({ id: orders.id }).from(orders)).length;
    const preview = await getJson(test.app(), `/api/v1/order/${id}/repeat?nums[]=7`, headers);
    const repeat = await postJson(test.app(), `/api/v1/order/${id}/repeat`, { 'nums[]': ['7', '9'] }, headers);
    for (const res of [preview, repeat]) {
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.nums).toBe('Выберите строки для повтора');
    }
    expect((await test.database().db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
  });

  it('filters the list by status, number and unread comments, 10 a page', async () => {
    const headers = await dealer();
    for (let i = 0; i < 11; i++) await createOrder(headers, goodRows(1));
    const page2 = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order?page=2', headers)).body);
    expect(page2.pagination.pageSize).toBe(10);
    expect(page2.items.length).toBeGreaterThan(0);
    const bad = await getJson(test.app(), '/api/v1/order?page=0', headers);
    expect(bad.status).toBe(400);
    expect((await getJson(test.app(), '/api/v1/order?status=zz', headers)).status).toBe(400);
    expect((await getJson(test.app(), '/api/v1/order', {})).status).toBe(401);
    const unread = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order?unreadMessages=y', headers)).body);
    expect(unread.items).toHaveLength(0);
  });

  it.each(['2026-13-45', '2026-12-32', '2026-02-30', '2026-00-10', '0000-01-01', '31.12.2026'])('refuses the list filter date %s by its field', async (day) => {
    const headers = await dealer();
    for (const field of ['date_from', 'date_to']) {
      const res = await getJson(test.app(), `/api/v1/order?${field}=${day}`, headers);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors).toEqual({ [field]: 'Дата заполнена неверно' });
    }
    expect((await getJson(test.app(), '/api/v1/order?date_from=2024-02-29&date_to=2026-12-31', headers)).status).toBe(200);
  });

  it('refuses a reversed created range by its end, and takes a range of one day', async () => {
    const headers = await dealer();
    const res = await getJson(test.app(), '/api/v1/order?date_from=2026-11-28&date_to=2026-11-20', headers);
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errors).toEqual({ date_to: 'Дата окончания раньше даты начала' });
    // A wrong date is said by its own field only, with no range message beside it.
    const wrong = await getJson(test.app(), '/api/v1/order?date_from=2026-13-45&date_to=2026-11-20', headers);
    expect(errorResponseSchema.parse(wrong.body).errors).toEqual({ date_from: 'Дата заполнена неверно' });
    expect((await getJson(test.app(), '/api/v1/order?date_from=2026-11-20&date_to=2026-11-20', headers)).status).toBe(200);
  });

  const attach = (id: number, names: string[], headers: Record<string, string>) => {
    const form = new FormData();
    for (const name of names) form.append('add_files[]', new File(['%PDF-1.4 лист'], name));
    return postJson(test.app(), `/api/v1/order/${id}`, form, headers);
  };
  const pdfs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}.pdf`);

  it('names what is gone when another tab removed it: the order, or a file of it', async () => {
    const headers = await dealer();
    const id = await createOrder(headers);
    const attached = orderActionResponseSchema.parse((await attach(id, ['лист.pdf'], headers)).body).order.files[0]?.id;
    const removeFile = () => {
      const form = new FormData();
      form.append('remove_files[]', String(attached));
      return postJson(test.app(), `/api/v1/order/${id}`, form, headers);
    };
    expect((await removeFile()).status).toBe(200);
    const again = await removeFile();
    expect(again.status).toBe(404);
    expect(errorResponseSchema.parse(again.body).errorMessage).toBe('Файл уже удалён: обновите страницу');
    expect((await postJson(test.app(), `/api/v1/order/${id}`, {}, headers, 'DELETE')).status).toBe(200);
    const comment = await postJson(test.app(), '/api/v1/comment', { order_id: id, comment: 'Поздно' }, headers);
    expect(comment.status).toBe(404);
    expect(errorResponseSchema.parse(comment.body).errorMessage).toBe('Заказ не найден');
  });

  it('keeps an order within 10 attachments when two uploads come at once', async () => {
    const headers = await dealer();
    const id = await createOrder(headers);
    expect((await attach(id, pdfs('a', 3), headers)).status).toBe(200);
    const both = await Promise.all([attach(id, pdfs('b', 7), headers), attach(id, pdfs('c', 7), headers)]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(errorResponseSchema.parse(both.find((res) => res.status === 400)?.body).errorMessage).toBe('Не больше 10 файлов');
    const order = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body).order;
    expect(order.files).toHaveLength(10);
  });

  it.runIf(kind === 'postgres')('keeps an order within 10 attachments when two edits swap the same file at once: the second is told it is gone', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(1));
    const files = orderActionResponseSchema.parse((await attach(id, pdfs('лист', 10), headers)).body).order.files;
    const { db } = test.database();
    const swap = (name: string) => () => {
      const form = new FormData();
      form.append('remove_files[]', String(files[0]?.id));
      form.append('add_files[]', new File(['%PDF-1.4 новый'], name));
      return postJson(test.app(), `/api/v1/order/${id}`, form, headers);
    };
    const answers = await inTurn(db, sql`select id from orders where id = ${id} for update`, [swap('новый-a.pdf'), swap('новый-b.pdf')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
    expect(errorResponseSchema.parse(answers.find((res) => res.status === 404)?.body).errorMessage).toBe('Файл уже удалён: обновите страницу');
    const order = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, headers)).body).order;
    expect(order.files).toHaveLength(10);
    expect(await db.select().from(storedFiles).where(sql`${storedFiles.originalName} like 'новый-%'`)).toHaveLength(1);
  });

  it('answers a file or comment sent while the order is being deleted with 200 or 409, never an error, and leaves nothing behind', async () => {
    const headers = await dealer();
    for (let round = 0; round < 6; round++) {
      const id = await createOrder(headers, goodRows(1));
      const comment = new FormData();
      comment.set('order_id', String(id));
      comment.set('comment', 'гонка');
      comment.append('add_files[]', new File(['%PDF-1.4 эскиз'], 'эскиз.pdf'));
      const [file, note, removed] = await Promise.all([
        attach(id, ['лист.pdf'], headers),
        postJson(test.app(), '/api/v1/comment', comment, headers),
        postJson(test.app(), `/api/v1/order/${id}`, {}, headers, 'DELETE'),
      ]);
      expect(removed.status).toBe(200);
      for (const res of [file, note]) {
        expect([200, 404, 409], JSON.stringify(res.body)).toContain(res.status);
        if (res.status === 409) expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Заказ только что изменился: обновите страницу');
      }
    }
    const { db } = test.database();
    const { orderFiles, commentFiles } = await import('../../backend/db/schema');
    const linked = new Set([
      ...[...(await db.select().from(orderFiles)), ...(await db.select().from(commentFiles))].map((row) => row.fileId),
      ...(await db.select().from(orders)).map((order) => order.invoiceFileId),
    ]);
    const orphans = (await db.select().from(storedFiles)).filter((file) => !linked.has(file.id) && file.originalName.endsWith('.pdf'));
    expect(orphans).toEqual([]);
  });

  it.runIf(kind === 'postgres')('leaves one source workbook when two replacements wait on the order at once', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(1));
    const { db } = test.database();
    const replace = async () => {
      const form = new FormData();
      form.set('file_order', await workbookFile(goodRows(2)));
      return postJson(test.app(), `/api/v1/order/${id}/excel`, form, headers);
    };
    const answers = await inTurn(db, sql`select id from orders where id = ${id} for update`, [replace, replace]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const referenced = new Set((await db.select().from(orders)).flatMap((order) => [order.sourceFileId, order.invoiceFileId]));
    const workbooks = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.kind, 'xlsx'));
    expect(workbooks.filter((file) => !referenced.has(file.id))).toEqual([]);
  });

  it.runIf(kind === 'postgres')('deletes with the order a file whose upload waited on it when the delete came', async () => {
    const headers = await dealer();
    const id = await createOrder(headers, goodRows(1));
    const { db } = test.database();
    const [file, removed] = await inTurn(db, sql`select id from orders where id = ${id} for update`, [
      () => attach(id, ['ждал.pdf'], headers),
      () => postJson(test.app(), `/api/v1/order/${id}`, {}, headers, 'DELETE'),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 409]).toContain(file.status);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.originalName, 'ждал.pdf'))).toEqual([]);
  });
});
