import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientListResponseSchema, clientResponseSchema, companyListResponseSchema, hasSeveralCompanies } from '../../api-client/schemas/clients';
import { commentListResponseSchema, commentResponseSchema } from '../../api-client/schemas/comments';
import { notificationsResponseSchema } from '../../api-client/schemas/notifications';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { orderCreatedResponseSchema, orderListResponseSchema, orderResponseSchema } from '../../api-client/schemas/orders';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { listenForEvents, publishEvent, type Envelope } from '../../backend/lib/events';
import { storedFiles } from '../../backend/db/schema';
import { createLogger } from '../../backend/lib/logger';
import { getJson, postJson, useTestApp } from './helpers/request';
import { inTurn } from './helpers/row-lock';
import { TEST_DRIVERS } from './helpers/test-db';
import { goodRows, workbookFile } from './helpers/workbook';

describe.each(TEST_DRIVERS)('comments and clients on %s', (kind) => {
  const test = useTestApp(kind);
  const signIn = async (login: string, password: string) => ({
    'X-API-Key': tokenResponseSchema.parse((await postJson(test.app(), '/api/v1/user/login', { login, password })).body).jwt,
  });
  const dealer = () => signIn('dealer@example.ru', 'dealer-pass-1');
  const staff = () => signIn('manager@example.ru', 'manager-pass-1');
  async function createOrder(headers: Record<string, string>, subscribe?: 'y' | 'n') {
    const form = new FormData();
    form.set('file_order', await workbookFile(goodRows(2)));
    if (subscribe) form.set('subscribe', subscribe);
    return orderCreatedResponseSchema.parse((await postJson(test.app(), '/api/v1/order/excel', form, headers)).body).order.id;
  }

  it.runIf(kind === 'postgres')('removes with a comment a file whose edit waited on it when the removal came', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const mine = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Сейчас приложу' }, headers)).body).comment;
    const { db } = test.database();
    const form = new FormData();
    form.append('add_files[]', new File(['%PDF-1.4 эскиз'], 'ждал.pdf'));
    const [edited, removed] = await inTurn(db, sql`select id from comments where id = ${mine.id} for update`, [
      () => postJson(test.app(), `/api/v1/comment/${mine.id}`, form, headers),
      () => postJson(test.app(), `/api/v1/comment/${mine.id}`, {}, headers, 'DELETE'),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(edited.status);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.originalName, 'ждал.pdf'))).toEqual([]);
  });

  it.runIf(kind === 'postgres')('keeps no file of a comment edit that waited while its order was deleted: listed with the order, or refused with a 409', async () => {
    const headers = await dealer();
    const { db } = test.database();
    const named = (name: string) => db.select().from(storedFiles).where(eq(storedFiles.originalName, name));
    const editAdding = (id: number, name: string) => {
      const form = new FormData();
      form.append('add_files[]', new File(['%PDF-1.4 эскиз'], name));
      return postJson(test.app(), `/api/v1/comment/${id}`, form, headers);
    };
    const comment = async (orderId: number) =>
      commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Сейчас приложу' }, headers)).body).comment;
    // The edit first holds the order, so the delete that came while it waited on the comment lists its file.
    const orderId = await createOrder(headers);
    const mine = await comment(orderId);
    let stored: typeof storedFiles.$inferSelect | undefined;
    const answers = await inTurn(
      db,
      sql`select id from comments where id = ${mine.id} for update`,
      [() => editAdding(mine.id, 'сирота.pdf'), () => postJson(test.app(), `/api/v1/order/${orderId}`, {}, headers, 'DELETE')],
      async () => {
        [stored] = await named('сирота.pdf');
      },
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await named('сирота.pdf')).toEqual([]);
    expect(await test.storage().get(stored?.storageKey ?? '')).toBeNull();
    // The delete first: the edit meets an order that is gone, and its file is removed with its refusal.
    const laterId = await createOrder(headers);
    const later = await comment(laterId);
    const [deleted, late] = await inTurn(db, sql`select id from orders where id = ${laterId} for update`, [
      () => postJson(test.app(), `/api/v1/order/${laterId}`, {}, headers, 'DELETE'),
      () => editAdding(later.id, 'поздно.pdf'),
    ]);
    expect(deleted.status).toBe(200);
    expect(late.status).toBe(409);
    expect(errorResponseSchema.parse(late.body).errorMessage).toBe('Заказ только что изменился: обновите страницу');
    expect(await named('поздно.pdf')).toEqual([]);
  });

  it.runIf(kind === 'postgres')('removes a comment and its order at once, either first, without a deadlock or an error, and leaves no file', async () => {
    const headers = await dealer();
    const { db } = test.database();
    const race = async (first: 'comment' | 'order') => {
      const orderId = await createOrder(headers);
      const form = new FormData();
      form.set('order_id', String(orderId));
      form.set('comment', 'С эскизом');
      form.append('add_files[]', new File(['%PDF-1.4 эскиз'], `${first}.pdf`));
      const mine = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', form, headers)).body).comment;
      expect((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Ответ', reply_to: mine.id }, headers)).status).toBe(200);
      const removeComment = () => postJson(test.app(), `/api/v1/comment/${mine.id}`, {}, headers, 'DELETE');
      const removeOrder = () => postJson(test.app(), `/api/v1/order/${orderId}`, {}, headers, 'DELETE');
      const answers = await inTurn(
        db,
        sql`select id from orders where id = ${orderId} for update`,
        first === 'comment' ? [removeComment, removeOrder] : [removeOrder, removeComment],
      );
      expect(await db.select().from(storedFiles).where(eq(storedFiles.originalName, `${first}.pdf`))).toEqual([]);
      return answers.map((res) => res.status);
    };
    expect(await race('comment')).toEqual([200, 200]);
    expect(await race('order')).toEqual([200, 409]);
  });

  it.runIf(kind === 'postgres')('keeps a comment within 10 files when two edits swap the same file at once: the second is told it is gone', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', 'Эскизы');
    for (let i = 0; i < 10; i++) form.append('add_files[]', new File([`%PDF-1.4 ${i}`], `лист-${i}.pdf`));
    const created = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', form, headers)).body).comment;
    const { db } = test.database();
    const swap = (name: string) => () => {
      const edit = new FormData();
      edit.append('remove_files[]', String(created.files[0]?.id));
      edit.append('add_files[]', new File(['%PDF-1.4 новый'], name));
      return postJson(test.app(), `/api/v1/comment/${created.id}`, edit, headers);
    };
    const answers = await inTurn(db, sql`select id from comments where id = ${created.id} for update`, [swap('новый-a.pdf'), swap('новый-b.pdf')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
    expect(errorResponseSchema.parse(answers.find((res) => res.status === 404)?.body).errorMessage).toBe('Файл уже удалён: обновите страницу');
    const [comment] = commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body).items;
    expect(comment?.files).toHaveLength(10);
    const news = await db.select().from(storedFiles).where(sql`${storedFiles.originalName} like 'новый-%'`);
    expect(news).toHaveLength(1);
    // The block shares its database: the staff's unread counts in the tests below start without this comment.
    expect((await postJson(test.app(), `/api/v1/order/${orderId}`, {}, headers, 'DELETE')).status).toBe(200);
  });

  it('adds comments with a file and a reply; unread counts only others\' unviewed ones until marked viewed', async () => {
    const headers = await dealer();
    const factory = await staff();
    const orderId = await createOrder(headers);
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', 'Проверьте, пожалуйста, размеры');
    form.append('add_files[]', new File(['%PDF-1.4 эскиз'], 'эскиз.pdf'));
    const mine = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', form, headers)).body).comment;
    expect(mine.files[0]?.name).toBe('эскиз.pdf');
    const reply = await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Размеры верны', reply_to: mine.id }, factory);
    const theirs = commentResponseSchema.parse(reply.body).comment;
    expect(theirs.reply_to).toBe(mine.id);

    let list = commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body);
    expect(list).toMatchObject({ total: 2, unread: 1 });
    const orders = orderListResponseSchema.parse((await getJson(test.app(), '/api/v1/order?unreadMessages=y', headers)).body);
    expect(orders.items.map((o) => [o.id, o.new_comments, o.all_comments])).toEqual([[orderId, 1, 2]]);
    expect((await getJson(test.app(), '/api/v1/order/new_comment_count', headers)).body).toEqual({ count: 1 });
    expect((await getJson(test.app(), '/api/v1/sse/userStats', headers)).body).toMatchObject({ unreadComments: 1 });
    expect((await getJson(test.app(), '/api/v1/sse/userStats', factory)).body).toMatchObject({ unreadComments: 1 });

    const heard: Envelope[] = [];
    const listener = listenForEvents({ db: test.database().db, kind, logger: createLogger('silent'), onEnvelope: (envelope) => heard.push(envelope) });
    await listener.ready;
    const viewed = () => heard.filter((envelope) => envelope.t === 'event' && envelope.event.e === 'viewComment');
    const state = await postJson(test.app(), '/api/v1/comment/state', { viewed_state: 'y', 'comment_ids[]': [theirs.id] }, headers);
    expect(state.status).toBe(200);
    // The dealer's other tabs hear it (spec §4's viewComment), once: marking it again changes nothing.
    await expect.poll(viewed).toEqual([{ t: 'event', userId: mine.author_id, event: { e: 'viewComment', orderId, newCommentCount: 0 } }]);
    await postJson(test.app(), '/api/v1/comment/state', { viewed_state: 'y', 'comment_ids[]': [theirs.id] }, headers);
    // A marker after the second call: once it is heard, anything the call sent would have been heard too.
    await publishEvent(test.database().db, mine.author_id, { e: 'newNotification', shownotify: false });
    await expect.poll(() => heard.some((envelope) => envelope.t === 'event' && envelope.event.e === 'newNotification')).toBe(true);
    expect(viewed()).toHaveLength(1);
    await listener.close();
    list = commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body);
    expect(list.unread).toBe(0);
    expect((await getJson(test.app(), '/api/v1/sse/userStats', headers)).body).toMatchObject({ unreadComments: 0 });
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${orderId}`, headers)).body);
    expect(order.comments).toEqual({ total: 2, unread: 0 });
    const fileRes = await test.app().request(mine.files[0]?.src ?? '', { headers: factory });
    expect(fileRes.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('an edit or removal by the staff reloads the dealer\'s comments: a viewComment with the order\'s count, and no announcement', async () => {
    const headers = await dealer();
    const factory = await staff();
    const orderId = await createOrder(headers);
    const dealerId = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Когда отгрузка?' }, headers)).body).comment.author_id;
    const theirs = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'В пятницу' }, factory)).body).comment;

    const heard: Envelope[] = [];
    const listener = listenForEvents({ db: test.database().db, kind, logger: createLogger('silent'), onEnvelope: (envelope) => heard.push(envelope) });
    await listener.ready;
    const toDealer = () => heard.flatMap((envelope) => (envelope.t === 'event' && envelope.userId === dealerId ? [envelope.event] : []));
    expect((await postJson(test.app(), `/api/v1/comment/${theirs.id}`, { comment: 'В субботу' }, factory)).status).toBe(200);
    await expect.poll(toDealer).toEqual([{ e: 'viewComment', orderId, orderCommentCount: 2, newCommentCount: 1 }]);
    const removed = await test.app().request(`/api/v1/comment/${theirs.id}`, { method: 'DELETE', headers: factory });
    expect(removed.status).toBe(200);
    await expect.poll(toDealer).toEqual([
      { e: 'viewComment', orderId, orderCommentCount: 2, newCommentCount: 1 },
      { e: 'viewComment', orderId, orderCommentCount: 1, newCommentCount: 0 },
    ]);
    await listener.close();
  });

  it('a status change by the factory notifies the dealer only when the order is subscribed', async () => {
    const headers = await dealer();
    const factory = await staff();
    const unread = async () => notificationsResponseSchema.parse((await getJson(test.app(), '/api/v1/notifications?page=1', headers)).body).unreadCount;
    const before = await unread();
    // A new order starts subscribed, as the import form's ticked box: this one was unticked.
    const quiet = await createOrder(headers, 'n');
    expect((await postJson(test.app(), `/api/v1/order/${quiet}/status`, { action: 'cancel' }, factory)).status).toBe(200);
    expect(await unread()).toBe(before);

    const watched = await createOrder(headers, 'n');
    expect((await getJson(test.app(), `/api/v1/order/${watched}/subscribe`, headers)).status).toBe(200);
    const changed = await postJson(test.app(), `/api/v1/order/${watched}/status`, { action: 'cancel' }, factory);
    expect(changed.status).toBe(200);
    const list = notificationsResponseSchema.parse((await getJson(test.app(), '/api/v1/notifications?page=1', headers)).body);
    expect(list.unreadCount).toBe(before + 1);
    expect(list.items[0]?.title).toMatch(new RegExp(`^Заказ № ${watched}: `));

    // The dealer's own move tells the dealer nothing; the staff's «Отправить в производство» (a GET action) does.
    const sent = await createOrder(headers, 'n');
    expect((await getJson(test.app(), `/api/v1/order/${sent}/subscribe`, headers)).status).toBe(200);
    expect((await getJson(test.app(), `/api/v1/order/${sent}/validate`, headers)).status).toBe(200);
    expect(await unread()).toBe(before + 1);
    expect((await getJson(test.app(), `/api/v1/order/${sent}/upload`, factory)).status).toBe(200);
    const afterUpload = notificationsResponseSchema.parse((await getJson(test.app(), '/api/v1/notifications?page=1', headers)).body);
    expect(afterUpload.unreadCount).toBe(before + 2);
    expect(afterUpload.items[0]?.title).toMatch(new RegExp(`^Заказ № ${sent}: `));
  });

  it('answers a repeated «Отправить» key with the comment it made, one per author, keeping one set of its files', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const { db } = test.database();
    const send = (key: string, by = headers) => {
      const form = new FormData();
      form.set('order_id', String(orderId));
      form.set('comment', 'Один раз');
      form.append('add_files[]', new File(['%PDF-1.4 ключ'], `ключ-${key}.pdf`));
      form.set('request_key', key);
      return postJson(test.app(), '/api/v1/comment', form, by);
    };
    const files = async (key: string) => (await db.select().from(storedFiles).where(eq(storedFiles.originalName, `ключ-${key}.pdf`))).length;
    const count = async () => commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body).total;
    const key = 'comment-key-0123456789abcdef';
    const first = await send(key);
    expect(first.status).toBe(200);
    // The answer was lost and the dealer pressed again: the same answer, nothing new.
    const again = await send(key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(1);
    expect(await files(key)).toBe(1);
    // Two at once with one key: one comment, both answered with it; the loser's files are not kept.
    const racingKey = 'comment-race-0123456789abcdef';
    const [a, b] = await Promise.all([send(racingKey), send(racingKey)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await count()).toBe(2);
    expect(await files(racingKey)).toBe(1);
    // Another key, or another author's same key, is another comment.
    expect(commentResponseSchema.parse((await send('comment-other-0123456789abcdef')).body).comment.id).not.toBe(commentResponseSchema.parse(first.body).comment.id);
    const theirs = await send(key, await staff());
    expect(theirs.status).toBe(200);
    expect(commentResponseSchema.parse(theirs.body).comment.id).not.toBe(commentResponseSchema.parse(first.body).comment.id);
    expect(await count()).toBe(4);
    const bad = await send('ключ с пробелами');
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(bad.body).errors).toHaveProperty('request_key');
    expect(await count()).toBe(4);
  });

  it.runIf(kind === 'postgres')('marks comments viewed after a removal of their order under way, skipping what it removed', async () => {
    const headers = await dealer();
    const staffHeaders = await staff();
    const orderId = await createOrder(headers);
    const posted = await Promise.all(
      ['Первый', 'Второй'].map(async (text) => commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: text }, staffHeaders)).body).comment.id),
    );
    const { db } = test.database();
    // The views come while the removal waits: they wait behind it, not beside it on the comments' rows.
    const [removed, viewed] = await inTurn(db, sql`select id from orders where id = ${orderId} for update`, [
      () => postJson(test.app(), `/api/v1/order/${orderId}`, {}, headers, 'DELETE'),
      () => postJson(test.app(), '/api/v1/comment/state', { viewed_state: 'y', 'comment_ids[]': posted }, headers),
    ]);
    expect(removed.status).toBe(200);
    expect([viewed.status, viewed.body]).toEqual([200, { viewed: 0, message: 'ok' }]);
  });

  it('answers a retried reply with the comment it made even when the comment it answered is gone since', async () => {
    const headers = await dealer();
    const staffHeaders = await staff();
    const orderId = await createOrder(headers);
    const question = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Какой цвет?' }, staffHeaders)).body).comment;
    const reply = (key: string) => postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Белый', reply_to: question.id, request_key: key }, headers);
    const key = 'reply-key-0123456789abcdef';
    const first = await reply(key);
    expect(first.status).toBe(200);
    expect((await postJson(test.app(), `/api/v1/comment/${question.id}`, {}, staffHeaders, 'DELETE')).status).toBe(200);
    // The answer was lost, and the question removed before the retry: the retry still gets the reply it made, as it
    // is now (a removed comment's replies answer nothing).
    const again = await reply(key);
    expect(again.status).toBe(200);
    const made = commentResponseSchema.parse(first.body);
    expect(again.body).toEqual({ ...made, comment: { ...made.comment, reply_to: null } });
    // A new reply to the removed comment is refused, and nothing is added.
    const late = await reply('reply-late-0123456789abcdef');
    expect(late.status).toBe(400);
    expect(errorResponseSchema.parse(late.body).errors).toHaveProperty('reply_to');
    expect(commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body).total).toBe(1);
  });

  it.runIf(kind === 'postgres')('refuses a reply whose comment is removed while the reply waits, keeping neither the reply nor its file', async () => {
    const headers = await dealer();
    const staffHeaders = await staff();
    const orderId = await createOrder(headers);
    const question = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Какой цвет?' }, staffHeaders)).body).comment;
    const { db } = test.database();
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', 'Белый');
    form.set('reply_to', String(question.id));
    form.append('add_files[]', new File(['%PDF-1.4 ответ'], 'ответ.pdf'));
    const [removed, replied] = await inTurn(db, sql`select id from orders where id = ${orderId} for update`, [
      () => postJson(test.app(), `/api/v1/comment/${question.id}`, {}, staffHeaders, 'DELETE'),
      () => postJson(test.app(), '/api/v1/comment', form, headers),
    ]);
    expect(removed.status).toBe(200);
    expect(replied.status).toBe(400);
    expect(commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body).total).toBe(0);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.originalName, 'ответ.pdf'))).toEqual([]);
  });

  it("takes attachments of spec §3's groups (images, Word, Excel, pdf) and nothing else", async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', 'Схема и пожелания');
    form.append('add_files[]', new File(['GIF89a...'], 'схема.gif'));
    form.append('add_files[]', new File(['{\\rtf1 пожелания}'], 'пожелания.rtf'));
    form.append('add_files[]', new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'план.svg'));
    const created = await postJson(test.app(), '/api/v1/comment', form, headers);
    expect(created.status).toBe(200);
    expect(commentResponseSchema.parse(created.body).comment.files.map((file) => file.name)).toEqual(['схема.gif', 'пожелания.rtf', 'план.svg']);

    const bad = new FormData();
    bad.set('order_id', String(orderId));
    bad.set('comment', 'Программа');
    bad.append('add_files[]', new File(['MZ\u0090'], 'setup.exe'));
    const refused = await postJson(test.app(), '/api/v1/comment', bad, headers);
    expect(refused.status).toBe(400);
    expect(errorResponseSchema.parse(refused.body).errors?.add_files).toMatch(/^Можно прикрепить только файлы jpg, jpeg, png, gif, bmp, webp, tiff, tif, svg, doc,/);
    const list = commentListResponseSchema.parse((await getJson(test.app(), `/api/v1/comment?order_id=${orderId}`, headers)).body);
    expect(list.items.map((item) => item.comment)).toEqual(['Схема и пожелания']);
  });

  it('edits a comment\'s files: removes one and adds one, and refuses to leave it with neither text nor file', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', 'Эскиз во вложении');
    form.append('add_files[]', new File(['%PDF-1.4 первый'], 'эскиз.pdf'));
    const created = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', form, headers)).body).comment;
    const first = created.files[0]?.id ?? 0;

    const emptied = new FormData();
    emptied.set('comment_id', String(created.id));
    emptied.set('comment', '');
    emptied.append('remove_files[]', String(first));
    const refused = await postJson(test.app(), `/api/v1/comment/${created.id}`, emptied, headers);
    expect(refused.status).toBe(400);
    expect(errorResponseSchema.parse(refused.body).errors?.comment).toBe('Напишите комментарий или прикрепите файл');

    emptied.append('add_files[]', new File(['%PDF-1.4 второй'], 'эскиз-2.pdf'));
    const edited = commentResponseSchema.parse((await postJson(test.app(), `/api/v1/comment/${created.id}`, emptied, headers)).body).comment;
    expect(edited).toMatchObject({ comment: '', state: 'edited' });
    expect(edited.files.map((file) => file.name)).toEqual(['эскиз-2.pdf']);
    expect((await test.app().request(`/api/v1/download/${first}`, { headers })).status).toBe(404);
  });

  it('edits and deletes only own comments, and refuses empty or bad ones', async () => {
    const headers = await dealer();
    const orderId = await createOrder(headers);
    const created = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', { order_id: orderId, comment: 'Первый' }, headers)).body).comment;
    const edited = await postJson(test.app(), `/api/v1/comment/${created.id}`, { comment_id: created.id, comment: 'Исправленный' }, headers);
    expect(commentResponseSchema.parse(edited.body).comment).toMatchObject({ comment: 'Исправленный', state: 'edited' });
    const other = await staff();
    expect((await postJson(test.app(), `/api/v1/comment/${created.id}`, { comment: 'чужой' }, other)).status).toBe(403);
    expect((await postJson(test.app(), `/api/v1/comment/${created.id}`, {}, other, 'DELETE')).status).toBe(403);
    for (const body of [{ order_id: orderId, comment: '   ' }, { order_id: orderId, comment: 'x'.repeat(5000) }, { order_id: 'abc', comment: 'a' }, { order_id: orderId, comment: 'a', reply_to: 999_999 }]) {
      const res = await postJson(test.app(), '/api/v1/comment', body, headers);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
    }
    expect((await postJson(test.app(), '/api/v1/comment/state', { viewed_state: 'n', 'comment_ids[]': [1] }, headers)).status).toBe(400);
    expect((await postJson(test.app(), `/api/v1/comment/${created.id}`, {}, headers, 'DELETE')).status).toBe(200);
    // Removed in another tab: editing or removing it again says what is gone, not an unknown page.
    for (const [body, method] of [[{}, 'DELETE'], [{ comment: 'Ещё раз' }, 'POST']] as const) {
      const gone = await postJson(test.app(), `/api/v1/comment/${created.id}`, body, headers, method);
      expect(gone.status).toBe(404);
      expect(errorResponseSchema.parse(gone.body).errorMessage).toBe('Комментарий не найден: возможно, его уже удалили');
    }
  });

  it('creates, updates, deletes and restores clients; lists companies with the spec\'s flag and managers', async () => {
    const headers = await dealer();
    const created = clientResponseSchema.parse((await postJson(test.app(), '/api/v1/client', { name: ' Иванов ', phone: '+7 912 000-00-00' }, headers)).body);
    expect(created).toMatchObject({ client: { name: 'Иванов', deleted: false }, message: 'Клиент добавлен' });
    const id = created.client.id;
    expect((await postJson(test.app(), `/api/v1/client/${id}`, { name: 'Иванов И.' }, headers)).status).toBe(200);
    expect((await postJson(test.app(), `/api/v1/client/${id}`, {}, headers, 'DELETE')).status).toBe(200);
    let list = clientListResponseSchema.parse((await getJson(test.app(), '/api/v1/client', headers)).body);
    expect(list.clients.some((c) => c.id === id)).toBe(false);
    list = clientListResponseSchema.parse((await getJson(test.app(), '/api/v1/client?deleted=y', headers)).body);
    expect(list.clients.find((c) => c.id === id)?.deleted).toBe(true);
    expect(clientResponseSchema.parse((await postJson(test.app(), `/api/v1/client/${id}/restore`, {}, headers)).body).client.deleted).toBe(false);
    for (const body of [{ name: '' }, { name: 'a', email: 'не почта' }, { name: 'x'.repeat(300) }]) {
      expect((await postJson(test.app(), '/api/v1/client', body, headers)).status).toBe(400);
    }
    expect((await getJson(test.app(), '/api/v1/client', {})).status).toBe(401);
    const companies = companyListResponseSchema.parse((await getJson(test.app(), '/api/v1/company', headers)).body);
    expect(companies).toEqual({ companies: [], multiple: true });
    expect((await getJson(test.app(), '/api/v1/manager', headers)).body).toEqual({ managers: [] });
    expect([hasSeveralCompanies(undefined), hasSeveralCompanies([]), hasSeveralCompanies([1]), hasSeveralCompanies([1, 2])]).toEqual([true, true, false, true]);
  });

  it('serves the order template as a workbook with a safe file name', async () => {
    const res = await test.app().request('/api/v1/order/template');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''/);
  });
});
