import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { orderCreatedResponseSchema } from '../../api-client/schemas/orders';
import {
  claimListResponseSchema,
  MAX_REKLAMATION_FILES,
  reklamationFilesResponseSchema,
  reklamationInitResponseSchema,
  reklamationStatusResponseSchema,
  relatedForClaimResponseSchema,
  removeReklamationResponseSchema,
  saveReklamationStateResponseSchema,
  sendReklamationResponseSchema,
  type RekDataInput,
} from '../../api-client/schemas/reklamation';
import { hashPassword } from '../../backend/auth/password';
import { notifications, orders, reklamationFiles, reklamationHistory, reklamations, storedFiles, users } from '../../backend/db/schema';
import { getJson, postJson, useTestApp } from './helpers/request';
import { inTurn } from './helpers/row-lock';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';
import { goodRows, workbookFile } from './helpers/workbook';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = new Uint8Array([...Buffer.from('RIFF'), 20, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

describe.each(TEST_DRIVERS)('claims on %s', (kind) => {
  const test = useTestApp(kind);
  const dealer = async () => (await signIn(test, 'dealer@example.ru')).headers;
  const staff = async () => (await signIn(test, 'manager@example.ru')).headers;
  let otherHeaders: Record<string, string> | undefined;
  async function other() {
    if (!otherHeaders) {
      await test.database().db.insert(users).values({ email: 'other@example.ru', passwordHash: await hashPassword('other-pass-1'), role: 'dealer', company: 'ООО Другие' });
      otherHeaders = (await signIn(test, 'other@example.ru')).headers;
    }
    return otherHeaders;
  }

  async function createOrder(headers: Record<string, string>, status: 'sp' | 'ip' = 'sp') {
    const form = new FormData();
    form.set('file_order', await workbookFile(goodRows(3)));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, headers);
    expect(res.status).toBe(200);
    const id = orderCreatedResponseSchema.parse(res.body).order.id;
    await test.database().db.update(orders).set({ status }).where(eq(orders.id, id));
    return id;
  }

  const init = async (headers?: Record<string, string>) => {
    const res = await getJson(test.app(), '/api/v1/order/reklamation', headers ?? (await dealer()));
    expect(res.status).toBe(200);
    return reklamationInitResponseSchema.parse(res.body);
  };
  const save = async (data: RekDataInput | string, headers?: Record<string, string>, rId?: number) =>
    postJson(test.app(), '/api/v1/order/save_reklamation_state', { rek_data: typeof data === 'string' ? data : JSON.stringify(data), ...(rId ? { rId } : {}) }, headers ?? (await dealer()));
  async function upload(rId: number, files: { bytes: Uint8Array; name: string }[], headers?: Record<string, string>) {
    const form = new FormData();
    form.set('rId', String(rId));
    for (const { bytes, name } of files) form.append('add_files[]', new File([new Uint8Array(bytes)], name));
    return postJson(test.app(), '/api/v1/order/upload_reklamation_file', form, headers ?? (await dealer()));
  }
  const message = (body: unknown) => errorResponseSchema.parse(body).errorMessage;
  const filesCount = async () => (await test.database().db.select().from(storedFiles)).length;

  it('refuses every call without a session (401)', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/v1/order/reklamation'],
      ['GET', '/api/v1/order/reklamation_list'],
      ['GET', '/api/v1/order/related-for-claim?oid=1'],
      ['POST', '/api/v1/order/save_reklamation_state'],
      ['POST', '/api/v1/order/upload_reklamation_file'],
      ['POST', '/api/v1/order/remove_reklamation_file'],
      ['POST', '/api/v1/order/send_reklamation'],
      ['POST', '/api/v1/order/remove_reklamation'],
      ['POST', '/api/v1/order/create_xls_reklamation_label'],
      ['POST', '/api/v1/order/create_xls_reclamation'],
      ['POST', '/api/v1/order/reklamation_status'],
    ];
    for (const [method, path] of calls) {
      const res = method === 'GET' ? await getJson(test.app(), path) : await postJson(test.app(), path, { rId: 1 });
      expect(res.status, path).toBe(401);
      expect(message(res.body)).toBe('Invalid token specified');
    }
  });

  it('initialises a claim: defects, shipped orders only, one draft kept across calls, statuses', async () => {
    const headers = await dealer();
    const shipped = await createOrder(headers);
    const producing = await createOrder(headers, 'ip');
    const first = await init(headers);
    const again = await init(headers);
    expect(again.rId).toBe(first.rId);
    expect(first.data.find((o) => o.id === shipped)?.rows).toBe(3);
    expect(first.data.map((o) => o.id)).not.toContain(producing);
    expect(first.defects.length).toBeGreaterThan(5);
    expect(first.statuses[0]).toEqual({ code: 'draft', name: 'Черновик' });
    expect(first.statusesConf.transitions.sent).toContain('review');
    expect(first.saved_rek_data).toBeNull();
    expect(first.fileKinds).toEqual(expect.arrayContaining(['jpg', 'png', 'webp', 'pdf', 'xlsx', 'docx']));
    const asStaff = await getJson(test.app(), '/api/v1/order/reklamation', await staff());
    expect(asStaff.status).toBe(403);
  });

  it('gives the rows of a shipped order of the dealer only', async () => {
    const headers = await dealer();
    const shipped = await createOrder(headers);
    const producing = await createOrder(headers, 'ip');
    const res = await getJson(test.app(), `/api/v1/order/related-for-claim?oid=${shipped}`, headers);
    const related = relatedForClaimResponseSchema.parse(res.body);
    expect(related.rows).toHaveLength(3);
    expect(related.rows[0]).toMatchObject({ num: 1, height: 716 });
    const notShipped = await getJson(test.app(), `/api/v1/order/related-for-claim?oid=${producing}`, headers);
    expect(notShipped.status).toBe(400);
    expect(message(notShipped.body)).toBe('Рекламацию можно оформить только на отгруженный заказ');
    const foreign = await getJson(test.app(), `/api/v1/order/related-for-claim?oid=${shipped}`, await other());
    expect(foreign.status).toBe(404);
    expect(message(foreign.body)).toBe('Заказ не найден');
    for (const oid of ['abc', '-1', '']) {
      const bad = await getJson(test.app(), `/api/v1/order/related-for-claim?oid=${oid}`, headers);
      expect(bad.status).toBe(400);
      expect(message(bad.body)).toMatch(/[а-я]/);
    }
  });

  it('saves the draft as typed and restores it; refuses bad or foreign data and keeps the old state', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    const draft: RekDataInput = { orderId, rows: [{ num: 2, defect: '', quantity: 1, comment: '' }], demand: 'repair', description: 'Скол' };
    const ok = await save(draft, headers);
    expect(saveReklamationStateResponseSchema.parse(ok.body).rId).toBe(rId);
    expect((await init(headers)).saved_rek_data).toMatchObject({ orderId, demand: 'repair', description: 'Скол', rows: [{ num: 2, defect: '' }] });

    const bad: [RekDataInput | string, number, RegExp][] = [
      ['{not json', 400, /параметры/],
      [{ ...draft, rows: [{ num: 2, defect: 'unknown' as never, quantity: 1 }] }, 400, /параметры/],
      [{ ...draft, rows: [{ num: 2, defect: 'color', quantity: 0 }] }, 400, /параметры/],
      [{ ...draft, rows: [{ num: 2, defect: 'color', quantity: 1 }, { num: 2, defect: 'film', quantity: 1 }] }, 400, /параметры/],
      [{ ...draft, description: 'я'.repeat(5001) }, 400, /параметры/],
      [{ ...draft, rows: [{ num: 9, defect: 'color', quantity: 1 }] }, 400, /В заказе нет такой строки/],
      [{ ...draft, orderId: 999_999 }, 404, /Заказ не найден/],
    ];
    for (const [data, status, text] of bad) {
      const res = await save(data, headers);
      expect(res.status, JSON.stringify(data).slice(0, 80)).toBe(status);
      expect(message(res.body)).toMatch(text);
    }
    const foreignOrder = await createOrder(await other());
    expect((await save({ ...draft, orderId: foreignOrder }, headers)).status).toBe(404);
    const otherDraft = (await init(await other())).rId;
    const intoForeign = await save(draft, headers, otherDraft);
    expect(intoForeign.status).toBe(404);
    expect(message(intoForeign.body)).toBe('Рекламация не найдена');
    expect((await init(headers)).saved_rek_data).toMatchObject({ description: 'Скол' });
    expect((await init(await other())).saved_rek_data).toBeNull();
  });

  it('keeps a row claiming more pieces than were shipped in the draft, and refuses it only when sent', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    const rows = [
      { num: 1, defect: 'color' as const, quantity: 50, comment: '' },
      { num: 2, defect: 'film' as const, quantity: 1, comment: 'угол' },
    ];
    expect((await save({ orderId, rows, demand: 'replace', description: 'Скол' }, headers)).status).toBe(200);
    expect((await init(headers)).saved_rek_data).toMatchObject({ rows: [{ num: 1, quantity: 50 }, { num: 2, comment: 'угол' }] });
    const sent = await postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers);
    expect(sent.status).toBe(400);
    expect(errorResponseSchema.parse(sent.body).errors).toMatchObject({ 'rows.0.quantity': 'Количество больше, чем в заказе' });
    expect((await test.database().db.select().from(reklamations).where(eq(reklamations.id, rId)))[0]?.status).toBe('draft');
  });

  it('refuses a save over a newer save of another tab (409) and keeps the newer one; a save naming no version still saves', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId, data_version: loaded } = await init(headers);
    const versioned = (data: RekDataInput, version: number) =>
      postJson(test.app(), '/api/v1/order/save_reklamation_state', { rek_data: JSON.stringify(data), rId, data_version: version }, headers);
    const first: RekDataInput = { orderId, rows: [{ num: 2, defect: '', quantity: 1, comment: '' }], demand: 'repair', description: 'Вкладка A' };
    const saved = saveReklamationStateResponseSchema.parse((await versioned(first, loaded ?? 0)).body);
    expect(saved.data_version).toBe((loaded ?? 0) + 1);
    const stale = await versioned({ orderId: null, rows: [], demand: 'replace', description: '' }, loaded ?? 0);
    expect(stale.status).toBe(409);
    expect(message(stale.body)).toBe('Черновик рекламации изменён в другой вкладке: показан последний сохранённый');
    const after = await init(headers);
    expect(after.saved_rek_data).toMatchObject({ description: 'Вкладка A' });
    expect(after.data_version).toBe(saved.data_version);
    expect((await versioned({ ...first, description: 'Дальше' }, saved.data_version ?? 0)).status).toBe(200);
    expect((await save({ ...first, description: 'Без версии' }, headers)).status).toBe(200);
    expect((await init(headers)).saved_rek_data).toMatchObject({ description: 'Без версии' });
  });

  it('stores photos and documents by their content, refuses a renamed executable, keeps names harmless', async () => {
    const headers = await dealer();
    const { rId } = await init(headers);
    const before = await filesCount();
    const res = await upload(rId, [
      { bytes: PNG, name: 'скол.png' },
      { bytes: JPEG, name: '../../etc/passwd.jpg' },
      { bytes: WEBP, name: 'угол.webp' },
      { bytes: new TextEncoder().encode('%PDF-1.4 акт'), name: 'акт.pdf' },
    ], headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { files } = reklamationFilesResponseSchema.parse(res.body);
    expect(files.map((f) => f.name)).toEqual(['скол.png', 'passwd.jpg', 'угол.webp', 'акт.pdf']);
    expect(files.map((f) => f.image)).toEqual([true, true, true, false]);
    const rows = await test.database().db.select().from(storedFiles);
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.\w+$/);
      expect(await test.storage().get(row.storageKey)).not.toBeNull();
    }
    const download = await test.app().request(`/api/v1/download/${files[0]?.id}`, { headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('image/png');
    expect((await test.app().request(`/api/v1/download/${files[0]?.id}`, { headers: await other() })).status).toBe(404);
    // A draft's files are the dealer's own until it is sent.
    expect((await test.app().request(`/api/v1/download/${files[0]?.id}`, { headers: await staff() })).status).toBe(404);

    const counted = await filesCount();
    expect(counted).toBe(before + 4);
    const exe = await upload(rId, [{ bytes: PNG, name: 'ok.png' }, { bytes: EXE, name: 'фото.jpg' }], headers);
    expect(exe.status).toBe(400);
    expect(message(exe.body)).toBe('Можно прикрепить только файлы jpg, jpeg, png, webp, pdf, xlsx, docx');
    expect(errorResponseSchema.parse(exe.body).errors?.add_files).toBeDefined();
    expect((await upload(rId, [{ bytes: EXE, name: 'setup.exe' }], headers)).status).toBe(400);
    expect(await filesCount()).toBe(counted);
    const none = await upload(rId, [], headers);
    expect(none.status).toBe(400);
    expect(message(none.body)).toBe('Неверные параметры запроса');
    expect((await upload(rId, [{ bytes: PNG, name: 'a.png' }], await other())).status).toBe(404);
    expect(await filesCount()).toBe(counted);
  });

  it('removes a file of the draft only by its id and matching name', async () => {
    const headers = await dealer();
    const { rId } = await init(headers);
    const uploaded = reklamationFilesResponseSchema.parse((await upload(rId, [{ bytes: PNG, name: 'лишнее.png' }], headers)).body);
    const file = uploaded.files.find((f) => f.name === 'лишнее.png');
    if (!file) throw new Error('not uploaded');
    const [stored] = await test.database().db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
    const remove = (body: Record<string, unknown>, h = headers) => postJson(test.app(), '/api/v1/order/remove_reklamation_file', body, h);
    expect((await remove({ rId, id: file.id, file: 'другое.png' })).status).toBe(404);
    expect((await remove({ rId, id: file.id }, await other())).status).toBe(404);
    expect((await remove({ rId, id: 'x' })).status).toBe(400);
    const ok = await remove({ rId, id: file.id, file: 'лишнее.png' });
    expect(ok.status).toBe(200);
    expect(reklamationFilesResponseSchema.parse(ok.body).files.map((f) => f.id)).not.toContain(file.id);
    expect(await test.database().db.select().from(storedFiles).where(eq(storedFiles.id, file.id))).toHaveLength(0);
    expect(await test.storage().get(stored?.storageKey ?? '')).toBeNull();
    expect(message((await remove({ rId, id: file.id })).body)).toBe('Файл не найден');
  });

  it('sends only a complete claim, with Russian field errors; the sent claim is numbered, listed and frozen', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    const send = (h = headers, id = rId) => postJson(test.app(), '/api/v1/order/send_reklamation', { rId: id }, h);

    await save({ orderId: null, rows: [], demand: 'replace', description: '' }, headers);
    const empty = await send();
    expect(empty.status).toBe(400);
    const emptyBody = errorResponseSchema.parse(empty.body);
    expect(emptyBody.errorMessage).toMatch(/^Рекламация заполнена не полностью/);
    expect(emptyBody.errors).toMatchObject({ orderId: 'Выберите отгруженный заказ', rows: 'Отметьте хотя бы одну деталь с дефектом', description: 'Опишите дефект' });

    await save({ orderId, rows: [{ num: 1, defect: '', quantity: 1 }], demand: 'replace', description: 'Скол на углу' }, headers);
    expect(errorResponseSchema.parse((await send()).body).errors).toEqual({ 'rows.0.defect': 'Укажите вид дефекта' });
    expect((await send(await other())).status).toBe(404);
    expect((await test.database().db.select().from(reklamations).where(eq(reklamations.id, rId)))[0]?.status).toBe('draft');
    expect(await test.database().db.select().from(reklamationHistory).where(eq(reklamationHistory.reklamationId, rId))).toHaveLength(0);

    // An order that stopped being shipped between saving and sending is refused as a field error.
    await test.database().db.update(orders).set({ status: 'ep' }).where(eq(orders.id, orderId));
    await test.database().db.update(reklamations).set({ data: { orderId, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' } }).where(eq(reklamations.id, rId));
    expect(errorResponseSchema.parse((await send()).body).errors).toEqual({ orderId: 'Рекламацию можно оформить только на отгруженный заказ' });
    await test.database().db.update(orders).set({ status: 'sp' }).where(eq(orders.id, orderId));

    await save({ orderId, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: 'угол' }, { num: 3, defect: 'color', quantity: 2 }], demand: 'replace', description: 'Скол на углу, оттенок светлее' }, headers);
    const sent = await send();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { claim, message: text } = sendReklamationResponseSchema.parse(sent.body);
    expect(claim.number).toMatch(/^Р-\d{5}$/);
    expect(text).toBe(`Рекламация ${claim.number} отправлена`);
    expect(claim).toMatchObject({ status: 'sent', statusName: 'Отправлена', orderId, rows: 2 });
    const staffId = (await signIn(test, 'manager@example.ru')).id;
    expect((await test.database().db.select().from(notifications).where(eq(notifications.userId, staffId))).map((n) => n.title)).toContain(`Новая рекламация ${claim.number}`);

    const next = await init(headers);
    expect(next.rId).not.toBe(rId);
    expect(next.saved_rek_data).toBeNull();
    expect(next.claims.map((c) => c.id)).toContain(rId);
    expect((await send()).status).toBe(409);
    expect(message((await save({ orderId, rows: [], demand: 'replace', description: '' }, headers, rId)).body)).toBe('Рекламация уже отправлена: изменить её нельзя');
    expect((await upload(rId, [{ bytes: PNG, name: 'a.png' }], headers)).status).toBe(409);
    expect((await postJson(test.app(), '/api/v1/order/remove_reklamation', { rId }, headers)).status).toBe(409);
    expect(claimListResponseSchema.parse((await getJson(test.app(), '/api/v1/order/reklamation_list', await other())).body).claims).toHaveLength(0);
  });

  it('numbers sent claims one after another: a deleted draft takes no number', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const sendOne = async () => {
      const { rId } = await init(headers);
      await save({ orderId, rows: [{ num: 2, defect: 'size', quantity: 1 }], demand: 'replace', description: 'Короче на 2 мм' }, headers);
      const sent = await postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      return Number(sendReklamationResponseSchema.parse(sent.body).claim.number.slice(2));
    };
    const first = await sendOne();
    const { rId: dropped } = await init(headers);
    expect((await postJson(test.app(), '/api/v1/order/remove_reklamation', { rId: dropped }, headers)).status).toBe(200);
    expect(await sendOne()).toBe(first + 1);
  });

  it('removes only a draft, with its files', async () => {
    const headers = await dealer();
    const { rId } = await init(headers);
    await upload(rId, [{ bytes: PNG, name: 'удалить.png' }], headers);
    const linked = await test.database().db.select().from(reklamationFiles).where(eq(reklamationFiles.reklamationId, rId));
    expect(linked.length).toBeGreaterThan(0);
    expect((await postJson(test.app(), '/api/v1/order/remove_reklamation', { rId }, await other())).status).toBe(404);
    expect((await postJson(test.app(), '/api/v1/order/remove_reklamation', { rId: 'abc' }, headers)).status).toBe(400);
    const res = await postJson(test.app(), '/api/v1/order/remove_reklamation', { rId }, headers);
    expect(removeReklamationResponseSchema.parse(res.body)).toMatchObject({ result: 'ok', rId, message: 'Черновик рекламации удалён' });
    expect(await test.database().db.select().from(reklamations).where(eq(reklamations.id, rId))).toHaveLength(0);
    const ids = linked.map((l) => l.fileId);
    for (const id of ids) expect(await test.database().db.select().from(storedFiles).where(eq(storedFiles.id, id))).toHaveLength(0);
    expect((await init(headers)).rId).not.toBe(rId);
  });

  it.runIf(kind === 'postgres')('removes with a draft a file whose upload waited on it when the removal came', async () => {
    const headers = await dealer();
    const { rId } = await init(headers);
    const { db } = test.database();
    const [uploaded, removed] = await inTurn(db, sql`select id from reklamations where id = ${rId} for update`, [
      () => upload(rId, [{ bytes: PNG, name: 'ждал.png' }], headers),
      () => postJson(test.app(), '/api/v1/order/remove_reklamation', { rId }, headers),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(uploaded.status);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.originalName, 'ждал.png'))).toEqual([]);
  });

  it.runIf(kind === 'postgres')('keeps the files of a claim sent while one of them was being removed (409)', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    await save({ orderId, rows: [{ num: 2, defect: 'film', quantity: 1 }], demand: 'repair', description: 'Отслоилась плёнка' }, headers);
    const [photo] = reklamationFilesResponseSchema.parse((await upload(rId, [{ bytes: PNG, name: 'скол.png' }], headers)).body).files;
    const { db } = test.database();
    const [sent, refused] = await inTurn(db, sql`select id from reklamations where id = ${rId} for update`, [
      () => postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers),
      () => postJson(test.app(), '/api/v1/order/remove_reklamation_file', { rId, id: photo?.id }, headers),
    ]);
    expect(sent.status).toBe(200);
    expect(refused.status).toBe(409);
    expect(message(refused.body)).toBe('Рекламация уже отправлена: изменить её нельзя');
    expect((await db.select().from(reklamationFiles).where(eq(reklamationFiles.reklamationId, rId))).map((f) => f.fileId)).toEqual([photo?.id]);
  });

  it.runIf(kind === 'postgres')('sends the data it checked: a save landing during the checks waits and meets a sent claim', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    const checked: RekDataInput = { orderId, rows: [{ num: 2, defect: 'film', quantity: 1 }], demand: 'repair', description: 'Отслоилась плёнка' };
    await save(checked, headers);
    const { db } = test.database();
    // Pauses the send in its checks, which read the order's rows; the emptied form saved below reads none, so it waits
    // for the send only on the draft the send holds (without that, it lands at once and inTurn says so).
    const [sent, refused] = await inTurn(db, sql`lock table order_items in access exclusive mode`, [
      () => postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers),
      () => save({ orderId: null, rows: [], demand: 'replace', description: '' }, headers),
    ]);
    expect(sent.status).toBe(200);
    expect(refused.status).toBe(409);
    expect(message(refused.body)).toBe('Рекламация уже отправлена: изменить её нельзя');
    const [claim] = await db.select().from(reklamations).where(eq(reklamations.id, rId));
    expect(claim).toMatchObject({ status: 'sent', orderId, data: { orderId, description: 'Отслоилась плёнка', rows: [{ num: 2, defect: 'film', quantity: 1 }] } });
  });

  it.runIf(kind === 'postgres')('removes a file and its draft at once without a deadlock: the file is then not found (404)', async () => {
    const headers = await dealer();
    const { rId } = await init(headers);
    const uploaded = reklamationFilesResponseSchema.parse((await upload(rId, [{ bytes: PNG, name: 'скол.png' }, { bytes: PNG, name: 'угол.png' }], headers)).body);
    const { db } = test.database();
    const [draftRemoved, refused] = await inTurn(db, sql`select id from reklamations where id = ${rId} for update`, [
      () => postJson(test.app(), '/api/v1/order/remove_reklamation', { rId }, headers),
      () => postJson(test.app(), '/api/v1/order/remove_reklamation_file', { rId, id: uploaded.files[0]?.id }, headers),
    ]);
    expect(draftRemoved.status).toBe(200);
    expect(refused.status).toBe(404);
    expect(message(refused.body)).toBe('Рекламация не найдена');
    expect(await db.select().from(storedFiles).where(inArray(storedFiles.id, uploaded.files.map((f) => f.id)))).toEqual([]);
  });

  it.runIf(kind === 'postgres')(`keeps a draft at ${MAX_REKLAMATION_FILES} files when two uploads take the last place at once`, async () => {
    const headers = await dealer();
    const { rId } = await init(headers);
    const photos = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => ({ bytes: PNG, name: `${prefix}-${i}.png` }));
    expect((await upload(rId, photos(MAX_REKLAMATION_FILES - 1, 'первые'), headers)).status).toBe(200);
    const { db } = test.database();
    const before = await filesCount();
    const answers = await inTurn(db, sql`select id from reklamations where id = ${rId} for update`, [
      () => upload(rId, photos(1, 'a'), headers),
      () => upload(rId, photos(1, 'b'), headers),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(message(answers.find((res) => res.status === 400)?.body)).toBe(`Не больше ${MAX_REKLAMATION_FILES} файлов в рекламации`);
    expect(await db.select().from(reklamationFiles).where(eq(reklamationFiles.reklamationId, rId))).toHaveLength(MAX_REKLAMATION_FILES);
    // The refused upload's stored file was removed again.
    expect(await filesCount()).toBe(before + 1);
  });

  it('lets only the staff move a sent claim along its statuses; the dealer sees the course', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    await save({ orderId, rows: [{ num: 2, defect: 'film', quantity: 1 }], demand: 'repair', description: 'Отслоилась плёнка' }, headers);
    expect((await postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers)).status).toBe(200);
    const move = (body: Record<string, unknown>, h: Record<string, string>) => postJson(test.app(), '/api/v1/order/reklamation_status', body, h);

    const byDealer = await move({ rId, status: 'accepted' }, headers);
    expect(byDealer.status).toBe(403);
    expect(message(byDealer.body)).toBe('Недостаточно прав');
    const staffHeaders = await staff();
    const wrong = await move({ rId, status: 'closed' }, staffHeaders);
    expect(wrong.status).toBe(409);
    expect(message(wrong.body)).toBe('Статус «Отправлена» нельзя сменить на «Закрыта»');
    expect((await move({ rId, status: 'lost' }, staffHeaders)).status).toBe(400);
    expect((await move({ rId: 999_999, status: 'review' }, staffHeaders)).status).toBe(404);
    const draftId = (await init(headers)).rId;
    expect((await move({ rId: draftId, status: 'review' }, staffHeaders)).status).toBe(404);

    const ok = await move({ rId, status: 'accepted', comment: 'Заменим фасад <b>бесплатно</b>' }, staffHeaders);
    expect(ok.status).toBe(200);
    expect(reklamationStatusResponseSchema.parse(ok.body).claim.status).toBe('accepted');
    const mine = claimListResponseSchema.parse((await getJson(test.app(), '/api/v1/order/reklamation_list', headers)).body).claims.find((c) => c.id === rId);
    expect(mine?.statusName).toBe('Принята');
    expect(mine?.history.map((h) => h.status)).toEqual(['sent', 'accepted']);
    expect(mine?.history[1]?.comment).toBe('Заменим фасад <b>бесплатно</b>');
    const dealerId = (await signIn(test, 'dealer@example.ru')).id;
    const [note] = await test.database().db.select().from(notifications).where(eq(notifications.userId, dealerId));
    expect(note?.html).toContain('&lt;b&gt;');
    const all = claimListResponseSchema.parse((await getJson(test.app(), '/api/v1/order/reklamation_list', staffHeaders)).body).claims;
    expect(all.find((c) => c.id === rId)?.dealer).toBe('ООО Кухни');
    const file = reklamationFilesResponseSchema.parse((await upload(draftId, [{ bytes: PNG, name: 'x.png' }], headers)).body).files[0];
    expect((await test.app().request(`/api/v1/download/${file?.id}`, { headers: staffHeaders })).status).toBe(404);
  });

  it('lists a sent claim with what was sent: rows as the order stores them, the description and downloadable files', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    const uploaded = reklamationFilesResponseSchema.parse((await upload(rId, [{ bytes: PNG, name: 'defect1.png' }, { bytes: JPEG, name: 'defect2.jpg' }], headers)).body).files;
    const description = 'Скол на углу,\nоттенок светлее образца';
    await save({ orderId, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: 'угол' }, { num: 3, defect: 'color', quantity: 2 }], demand: 'discount', description }, headers);
    const sent = sendReklamationResponseSchema.parse((await postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers)).body).claim;
    const { rows: orderRows } = relatedForClaimResponseSchema.parse((await getJson(test.app(), `/api/v1/order/related-for-claim?oid=${orderId}`, headers)).body);
    const item = (num: number) => {
      const { num: _num, ...stored } = orderRows.find((row) => row.num === num)!;
      return stored;
    };
    const expected = {
      rows: [
        { num: 1, quantity: 1, defect: 'damage', defectName: 'Механическое повреждение (скол, царапина, вмятина)', comment: 'угол', item: item(1) },
        { num: 3, quantity: 2, defect: 'color', defectName: 'Цвет или оттенок не соответствует', comment: '', item: item(3) },
      ],
      demand: 'discount',
      demandName: 'Скидка',
      description,
      files: uploaded,
    };
    expect(item(1).name).not.toBe('');
    expect(sent.content).toEqual(expected);
    // The draft may hold a file an earlier test left in it: all of them go with the claim.
    expect(uploaded.map((file) => file.name)).toEqual(expect.arrayContaining(['defect1.png', 'defect2.jpg']));

    const listOf = async (h: Record<string, string>) => claimListResponseSchema.parse((await getJson(test.app(), '/api/v1/order/reklamation_list', h)).body).claims;
    const mine = (await listOf(headers)).find((claim) => claim.id === rId);
    expect(mine).toMatchObject({ rows: 2, files: uploaded.length, content: expected });
    // Ids and names only: the list never carries a file's bytes.
    for (const file of mine?.content.files ?? []) expect(Object.keys(file).sort()).toEqual(['id', 'image', 'name', 'size', 'src']);
    expect((await init(headers)).claims.find((claim) => claim.id === rId)?.content).toEqual(expected);
    const staffHeaders = await staff();
    expect((await listOf(staffHeaders)).find((claim) => claim.id === rId)?.content).toEqual(expected);
    expect((await listOf(await other())).map((claim) => claim.id)).not.toContain(rId);

    for (const file of mine?.content.files ?? []) {
      expect(file.src).toBe(`/api/v1/download/${file.id}`);
      const own = await test.app().request(file.src, { headers });
      expect(own.status).toBe(200);
      expect(new Uint8Array(await own.arrayBuffer())).toEqual(file.name.endsWith('.jpg') ? JPEG : PNG);
      const byStaff = await test.app().request(file.src, { headers: staffHeaders });
      expect(byStaff.status).toBe(200);
      expect(byStaff.headers.get('Content-Disposition')).toContain('attachment');
      const foreign = await test.app().request(file.src, { headers: await other() });
      expect(foreign.status).toBe(404);
      expect((await test.app().request(file.src)).status).toBe(401);
    }

    // A status change answers with the same claim; an order removed later leaves the rows, without its rows' names.
    const moved = await postJson(test.app(), '/api/v1/order/reklamation_status', { rId, status: 'review' }, staffHeaders);
    expect(reklamationStatusResponseSchema.parse(moved.body).claim.content).toEqual(expected);
    await test.database().db.delete(orders).where(eq(orders.id, orderId));
    const orphan = (await listOf(headers)).find((claim) => claim.id === rId)?.content;
    expect(orphan?.rows.map((row) => [row.num, row.item])).toEqual([[1, null], [3, null]]);
    expect(orphan?.files).toEqual(uploaded);
  });

  it('exports the claim and the parcel label as real workbooks, for the dealer and the staff only', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { rId } = await init(headers);
    await upload(rId, [{ bytes: PNG, name: 'фото-1.png' }], headers);
    await save({ orderId, rows: [{ num: 3, defect: 'glass', quantity: 1, comment: 'трещина' }], demand: 'replace', description: 'Треснуло стекло' }, headers);
    const { number } = sendReklamationResponseSchema.parse((await postJson(test.app(), '/api/v1/order/send_reklamation', { rId }, headers)).body).claim;

    async function workbook(path: string, h: Record<string, string>) {
      const res = await test.app().request(path, { method: 'POST', headers: { ...h, 'Content-Type': 'application/json' }, body: JSON.stringify({ rId }) });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Disposition')).toContain('attachment');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const values: unknown[][] = [];
      book.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    }
    const claim = await workbook('/api/v1/order/create_xls_reclamation', headers);
    expect(claim[0]?.[0]).toBe(`Рекламация ${number}`);
    expect(claim).toContainEqual(['Заказ', `№ ${orderId}`]);
    expect(claim).toContainEqual(['Требование', 'Замена деталей']);
    expect(claim.find((row) => row[0] === 3)?.slice(5)).toEqual([1, 'Дефект или бой стекла', 'трещина']);
    expect(claim).toContainEqual(['Описание', 'Треснуло стекло']);
    const filesAt = claim.findIndex((row) => row[0] === 'Файлы');
    expect(claim.slice(filesAt).map((row) => row[1])).toContain('фото-1.png');
    const label = await workbook('/api/v1/order/create_xls_reklamation_label', await staff());
    expect(label[0]?.[0]).toBe(`Рекламация ${number}`);
    expect(label).toContainEqual(['Получатель', 'Фабрика «Фасадия», отдел рекламаций']);
    expect(label).toContainEqual(['Отправитель', 'ООО Кухни']);

    for (const path of ['/api/v1/order/create_xls_reclamation', '/api/v1/order/create_xls_reklamation_label']) {
      const foreign = await postJson(test.app(), path, { rId }, await other());
      expect(foreign.status).toBe(404);
      expect(message(foreign.body)).toBe('Рекламация не найдена');
      expect((await postJson(test.app(), path, { rId: 'x' }, headers)).status).toBe(400);
    }
  });

  describe('the claims list in pages', () => {
    type Status = 'sent' | 'review' | 'accepted' | 'rejected' | 'closed';
    const OPEN = ['sent', 'review', 'accepted', 'rejected'];
    /** An old claim the factory has not touched yet: the one the list used to lose past its 200 newest. */
    let oldestOpen = 0;
    let pagerHeaders: Record<string, string> | undefined;
    /** A dealer of their own with 230 sent claims, a minute apart, two of them sent in the same instant. */
    async function pager() {
      if (pagerHeaders) return pagerHeaders;
      const db = test.database().db;
      const [dealerRow] = await db
        .insert(users)
        .values({ email: 'pager@example.ru', passwordHash: await hashPassword('pager-pass-1'), role: 'dealer', company: 'ООО Давние' })
        .returning({ id: users.id });
      const start = Date.UTC(2020, 0, 1);
      const status = (i: number): Status => (i % 10 === 0 ? 'sent' : i % 10 === 1 ? 'review' : 'closed');
      const inserted = await db
        .insert(reklamations)
        .values(
          Array.from({ length: 230 }, (_, i) => ({
            dealerId: dealerRow!.id,
            status: status(i),
            number: `П-${String(i).padStart(5, '0')}`,
            sentAt: new Date(start + (i === 101 ? 100 : i) * 60_000),
            data: { orderId: null, rows: [{ num: 1, defect: 'damage' as const, quantity: 1, comment: '' }], demand: 'replace' as const, description: `Претензия ${i}` },
          })),
        )
        .returning({ id: reklamations.id });
      oldestOpen = inserted[0]!.id;
      pagerHeaders = (await signIn(test, 'pager@example.ru')).headers;
      return pagerHeaders;
    }
    const list = async (headers: Record<string, string>, query = '') => {
      const res = await getJson(test.app(), `/api/v1/order/reklamation_list${query}`, headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return claimListResponseSchema.parse(res.body);
    };
    /** Every page of a list, following `nextAfter` to the end. */
    async function walk(headers: Record<string, string>, query: string) {
      const pages = [await list(headers, `?${query}`)];
      for (let next = pages[0]!.nextAfter; next !== null; next = pages.at(-1)!.nextAfter) {
        pages.push(await list(headers, `?${query}&after=${next}`));
        expect(pages.length).toBeLessThan(100);
      }
      return pages;
    }
    const order = (claims: { sent: string; id: number }[]) =>
      [...claims].sort((a, b) => b.sent.localeCompare(a.sent) || b.id - a.id).map((claim) => claim.id);

    it('gives 20 newest first with the total by default, and every older claim page after page, each with its content', async () => {
      const headers = await pager();
      const first = await list(headers);
      expect(first.claims).toHaveLength(20);
      expect(first.total).toBe(230);
      expect(first.claims[0]?.content.description).toBe('Претензия 229');
      expect(first.claims.map((claim) => claim.id)).toEqual(order(first.claims));
      expect(first.nextAfter).toBe(first.claims.at(-1)?.id);
      expect((await init(headers)).claims.map((claim) => claim.id)).toEqual(first.claims.map((claim) => claim.id));

      const pages = await walk(headers, 'limit=50');
      expect(pages.map((page) => page.claims.length)).toEqual([50, 50, 50, 50, 30]);
      expect(pages.at(-1)?.nextAfter).toBeNull();
      const all = pages.flatMap((page) => page.claims);
      expect(new Set(all.map((claim) => claim.id)).size).toBe(230);
      expect(all.map((claim) => claim.id)).toEqual(order(all));
      // The claim sent in the same instant as another is told apart by its id, not lost at a page's seam.
      expect(all.filter((claim) => claim.sent === new Date(Date.UTC(2020, 0, 1) + 100 * 60_000).toISOString())).toHaveLength(2);
      expect(all.at(-1)).toMatchObject({ id: oldestOpen, status: 'sent', content: { description: 'Претензия 0' } });
    });

    it('neither repeats nor skips a claim when one is sent or moved out of the filter between two pages', async () => {
      const headers = await pager();
      const before = (await walk(headers, 'limit=50')).flatMap((page) => page.claims.map((claim) => claim.id));
      const first = await list(headers, '?limit=7');
      // A new claim comes in, and the last one shown leaves the open ones (the cursor still places the next page).
      const pagerId = (await signIn(test, 'pager@example.ru')).id;
      const [fresh] = await test
        .database()
        .db.insert(reklamations)
        .values({ dealerId: pagerId, status: 'sent', number: 'П-99999', sentAt: new Date(), data: null })
        .returning({ id: reklamations.id });
      const second = await list(headers, `?limit=7&after=${first.nextAfter}`);
      expect([...first.claims, ...second.claims].map((claim) => claim.id)).toEqual(before.slice(0, 14));
      expect(second.total).toBe(231);
      expect((await list(headers)).claims[0]?.id).toBe(fresh?.id);

      const openFirst = await list(headers, '?status=open&limit=5');
      const openAll = (await walk(headers, 'status=open&limit=50')).flatMap((page) => page.claims.map((claim) => claim.id));
      const last = openFirst.claims.at(-1)!;
      await test.database().db.update(reklamations).set({ status: 'closed' }).where(eq(reklamations.id, last.id));
      const openSecond = await list(headers, `?status=open&limit=5&after=${openFirst.nextAfter}`);
      expect(openSecond.claims.map((claim) => claim.id)).toEqual(openAll.slice(5, 10));
      await test.database().db.update(reklamations).set({ status: last.status }).where(eq(reklamations.id, last.id));
      await test.database().db.delete(reklamations).where(eq(reklamations.id, fresh!.id));
    });

    it("filters by status: the staff find every dealer's open claims, the oldest one included", async () => {
      await pager();
      const staffHeaders = await staff();
      const db = test.database().db;
      const pages = await walk(staffHeaders, 'status=open&limit=50');
      const open = pages.flatMap((page) => page.claims);
      const expected = (await db.select({ status: reklamations.status }).from(reklamations)).filter((row) => OPEN.includes(row.status));
      expect(open).toHaveLength(expected.length);
      expect(pages[0]?.total).toBe(expected.length);
      expect(open.every((claim) => OPEN.includes(claim.status))).toBe(true);
      expect(open.map((claim) => claim.id)).toContain(oldestOpen);
      expect(open.find((claim) => claim.id === oldestOpen)).toMatchObject({ dealer: 'ООО Давние', statusName: 'Отправлена', next: ['review', 'accepted', 'rejected'] });

      const closed = await list(staffHeaders, '?status=closed&limit=50');
      expect(closed.claims.every((claim) => claim.status === 'closed')).toBe(true);
      expect(closed.total).toBe((await db.select().from(reklamations).where(eq(reklamations.status, 'closed'))).length);
      const review = await list(await pager(), '?status=review');
      expect(review.total).toBe(23);
      expect(review.claims.every((claim) => claim.status === 'review')).toBe(true);
      expect((await list(staffHeaders, '?status=all')).total).toBe((await db.select().from(reklamations)).filter((row) => row.status !== 'draft').length);
      // Another dealer's filter sees none of them.
      expect((await list(await other(), '?status=open')).claims.map((claim) => claim.id)).not.toContain(oldestOpen);
    });

    it('refuses bad paging input with 400 and a Russian message at the field', async () => {
      const headers = await pager();
      const draftId = (await init(headers)).rId;
      const dealerId = (await signIn(test, 'dealer@example.ru')).id;
      const [foreign] = await test.database().db.select({ id: reklamations.id }).from(reklamations).where(and(eq(reklamations.dealerId, dealerId), ne(reklamations.status, 'draft')));
      const cases: [string, string, string][] = [
        ['limit=0', 'limit', 'Размер страницы: целое число от 1 до 50'],
        ['limit=51', 'limit', 'Размер страницы: целое число от 1 до 50'],
        ['limit=abc', 'limit', 'Размер страницы: целое число от 1 до 50'],
        ['limit=-1', 'limit', 'Размер страницы: целое число от 1 до 50'],
        ['limit=2.5', 'limit', 'Размер страницы: целое число от 1 до 50'],
        ['limit=', 'limit', 'Размер страницы: целое число от 1 до 50'],
        ['after=abc', 'after', 'Список рекламаций изменился: обновите страницу'],
        ['after=0', 'after', 'Список рекламаций изменился: обновите страницу'],
        ['after=-3', 'after', 'Список рекламаций изменился: обновите страницу'],
        ['after=99999999', 'after', 'Список рекламаций изменился: обновите страницу'],
        [`after=${draftId}`, 'after', 'Список рекламаций изменился: обновите страницу'],
        ['status=lost', 'status', 'Неизвестный фильтр статуса'],
        ['status=draft', 'status', 'Неизвестный фильтр статуса'],
        // Another dealer's claim places no page of this one's.
        [`after=${foreign?.id}`, 'after', 'Список рекламаций изменился: обновите страницу'],
      ];
      for (const [query, field, text] of cases) {
        const res = await getJson(test.app(), `/api/v1/order/reklamation_list?${query}`, headers);
        expect(res.status, query).toBe(400);
        const body = errorResponseSchema.parse(res.body);
        expect(body.errorMessage, query).toMatch(/[а-яё]/i);
        expect(body.errors?.[field], query).toBe(text);
      }
    });
  });
});
