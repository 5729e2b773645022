import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { DEFAULT_PRIORITY_SECONDS, notificationsResponseSchema } from '../../api-client/schemas/notifications';
import { orderCreatedResponseSchema } from '../../api-client/schemas/orders';
import { signToken } from '../../backend/auth/tokens';
import { notifications } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { listenForEvents, publishEvent, type Envelope } from '../../backend/lib/events';
import { createLogger } from '../../backend/lib/logger';
import { createNotification, plainText } from '../../backend/lib/notifications';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';
import { goodRows, workbookFile } from './helpers/workbook';

const BASE = '/api/v1/notifications';
const DEALER = 'dealer@example.ru';
const MANAGER = 'manager@example.ru';

describe.each(TEST_DRIVERS)('notifications on %s', (kind) => {
  const test = useTestApp(kind);
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await getJson(test.app(), `${BASE}${query}`, headers);
    expect(res.status).toBe(200);
    return notificationsResponseSchema.parse(res.body);
  };
  const create = (headers: Record<string, string>, data: unknown) =>
    postJson(test.app(), `${BASE}/notifications_create`, { notification_data: data }, headers);

  it('refuses every call without a valid token', async () => {
    const forged = await signToken(ephemeralConfig(), { id: 1, role: 'dealer' });
    for (const headers of [{}, { 'X-API-Key': 'forged' }, { 'X-API-Key': forged.jwt }] as Record<string, string>[]) {
      expect((await getJson(test.app(), BASE, headers)).status).toBe(401);
      expect((await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: 'all' }, headers)).status).toBe(401);
      expect((await postJson(test.app(), `${BASE}/notifications_delete_by_id`, { id: 1 }, headers)).status).toBe(401);
      const res = await create(headers, { to: 'dealers', title: 'x', text: 'y' });
      expect(res.body).toEqual({ errorMessage: 'Invalid token specified' });
    }
  });

  it('lets only factory staff create notifications', async () => {
    const dealer = await signIn(test, DEALER);
    const res = await create(dealer.headers, { to: dealer.id, title: 'Сам себе', text: 'нет' });
    expect(res.status).toBe(403);
    expect(await list(dealer.headers)).toMatchObject({ unreadCount: 0, items: [] });
  });

  it('creates for one user from form data, pages by 10 and counts unread', async () => {
    const manager = await signIn(test, MANAGER);
    const dealer = await signIn(test, DEALER);
    for (let i = 1; i <= 12; i += 1) {
      const form = new FormData();
      form.set('notification_data', JSON.stringify({ to: dealer.id, title: `Уведомление ${i}`, text: `<p>Текст <b>${i}</b></p>` }));
      const res = await postJson(test.app(), `${BASE}/notifications_create`, form, manager.headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ result: 'ok', ids: [expect.any(Number)] });
    }
    const first = await list(dealer.headers);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ title: 'Уведомление 12', text: 'Текст 12', formatted: '<p>Текст <b>12</b></p>', read: false, priority: false, prioritytimeleft: 0 });
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 2, total: 12 });
    expect(first.unreadCount).toBe(12);
    const second = await list(dealer.headers, '?page=2');
    expect(second.items.map((item) => item.title)).toEqual(['Уведомление 2', 'Уведомление 1']);
    expect((await list(manager.headers)).items).toHaveLength(0);
  });

  it('answers the body through the CMS sanitizer: no scripts, handlers or javascript: links reach the browser', async () => {
    const manager = await signIn(test, MANAGER);
    const dealer = await signIn(test, DEALER);
    const html = '<p onclick="alert(1)">Текст</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">ссылка</a><svg onload=alert(5)></svg><details open ontoggle=alert(6)>';
    const form = new FormData();
    form.set('notification_data', JSON.stringify({ to: dealer.id, title: 'Проверка', text: html }));
    expect((await postJson(test.app(), `${BASE}/notifications_create`, form, manager.headers)).status).toBe(200);
    const [item] = (await list(dealer.headers)).items;
    expect(item?.formatted).toBe('<p>Текст</p><img src="x" /><a>ссылка</a>');
    expect((await postJson(test.app(), `${BASE}/notifications_delete_by_id`, { id: item?.id }, dealer.headers)).status).toBe(200);
  });

  it('marks selected (ids or notyfyIds), then all, as read; filters unread', async () => {
    const dealer = await signIn(test, DEALER);
    const [a, b, c] = (await list(dealer.headers)).items;
    expect(a && b && c).toBeTruthy();
    let res = await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: [a?.id] }, dealer.headers);
    expect(res.body).toEqual({ result: 'ok' });
    const form = new FormData();
    form.append('notyfyIds[]', String(b?.id));
    form.append('notyfyIds[]', String(c?.id));
    res = await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, form, dealer.headers);
    expect(res.body).toEqual({ result: 'ok' });
    const unread = await list(dealer.headers, '?filter=unread&page=1');
    expect(unread.unreadCount).toBe(9);
    expect(unread.items.every((item) => !item.read)).toBe(true);
    expect(unread.pagination.total).toBe(9);
    res = await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: 'all' }, dealer.headers);
    expect(res.body).toEqual({ result: 'ok' });
    expect((await list(dealer.headers)).unreadCount).toBe(0);
  });

  it("tells the user's other tabs when notifications were read (a newNotification without shownotify), not when nothing changed", async () => {
    const dealer = await signIn(test, DEALER);
    const first = { id: await createNotification(test.database().db, { userId: dealer.id, title: 'Прочитать в другой вкладке', html: 'x' }) };
    const heard: Envelope[] = [];
    const listener = listenForEvents({ db: test.database().db, kind, logger: createLogger('silent'), onEnvelope: (envelope) => heard.push(envelope) });
    await listener.ready;
    try {
      const read = () => heard.filter((envelope) => envelope.t === 'event' && envelope.event.e === 'newNotification');
      expect((await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: [first?.id] }, dealer.headers)).status).toBe(200);
      await expect.poll(read).toEqual([{ t: 'event', userId: dealer.id, event: { e: 'newNotification' } }]);
      await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: [first?.id] }, dealer.headers);
      // A marker after the second call: once it is heard, anything the call sent would have been heard too.
      await publishEvent(test.database().db, dealer.id, { e: 'viewComment', orderId: 1 });
      await expect.poll(() => heard.some((envelope) => envelope.t === 'event' && envelope.event.e === 'viewComment')).toBe(true);
      expect(read()).toHaveLength(1);
    } finally {
      await listener.close();
    }
  });

  it.each([
    ['no list', {}, 'Пожалуйста, заполните обязательные поля'],
    ['an empty list', { ids: [] }, 'Пожалуйста, заполните обязательные поля'],
    ['over 100 ids', { ids: Array.from({ length: 500 }, (_, i) => i + 1) }, 'Не больше 100 уведомлений за раз'],
    ['ids that are no numbers', { ids: [-1, 'x'] }, 'Неверный номер уведомления'],
    ['a number instead of a list', { ids: 5 }, 'Неверный номер уведомления'],
  ])('refuses to mark %s as read, saying what is wrong', async (_label, body, expected) => {
    const dealer = await signIn(test, DEALER);
    const res = await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, body, dealer.headers);
    expect(res.status).toBe(400);
    expect(Object.values(errorResponseSchema.parse(res.body).errors ?? {})).toContain(expected);
  });

  it('cannot read or delete another user\'s notification', async () => {
    const manager = await signIn(test, MANAGER);
    const dealer = await signIn(test, DEALER);
    const id = await createNotification(test.database().db, { userId: manager.id, title: 'Для фабрики', html: 'x' });
    await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: [id] }, dealer.headers);
    const res = await postJson(test.app(), `${BASE}/notifications_delete_by_id`, { id }, dealer.headers);
    expect(res.status).toBe(404);
    expect(errorResponseSchema.parse(res.body).errorMessage).toBe('Уведомление не найдено');
    expect((await list(manager.headers)).items[0]).toMatchObject({ id, read: false });
  });

  it('deletes one notification of the user', async () => {
    const dealer = await signIn(test, DEALER);
    const before = await list(dealer.headers);
    const target = before.items[0];
    const res = await postJson(test.app(), `${BASE}/notifications_delete_by_id`, new URLSearchParams({ id: String(target?.id) }), dealer.headers);
    expect(res.body).toEqual({ result: 'ok' });
    expect((await list(dealer.headers)).pagination.total).toBe(before.pagination.total - 1);
  });

  it('gives a priority notification without time left a week of blocking, and filters priority ones', async () => {
    const manager = await signIn(test, MANAGER);
    const dealer = await signIn(test, DEALER);
    const res = await create(manager.headers, { to: 'dealers', title: 'Важно', text: '<p>Прочтите</p>', priority: true });
    expect(res.status).toBe(200);
    const [item] = (await list(dealer.headers, '?filter=priority-unread')).items;
    expect(item).toMatchObject({ title: 'Важно', priority: true, shownotify: true, read: false, test: false });
    expect(item?.prioritytimeleft).toBeGreaterThan(DEFAULT_PRIORITY_SECONDS - 60);
    await create(manager.headers, { to: dealer.id, title: 'Коротко', text: 'x', priority: true, prioritytimeleft: 60, test: true, shownotify: false });
    const priority = await list(dealer.headers, '?filter=priority');
    expect(priority.items.map((n) => [n.title, n.test, n.shownotify])).toEqual([['Коротко', true, false], ['Важно', false, true]]);
    expect(priority.items[0]?.prioritytimeleft).toBeLessThanOrEqual(60);
    await postJson(test.app(), `${BASE}/notifications_as_read_by_id`, { ids: [item?.id] }, dealer.headers);
    const read = (await list(dealer.headers, '?filter=priority')).items.find((n) => n.id === item?.id);
    expect(read).toMatchObject({ read: true, prioritytimeleft: 0 });
  });

  it('sends to every dealer with to=dealers', async () => {
    const manager = await signIn(test, MANAGER);
    const res = await create(manager.headers, { to: 'dealers', title: 'Всем дилерам', text: 'т' });
    const rows = await test.database().db.select().from(notifications).where(eq(notifications.title, 'Всем дилерам'));
    expect(rows.map((row) => row.userId)).toEqual([(await signIn(test, DEALER)).id]);
    expect(res.body).toEqual({ result: 'ok', ids: [rows[0]?.id] });
  });

  it.each([
    ['no notification_data', {}],
    ['data that is not JSON', { notification_data: '{oops' }],
    ['no recipient', { notification_data: { title: 'a', text: 'b' } }],
    ['an empty title', { notification_data: { to: 'dealers', title: ' ', text: 'b' } }],
    ['an oversized text', { notification_data: { to: 'dealers', title: 'a', text: 'x'.repeat(20_001) } }],
    ['a negative time left', { notification_data: { to: 'dealers', title: 'a', text: 'b', priority: true, prioritytimeleft: -5 } }],
    ['an unknown user', { notification_data: { to: 99_999, title: 'a', text: 'b' } }],
  ])('refuses to create with %s, storing nothing', async (_label, body) => {
    const manager = await signIn(test, MANAGER);
    const before = await test.database().db.$count(notifications);
    const res = await postJson(test.app(), `${BASE}/notifications_create`, body, manager.headers);
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
    expect(await test.database().db.$count(notifications)).toBe(before);
  });

  it.each([
    ['?page=0', 400],
    ['?page=x', 400],
    ['?filter=bogus', 400],
    ['?limit=500', 400],
  ])('refuses the list query %s', async (query, status) => {
    const dealer = await signIn(test, DEALER);
    const res = await getJson(test.app(), `${BASE}${query}`, dealer.headers);
    expect(res.status).toBe(status);
    expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
  });

  it("links an order's status and check notifications to the order in the cabinet, through the sanitizer, with the same plain text", async () => {
    const dealer = await signIn(test, DEALER);
    const manager = await signIn(test, MANAGER);
    const form = new FormData();
    form.set('file_order', await workbookFile(goodRows(2)));
    const { id } = orderCreatedResponseSchema.parse((await postJson(test.app(), '/api/v1/order/excel', form, dealer.headers)).body).order;
    expect((await getJson(test.app(), `/api/v1/order/${id}/setchecked`, manager.headers)).status).toBe(200);
    expect((await postJson(test.app(), `/api/v1/order/${id}/status`, { action: 'cancel' }, manager.headers)).status).toBe(200);
    const [cancelled, checked] = (await list(dealer.headers)).items;
    expect(cancelled).toMatchObject({
      title: `Заказ № ${id}: Отменен`,
      text: `Статус заказа № ${id} изменился: «Черновик» → «Отменен».`,
      formatted: `<p>Статус <a href="/profile/order/${id}">заказа № ${id}</a> изменился: «Черновик» → «Отменен».</p>`,
    });
    expect(checked).toMatchObject({
      title: `Заказ № ${id} проверен`,
      text: `Заказ № ${id} отмечен как проверенный.`,
      formatted: `<p><a href="/profile/order/${id}">Заказ № ${id}</a> отмечен как проверенный.</p>`,
    });
  });

  it.each([
    ['read: nothing', `${BASE}/notifications_as_read_by_id`, {}],
    ['read: an empty list', `${BASE}/notifications_as_read_by_id`, { ids: [] }],
    ['read: words', `${BASE}/notifications_as_read_by_id`, { ids: ['один'] }],
    ['read: 101 ids', `${BASE}/notifications_as_read_by_id`, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['delete: no id', `${BASE}/notifications_delete_by_id`, {}],
    ['delete: a bad id', `${BASE}/notifications_delete_by_id`, { id: 'abc' }],
  ])('refuses %s with 400', async (_label, path, body) => {
    const dealer = await signIn(test, DEALER);
    const res = await postJson(test.app(), path, body, dealer.headers);
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errorMessage).toMatch(/[а-я]/i);
  });
});

describe('plainText', () => {
  it('drops tags and scripts, keeps words apart and decodes entities', () => {
    expect(plainText('<p>Один</p><p>два&nbsp;&amp; три</p><script>alert(1)</script>')).toBe('Один два & три');
  });
});
