import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { EMAIL_MESSAGE, PHONE_DIGITS_MESSAGE } from '../../api-client/schemas/fields';
import { PERSON_REQUIRED_MESSAGE, personalDataErasedSchema, personalDataReportSchema } from '../../api-client/schemas/personal-data';
import { registerResponseSchema, tokenResponseSchema } from '../../api-client/schemas/user';
import { signToken } from '../../backend/auth/tokens';
import {
  chatConversations,
  chatMessages,
  clients,
  companies,
  consentTexts,
  formSubmissions,
  mailOutbox,
  managers,
  notifications,
  orders,
  storedFiles,
  subscriptions,
  userCodes,
  users,
} from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { BAD_REQUEST_MESSAGE } from '../../backend/lib/errors';
import { readStoredObject } from '../../backend/storage/file-storage';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';

const FIND = '/api/v1/personal-data/find';
const ERASE = '/api/v1/personal-data/erase';
const CAPTCHA = { 'CAPTCHA-TOKEN': 'x' };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The person who asks, and another whose data must stay; each typed as visitors and dealers type. */
const PERSON = { email: 'olga.lichnaya@example.ru', phone: '+7 (912) 555-11-22', password: 'olga-pass-2026' };
const OTHER = { email: 'other.visitor@example.ru', phone: '+7 (912) 555-33-44' };

const multipart = (fields: Record<string, string>, file?: File) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', file);
  return form;
};
const sms = (text: string, user: Record<string, string>) => {
  const form = new FormData();
  form.set('sms', JSON.stringify({ data: { text, user, date: Math.floor(Date.now() / 1000) } }));
  return form;
};
const sid = (letter: string) => letter.repeat(32);

describe.each(TEST_DRIVERS)('a person\'s request about their data on %s', (kind) => {
  const test = useTestApp(kind);
  const call = (path: string, body: Record<string, unknown>, headers: Record<string, string>) => postJson(test.app(), path, body, headers);
  /** The person registers as a dealer, from an address of their own (the registration limit counts per address). */
  const registerPerson = (lastName: string, city: string, company: string, ip: string) =>
    postJson(
      test.app(),
      '/api/v1/user/register',
      { name: 'Ольга', last_name: lastName, phone: PERSON.phone, email: PERSON.email, city, company, password: PERSON.password },
      { ...CAPTCHA, 'X-Forwarded-For': ip },
    );
  /** A fingerprint of what a refused call must not change. */
  const snapshot = async () => {
    const { db } = test.database();
    return Promise.all([db.$count(users), db.$count(formSubmissions), db.$count(subscriptions), db.$count(chatConversations), db.$count(mailOutbox), db.$count(clients)]);
  };

  it('answers only factory staff: 401 without a valid token, 403 to a dealer, and changes nothing', async () => {
    const { db } = test.database();
    await db.insert(subscriptions).values({ email: 'auth.check@example.ru', clientAddress: '203.0.113.1' });
    const before = await snapshot();
    const forged = await signToken(ephemeralConfig(), { id: 1, role: 'manager' });
    const dealer = await signIn(test, 'dealer@example.ru');
    for (const path of [FIND, ERASE]) {
      for (const headers of [{}, { 'X-API-Key': 'forged' }, { 'X-API-Key': forged.jwt }] as Record<string, string>[]) {
        const res = await call(path, { email: 'auth.check@example.ru' }, headers);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errorMessage: 'Invalid token specified' });
      }
      const res = await call(path, { email: 'auth.check@example.ru' }, dealer.headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errorMessage: 'Недостаточно прав' });
    }
    expect(await snapshot()).toEqual(before);
    expect(await db.$count(subscriptions, eq(subscriptions.email, 'auth.check@example.ru'))).toBe(1);
  });

  it('refuses a request naming nobody, a malformed e-mail or phone, and a body that is not JSON, with Russian messages', async () => {
    const { db } = test.database();
    await db.insert(subscriptions).values({ email: 'bad.input@example.ru', clientAddress: '203.0.113.1' });
    const manager = await signIn(test, 'manager@example.ru');
    const before = await snapshot();
    for (const path of [FIND, ERASE]) {
      for (const body of [{}, { email: '', phone: '  ' }]) {
        const res = await call(path, body, manager.headers);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ errorMessage: BAD_REQUEST_MESSAGE, errors: { request: PERSON_REQUIRED_MESSAGE } });
      }
      const badEmail = await call(path, { email: 'bad.input@example' }, manager.headers);
      expect(badEmail.status).toBe(400);
      expect(errorResponseSchema.parse(badEmail.body).errors).toEqual({ email: EMAIL_MESSAGE });
      const badPhone = await call(path, { email: 'bad.input@example.ru', phone: '12-34' }, manager.headers);
      expect(badPhone.status).toBe(400);
      expect(errorResponseSchema.parse(badPhone.body).errors).toEqual({ phone: PHONE_DIGITS_MESSAGE });
      const garbage = await test.app().request(path, { method: 'POST', headers: { ...manager.headers, 'Content-Type': 'application/json' }, body: '{"email": "bad.input@' });
      expect(garbage.status).toBe(400);
      expect(await garbage.json()).toEqual({ errorMessage: BAD_REQUEST_MESSAGE });
    }
    expect(await snapshot()).toEqual(before);
    expect(await db.$count(subscriptions, eq(subscriptions.email, 'bad.input@example.ru'))).toBe(1);
  });

  it('finds everything held about the person, erases or anonymises exactly that, and leaves another person\'s data', async () => {
    const { db } = test.database();
    const storage = test.storage();
    const app = test.app();
    const manager = await signIn(test, 'manager@example.ru');
    const fixtureDealer = await signIn(test, 'dealer@example.ru');

    // Visitor data: a CV with its file and a callback (phone typed with 8), a chat, a subscription; the same for the other.
    const send = async (path: string, form: FormData, address: string) => {
      const res = await postJson(app, path, form, { ...CAPTCHA, 'X-Forwarded-For': address });
      expect(res.status).toBe(200);
    };
    await send('/api/v1/form/resume/', multipart({ name: 'Ольга', email: 'Olga.Lichnaya@Example.ru', message: 'Резюме' }, new File([PDF], 'резюме.pdf')), '10.7.0.1');
    await send('/api/v1/form/callback/', multipart({ name: 'Ольга', phone: '8 912 555 11 22', message: 'Перезвоните' }), '10.7.0.2');
    await send('/api/v1/form/resume/', multipart({ name: 'Другой', email: OTHER.email, message: 'Резюме' }, new File([PDF], 'cv.pdf')), '10.7.0.3');
    await send('/api/v1/form/callback/', multipart({ name: 'Другой', phone: OTHER.phone, message: 'Перезвоните' }), '10.7.0.4');
    await send('/api/v1/tgwebchat/send_message', sms('Здравствуйте', { sid: sid('a'), name: 'Ольга', email: 'OLGA.LICHNAYA@example.ru' }), '10.7.0.5');
    await send('/api/v1/tgwebchat/send_message', sms('Добрый день', { sid: sid('b'), name: 'Другой', email: OTHER.email }), '10.7.0.6');
    await send('/api/v1/content/subscribe', multipart({ email: PERSON.email }), '10.7.0.7');
    await send('/api/v1/content/subscribe', multipart({ email: OTHER.email }), '10.7.0.8');
    const [otherForms, otherFiles] = [
      await db.select().from(formSubmissions).where(inArray(formSubmissions.clientAddress, ['10.7.0.3', '10.7.0.4'])),
      await db.select().from(storedFiles).where(eq(storedFiles.originalName, 'cv.pdf')),
    ];
    const [personFile] = await db.select().from(storedFiles).where(eq(storedFiles.originalName, 'резюме.pdf'));
    expect(await readStoredObject(storage, personFile!.storageKey)).not.toBeNull();
    // A letter to the person; one to an address the person's is only a part of.
    const direct = await test.mailer().queue({ to: PERSON.email, subject: 'Ответ на ваш вопрос', text: 'Здравствуйте!' });
    const lookalike = await test.mailer().queue({ to: `x${PERSON.email}`, subject: 'Не ей', text: `Копия для x${PERSON.email}.` });

    // The dealer account: registered, asked for a password reset (a code and a letter), with an order naming a client and a company.
    const registered = await registerPerson('Личная', 'Казань', 'ИП Личная', '10.7.0.9');
    expect(registered.status).toBe(200);
    const oldToken = registerResponseSchema.parse(registered.body).jwt!;
    expect((await postJson(app, '/api/v1/user/password/request', { email: PERSON.email }, { 'X-Forwarded-For': '10.7.0.10' })).status).toBe(200);
    const [dealer] = await db.select().from(users).where(eq(users.email, PERSON.email));
    const dealerId = dealer!.id;
    const [ordered, unordered] = await db
      .insert(clients)
      .values([
        { ownerId: dealerId, name: 'Клиент с заказом', phone: '79001110011', email: 'client1@example.ru' },
        { ownerId: dealerId, name: 'Клиент без заказа', phone: '79001110022' },
      ])
      .returning();
    const [usedCompany, unusedCompany] = await db
      .insert(companies)
      .values([
        { ownerId: dealerId, name: 'ИП Личная О.', inn: '123456789012' },
        { ownerId: dealerId, name: 'ООО Пустое', inn: '7700000000' },
      ])
      .returning();
    const [order] = await db
      .insert(orders)
      .values({ dealerId, authorId: dealerId, clientId: ordered!.id, companyId: usedCompany!.id, status: 'wt', checked: true, checkUsers: ['Ольга Личная', 'Анна Смирнова', 'Ольга Личная'], checkUserIds: [dealerId, manager.id, fixtureDealer.id] })
      .returning();
    const [dealerManagerCard] = await db.insert(managers).values({ ownerId: dealerId, name: 'Анна Смирнова', phone: '79990000002' }).returning();
    await db.insert(notifications).values({ userId: dealerId, title: 'Заказ принят' });
    // The person in another dealer's records: as a client, as a manager's card; the new e-mail another account waits to confirm.
    const [personAsClient, otherClient] = await db
      .insert(clients)
      .values([
        { ownerId: fixtureDealer.id, name: 'Ольга', phone: '8 (912) 555-11-22' },
        { ownerId: fixtureDealer.id, name: 'Другой клиент', phone: OTHER.phone, email: OTHER.email },
      ])
      .returning();
    const [personAsManager, otherManager] = await db
      .insert(managers)
      .values([
        { ownerId: fixtureDealer.id, name: 'Ольга', email: PERSON.email.toUpperCase() },
        { ownerId: fixtureDealer.id, name: 'Другой менеджер', email: OTHER.email },
      ])
      .returning();
    await db.update(users).set({ pendingEmail: PERSON.email }).where(eq(users.id, fixtureDealer.id));

    // Another privacy text, which none of her consents names: not listed.
    await db.insert(consentTexts).values({ version: 'ffffffffffffffff', name: 'Прежняя политика', text: 'Другой текст' });
    const found = await call(FIND, { email: ' Olga.Lichnaya@EXAMPLE.ru ', phone: PERSON.phone }, manager.headers);
    expect(found.status).toBe(200);
    const report = personalDataReportSchema.parse(found.body);
    const counts = Object.fromEntries(Object.entries(report).map(([kindOf, list]) => [kindOf, list.count]));
    // Letters: the CV's and the subscription's copies (reply-to), the callback's (its phone as typed), the direct one and the recovery letter.
    expect(counts).toEqual({ submissions: 2, conversations: 1, subscriptions: 1, letters: 5, accounts: 1, pendingEmails: 1, clients: 1, managers: 1, consentTexts: 1 });
    expect(report.submissions.items.map((item) => [item.type, item.files])).toEqual([
      ['resume', 1],
      ['callback', 0],
    ]);
    // Which privacy text each consent was given to: the fixture's, as the spec versions it (a query on consent_texts shows it).
    const consentVersion = createHash('sha256').update('Политика конфиденциальности\nТекст политики').digest('hex').slice(0, 16);
    expect(report.submissions.items.map((item) => item.consentVersion)).toEqual([consentVersion, consentVersion]);
    expect(report.subscriptions.items).toEqual([{ id: expect.any(Number) as number, date: expect.any(String) as string, consentVersion }]);
    expect(report.consentTexts.items).toEqual([{ version: consentVersion, name: 'Политика конфиденциальности', text: 'Текст политики', firstGivenAt: expect.any(String) as string }]);
    expect(report.conversations.items).toEqual([{ sid: sid('a'), date: expect.any(String) as string, messages: 1 }]);
    expect(report.letters.items.map((item) => item.id)).toContain(direct);
    expect(report.letters.items.map((item) => item.id)).not.toContain(lookalike);
    expect(report.accounts.items).toEqual([
      { id: dealerId, role: 'dealer', date: expect.any(String) as string, consentVersion, orders: 1, claims: 0, clients: 2, companies: 2, managers: 1 },
    ]);
    expect(report.pendingEmails.items).toEqual([{ id: fixtureDealer.id }]);
    expect(report.clients.items).toEqual([{ id: personAsClient!.id, ownerId: fixtureDealer.id, date: expect.any(String) as string, ordered: false }]);
    expect(report.managers.items).toEqual([{ id: personAsManager!.id, ownerId: fixtureDealer.id }]);
    // Ids and dates only: nothing of the person is echoed back.
    expect(JSON.stringify(report)).not.toMatch(/olga|5551122|555-11-22|Ольга|Личная/i);
    const letterIds = report.letters.items.map((item) => item.id);

    const erasedRes = await call(ERASE, { email: PERSON.email, phone: '89125551122' }, manager.headers);
    expect(erasedRes.status).toBe(200);
    expect(personalDataErasedSchema.parse(erasedRes.body).erased).toEqual({
      submissions: 2,
      files: 1,
      conversations: 1,
      subscriptions: 1,
      letters: 5,
      accounts: 1,
      pendingEmails: 1,
      clientsDeleted: 2,
      clientsAnonymised: 1,
      companiesDeleted: 1,
      companiesAnonymised: 1,
      managers: 2,
      notifications: 1,
    });

    // Visitor data: gone, rows and the file's object; the other person's stays.
    expect(await db.$count(formSubmissions, inArray(formSubmissions.id, report.submissions.items.map((item) => item.id)))).toBe(0);
    expect(await db.$count(formSubmissions, inArray(formSubmissions.id, otherForms.map((row) => row.id)))).toBe(2);
    expect(await db.$count(storedFiles, eq(storedFiles.id, personFile!.id))).toBe(0);
    expect(await readStoredObject(storage, personFile!.storageKey)).toBeNull();
    expect(await db.$count(storedFiles, eq(storedFiles.id, otherFiles[0]!.id))).toBe(1);
    expect(await readStoredObject(storage, otherFiles[0]!.storageKey)).not.toBeNull();
    expect((await db.select({ sid: chatConversations.sid }).from(chatConversations)).map((row) => row.sid)).toEqual([sid('b')]);
    expect(await db.$count(chatMessages, eq(chatMessages.sid, sid('a')))).toBe(0);
    expect((await db.select({ email: subscriptions.email }).from(subscriptions)).map((row) => row.email)).not.toContain(PERSON.email);
    expect(await db.$count(subscriptions, eq(subscriptions.email, OTHER.email))).toBe(1);
    expect(await db.$count(mailOutbox, inArray(mailOutbox.id, letterIds))).toBe(0);
    expect(await db.$count(mailOutbox, eq(mailOutbox.id, lookalike))).toBe(1);
    expect(await db.$count(mailOutbox, eq(mailOutbox.replyTo, OTHER.email))).toBe(2);
    // The privacy text agreed to holds nobody's data and stays, for the other people who agreed to it.
    expect(await db.select({ text: consentTexts.text }).from(consentTexts).where(eq(consentTexts.version, consentVersion))).toEqual([{ text: 'Текст политики' }]);

    // The account: anonymised, not deleted; its order kept whole with the check's name replaced.
    const [after] = await db.select().from(users).where(eq(users.id, dealerId));
    expect(after).toMatchObject({
      email: `deleted-${dealerId}@invalid`,
      phone: '',
      name: 'Удалён',
      lastName: '',
      company: '',
      city: '',
      pendingEmail: null,
      tgid: '',
      sessionVersion: dealer!.sessionVersion + 1,
    });
    expect(await db.$count(userCodes, eq(userCodes.userId, dealerId))).toBe(0);
    expect(await db.$count(notifications, eq(notifications.userId, dealerId))).toBe(0);
    // Nobody reads the account's notifications any more: a broadcast passes it by, and it is no recipient.
    const toAll = await call('/api/v1/notifications/notifications_create', { notification_data: { to: 'dealers', title: 'Всем дилерам', text: 'т' } }, manager.headers);
    expect(toAll.status).toBe(200);
    expect(await db.$count(notifications, eq(notifications.userId, dealerId))).toBe(0);
    const toErased = await call('/api/v1/notifications/notifications_create', { notification_data: { to: dealerId, title: 'Лично', text: 'т' } }, manager.headers);
    expect(toErased.status).toBe(400);
    const [orderAfter] = await db.select().from(orders).where(eq(orders.id, order!.id));
    // A namesake's check (another account, the same name) keeps its name.
    expect(orderAfter).toMatchObject({ dealerId, clientId: ordered!.id, companyId: usedCompany!.id, checkUsers: ['Удалён', 'Анна Смирнова', 'Ольга Личная'] });
    const clientsLeft = await db.select().from(clients).where(inArray(clients.id, [ordered!.id, unordered!.id, personAsClient!.id, otherClient!.id]));
    expect(clientsLeft.map((row) => row.id).sort((a, b) => a - b)).toEqual([ordered!.id, otherClient!.id]);
    expect(clientsLeft.find((row) => row.id === ordered!.id)).toMatchObject({ name: 'Удалён', phone: '', email: '', comment: '', deletedAt: expect.any(Date) as Date });
    expect(clientsLeft.find((row) => row.id === otherClient!.id)).toMatchObject({ name: 'Другой клиент', phone: OTHER.phone, deletedAt: null });
    const companiesLeft = await db.select().from(companies).where(inArray(companies.id, [usedCompany!.id, unusedCompany!.id]));
    expect(companiesLeft).toEqual([expect.objectContaining({ id: usedCompany!.id, name: 'Удалён', inn: '' })]);
    const managersLeft = await db.select({ id: managers.id }).from(managers).where(inArray(managers.id, [dealerManagerCard!.id, personAsManager!.id, otherManager!.id]));
    expect(managersLeft).toEqual([{ id: otherManager!.id }]);
    // The account that only waited to confirm the person's address: that address dropped, the account itself intact.
    const [fixtureAfter] = await db.select().from(users).where(eq(users.id, fixtureDealer.id));
    expect(fixtureAfter).toMatchObject({ email: 'dealer@example.ru', name: 'Иван', pendingEmail: null });

    // It can never sign in again, by its old e-mail or phone or by its placeholder (no password matches), and a token issued before is refused.
    for (const login of [PERSON.email, PERSON.phone, `deleted-${dealerId}@invalid`]) {
      const res = await postJson(app, '/api/v1/user/login', { login, password: PERSON.password }, { 'X-Forwarded-For': '10.7.0.11' });
      expect(res.status).toBe(401);
    }
    expect((await getJson(app, '/api/v1/user/profile', { 'X-API-Key': oldToken })).status).toBe(401);
    expect((await getJson(app, '/api/v1/user/profile', fixtureDealer.headers)).status).toBe(200);

    // A second request finds nothing and erases nothing.
    const again = personalDataReportSchema.parse((await call(FIND, { email: PERSON.email, phone: PERSON.phone }, manager.headers)).body);
    expect(Object.values(again).every((list) => list.count === 0)).toBe(true);
    const erasedAgain = personalDataErasedSchema.parse((await call(ERASE, { email: PERSON.email, phone: PERSON.phone }, manager.headers)).body).erased;
    expect(Object.values(erasedAgain).every((count) => count === 0)).toBe(true);

    // The e-mail and the phone are free: the person may register again and sign in.
    const reRegistered = await registerPerson('Новая', '', 'ИП Новая', '10.7.0.12');
    expect(reRegistered.status).toBe(200);
    const signedIn = await postJson(app, '/api/v1/user/login', { login: PERSON.email, password: PERSON.password }, { 'X-Forwarded-For': '10.7.0.13' });
    expect(tokenResponseSchema.parse(signedIn.body).jwt).toBeTruthy();
    expect(await db.$count(users, and(eq(users.email, PERSON.email), eq(users.name, 'Ольга')))).toBe(1);
  });
});
