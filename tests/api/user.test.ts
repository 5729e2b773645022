import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import {
  passwordChangeResponseSchema,
  profileSchema,
  profileUpdateResponseSchema,
  registerResponseSchema,
  tgSubscribeCodeResponseSchema,
  tokenResponseSchema,
} from '../../api-client/schemas/user';
import { createApp } from '../../backend/app';
import { hashPassword, verifyPassword } from '../../backend/auth/password';
import { createLoginThrottle } from '../../backend/auth/login-throttle';
import { signToken, verifyToken } from '../../backend/auth/tokens';
import { mailOutbox, userCodes, users } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLogger } from '../../backend/lib/logger';
import { seedData } from '../../backend/seed/data';
import { seedFixture } from './fixtures/seed-fixture';
import { getJson, postJson, useTestApp, type TestApp } from './helpers/request';
import { inTurn } from './helpers/row-lock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';

const DEALER = { login: 'dealer@example.ru', password: 'dealer-pass-1' };
const MANAGER = { login: 'manager@example.ru', password: 'manager-pass-1' };

const newDealer = (suffix: string) => ({
  name: '  Пётр ',
  last_name: 'Иванов',
  second_name: 'Ильич',
  phone: `+7 (900) 111-22-${suffix}`,
  email: `dealer-${suffix}@example.ru`,
  city: 'Казань',
  company: 'ИП Иванов',
  password: 'secret-pass-1',
  subscribe: 'y',
});

async function signIn(test: TestApp, credentials: { login: string; password: string }, address = '10.1.0.1') {
  const res = await postJson(test.app(), '/api/v1/user/login', credentials, { 'X-Forwarded-For': address });
  expect(res.status).toBe(200);
  return tokenResponseSchema.parse(res.body).jwt;
}

async function lastMailTo(test: TestApp, to: string) {
  const [mail] = await test.database().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

/** Each registration from its own address: the endpoint allows 10 per address in 15 minutes. */
async function register(test: TestApp, suffix: string) {
  const res = await postJson(test.app(), '/api/v1/user/register', newDealer(suffix), { 'CAPTCHA-TOKEN': 'x', 'X-Forwarded-For': `10.9.0.${suffix}` });
  expect(res.status).toBe(200);
  return res;
}

const message = (body: unknown) => errorResponseSchema.parse(body).errorMessage;

describe.each(TEST_DRIVERS)('user accounts on %s', (kind) => {
  const test = useTestApp(kind);
  const requestCheckword = async (email: string, address = '10.4.0.1') => {
    const res = await postJson(test.app(), '/api/v1/user/password/request/', { email }, { 'X-Forwarded-For': address });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(test, email);
    const checkword = /Контрольная строка: (\w+)/.exec(mail?.text ?? '')?.[1];
    if (!checkword) throw new Error('No checkword in the letter');
    return checkword;
  };

  describe('cabinet endpoints refuse a bad token', () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/v1/user/profile'],
      ['POST', '/api/v1/user/profile', newDealer('90')],
      ['POST', '/api/v1/user/password', { old_password: 'dealer-pass-1', new_password: 'another-pass-1' }],
      ['GET', '/api/v1/user/get_tg_subscribe_code'],
      ['POST', '/api/v1/user/data', { tgnotify: 'y' }],
      // The order list checks the token itself, reading the list's version with the user.
      ['GET', '/api/v1/order/?page=1'],
    ];

    it.each(calls)('%s %s: missing, forged, expired, foreign-key and deleted-user tokens get 401 and no data', async (method, path, body) => {
      const expired = await signToken({ ...test.config(), tokenTtlSeconds: -10 }, { id: 1, role: 'dealer' });
      const foreign = await signToken(ephemeralConfig(), { id: 1, role: 'dealer' });
      const deleted = await signToken(test.config(), { id: 99_999, role: 'dealer' });
      const valid = await signIn(test, DEALER);
      const [header, payload] = valid.split('.');
      const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
      for (const token of [undefined, 'null', 'forged.token.value', tampered, expired.jwt, foreign.jwt, deleted.jwt]) {
        const headers: Record<string, string> = token ? { 'X-API-Key': token } : {};
        const res = method === 'GET' ? await getJson(test.app(), path, headers) : await postJson(test.app(), path, body ?? {}, headers);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errorMessage: 'Invalid token specified' });
      }
    });

    it('a token that worked stops working once its user is deleted, and an expired one is refused', async () => {
      const [user] = await test
        .database()
        .db.insert(users)
        .values({ email: 'short-lived@example.ru', passwordHash: 'x', role: 'dealer' })
        .returning({ id: users.id });
      if (!user) throw new Error('no user');
      const token = (await signToken(test.config(), { id: user.id, role: 'dealer' })).jwt;
      const headers = { 'X-API-Key': token };
      // Twice: the second call reuses the checked signature, and both still look the user up.
      expect((await getJson(test.app(), '/api/v1/user/profile', headers)).status).toBe(200);
      expect((await getJson(test.app(), '/api/v1/user/profile', headers)).status).toBe(200);
      await test.database().db.delete(users).where(eq(users.id, user.id));
      expect((await getJson(test.app(), '/api/v1/user/profile', headers)).status).toBe(401);

      const soon = await signToken({ ...test.config(), tokenTtlSeconds: 2 }, { id: 1, role: 'dealer' });
      expect(await verifyToken(test.config(), soon.jwt)).toMatchObject({ userId: 1 });
      vi.useFakeTimers({ now: Date.now() + 3000, toFake: ['Date'] });
      try {
        expect(await verifyToken(test.config(), soon.jwt)).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('a token only ever reaches its own user', async () => {
      const dealer = await signIn(test, DEALER);
      const manager = await signIn(test, MANAGER);
      const mine = profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': dealer })).body);
      const theirs = profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': manager })).body);
      expect(mine.email).toBe('dealer@example.ru');
      expect(theirs.email).toBe('manager@example.ru');
      // The manager's token changes the manager's password only: the dealer's still works.
      const res = await postJson(test.app(), '/api/v1/user/password', { old_password: 'dealer-pass-1', new_password: 'hijacked-pass' }, { 'X-API-Key': manager });
      expect(res.status).toBe(400);
      await signIn(test, DEALER);
      // The wrong guess counted against the manager's account; signing in clears it for the tests after.
      await signIn(test, MANAGER);
    });
  });

  describe('POST /user/register', () => {
    it('creates a dealer with trimmed values and signs him in; the password is stored only as a hash', async () => {
      const res = await postJson(test.app(), '/api/v1/user/register/', newDealer('01'), { 'CAPTCHA-TOKEN': 'development' });
      expect(res.status).toBe(200);
      const body = registerResponseSchema.parse(res.body);
      expect(body).toMatchObject({ confirm: false, message: 'Регистрация прошла успешно' });
      expect(await verifyToken(test.config(), body.jwt ?? '')).toMatchObject({ role: 'dealer' });
      const [row] = await test.database().db.select().from(users).where(eq(users.email, 'dealer-01@example.ru'));
      expect(row).toMatchObject({ name: 'Пётр', phone: '79001112201', subscribeNews: true, role: 'dealer' });
      expect(row?.passwordHash).not.toContain('secret-pass-1');
      await signIn(test, { login: '8 900 111 22 01', password: 'secret-pass-1' });
      const profile = profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': body.jwt ?? '' })).body);
      expect(profile).toMatchObject({ role: 'bm_dealer', subscribe_news: 1, city: 'Казань', last_name: 'Иванов' });
    });

    it.each([
      ['a Cyrillic password', { password: 'парольпароль' }, 'password', 'Пароль не должен содержать буквы русского алфавита'],
      ['a short password', { password: 'short1' }, 'password', 'Пароль должен состоять минимум из 8 знаков'],
      ['a bad e-mail', { email: 'dealer@example' }, 'email', 'Email заполнен неверно'],
      ['a short phone', { phone: '+7 (900) 111' }, 'phone', 'В номере должно быть 11 чисел'],
      ['no name', { name: '   ' }, 'name', 'Пожалуйста, заполните обязательные поля'],
      ['no company', { company: '' }, 'company', 'Пожалуйста, заполните обязательные поля'],
      ['a bad subscribe value', { subscribe: 'yes' }, 'subscribe', undefined],
    ])('refuses %s with the field message and writes nothing', async (_label, change, field, fieldMessage) => {
      const input = { ...newDealer('02'), ...change };
      const res = await postJson(test.app(), '/api/v1/user/register', input, { 'CAPTCHA-TOKEN': 'development' });
      expect(res.status).toBe(400);
      const errors = errorResponseSchema.parse(res.body).errors ?? {};
      if (fieldMessage) expect(errors[field]).toBe(fieldMessage);
      else expect(errors[field]).toMatch(/./);
      expect(await test.database().db.select().from(users).where(eq(users.email, 'dealer-02@example.ru'))).toHaveLength(0);
    });

    it('refuses an e-mail or a phone that is already registered', async () => {
      const byEmail = await postJson(test.app(), '/api/v1/user/register', { ...newDealer('03'), email: 'DEALER@example.ru' }, { 'CAPTCHA-TOKEN': 'x' });
      expect(byEmail.status).toBe(409);
      expect(errorResponseSchema.parse(byEmail.body).errors).toEqual({ email: 'Пользователь с таким e-mail уже зарегистрирован' });
      const byPhone = await postJson(test.app(), '/api/v1/user/register', { ...newDealer('03'), phone: '8 (999) 000-00-01' }, { 'CAPTCHA-TOKEN': 'x' });
      expect(byPhone.status).toBe(409);
      expect(errorResponseSchema.parse(byPhone.body).errors).toEqual({ phone: 'Пользователь с таким телефоном уже зарегистрирован' });
    });

    it('makes one account of two registrations sent at once with one e-mail, or with one phone, and answers the other 409', async () => {
      const send = (body: ReturnType<typeof newDealer>, address: string) =>
        postJson(test.app(), '/api/v1/user/register', body, { 'CAPTCHA-TOKEN': 'x', 'X-Forwarded-For': address });
      const sameEmail = await Promise.all([send(newDealer('04'), '10.9.1.1'), send({ ...newDealer('04'), phone: '+7 (900) 111-23-04' }, '10.9.1.2')]);
      expect(sameEmail.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(errorResponseSchema.parse(sameEmail.find((res) => res.status === 409)?.body).errors).toEqual({ email: 'Пользователь с таким e-mail уже зарегистрирован' });
      const samePhone = await Promise.all([send(newDealer('05'), '10.9.1.3'), send({ ...newDealer('05'), email: 'other-05@example.ru' }, '10.9.1.4')]);
      expect(samePhone.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(errorResponseSchema.parse(samePhone.find((res) => res.status === 409)?.body).errors).toEqual({ phone: 'Пользователь с таким телефоном уже зарегистрирован' });
      const accounts = await test.database().db.select({ email: users.email }).from(users).where(inArray(users.email, ['dealer-04@example.ru', 'dealer-05@example.ru', 'other-05@example.ru']));
      expect(accounts).toHaveLength(2);
    });
  });

  describe('login throttle', () => {
    it('locks an account after 5 failures, even with the right password, from any address and by phone or e-mail', async () => {
      const throttled = { login: '+7 (999) 000-00-02', password: 'wrong-pass' };
      for (let i = 0; i < 5; i++) {
        const res = await postJson(test.app(), '/api/v1/user/login', throttled, { 'X-Forwarded-For': `10.2.0.${i}` });
        expect(res.status).toBe(401);
      }
      // The account's e-mail and the phone's other typed forms are the same account, so the same lock.
      for (const login of ['MANAGER@example.ru', '89990000002']) {
        const locked = await postJson(test.app(), '/api/v1/user/login', { login, password: 'manager-pass-1' }, { 'X-Forwarded-For': '10.2.1.1' });
        expect(locked.status, login).toBe(429);
        expect(locked.headers.get('Retry-After')).toMatch(/^\d+$/);
        expect(message(locked.body)).toMatch(/^Слишком много запросов/);
      }
      // Another account is not touched.
      await signIn(test, DEALER, '10.2.1.3');
    });

    it('locks an address after 20 failures against any logins', async () => {
      for (let i = 0; i < 20; i++) {
        const res = await postJson(test.app(), '/api/v1/user/login', { login: `nobody-${i}@example.ru`, password: 'x' }, { 'X-Forwarded-For': '10.3.0.1' });
        expect(res.status).toBe(401);
      }
      const res = await postJson(test.app(), '/api/v1/user/login', DEALER, { 'X-Forwarded-For': '10.3.0.1' });
      expect(res.status).toBe(429);
      await signIn(test, DEALER, '10.3.0.2');
    });

    it('forgets after the window and after a success', async () => {
      let now = Date.now();
      const started = now;
      const throttle = createLoginThrottle(test.database().db, { perLogin: 2, perAddress: 100, windowMs: 1000 }, () => now);
      expect(await throttle.attempt('a', 'ip')).toBeNull();
      await throttle.succeed('a', 'ip');
      expect(await throttle.attempt('a', 'ip')).toBeNull();
      expect(await throttle.attempt('a', 'ip')).toBeNull();
      expect((await throttle.attempt('a', 'ip'))?.message).toMatch(/^Слишком много запросов/);
      now = started + 1000;
      expect(await throttle.attempt('a', 'ip')).toBeNull();
    });

    it("does not count an address's right passwords against it: an office signs in all day", async () => {
      const throttle = createLoginThrottle(test.database().db, { perLogin: 5, perAddress: 2, windowMs: 60_000 });
      for (const login of ['one', 'two', 'three', 'four']) {
        expect(await throttle.attempt(login, 'office')).toBeNull();
        await throttle.succeed(login, 'office');
      }
      expect(await throttle.attempt('five', 'office')).toBeNull();
      expect(await throttle.attempt('six', 'office')).toBeNull();
      expect(await throttle.attempt('seven', 'office')).not.toBeNull();
    });

    it('checks no more than 5 passwords of a burst of guesses sent at once', async () => {
      await register(test, '40');
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => postJson(test.app(), '/api/v1/user/login', { login: 'dealer-40@example.ru', password: `guess-${i}` }, { 'X-Forwarded-For': `10.4.0.${i}` })),
      );
      const statuses = guesses.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    });

    it('checks no more than 5 current passwords of a burst sent at once from an open session', async () => {
      await test.database().db.insert(users).values({ email: 'burst@example.ru', passwordHash: await hashPassword('burst-pass-1'), role: 'dealer' });
      const headers = { 'X-API-Key': await signIn(test, { login: 'burst@example.ru', password: 'burst-pass-1' }, '10.5.0.1') };
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postJson(test.app(), '/api/v1/user/password', { old_password: `guess-${i}`, new_password: 'new-pass-123' }, { ...headers, 'X-Forwarded-For': '10.5.0.2' }),
        ),
      );
      const statuses = guesses.map((res) => res.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });
  });

  describe('password recovery', () => {
    it('mails a checkword that changes the password once, and is stored only hashed', async () => {
      await register(test, '10');
      const checkword = await requestCheckword('dealer-10@example.ru');
      const mail = await lastMailTo(test, 'dealer-10@example.ru');
      expect(mail?.subject).toBe('Восстановление пароля на сайте «Фасадия»');
      expect(mail?.text).toContain('Логин (e-mail): dealer-10@example.ru');
      // The phone as the site writes it, not as stored.
      expect(mail?.text).toMatch(/^Телефон: \+7 \(\d{3}\)-\d{3}-\d{2}-\d{2}$/m);
      const stored = await test.database().db.select().from(userCodes);
      expect(JSON.stringify(stored)).not.toContain(checkword);

      const confirm = (password: string) =>
        postJson(test.app(), '/api/v1/user/password/confirm', { email: 'dealer-10@example.ru', checkword, password }, { 'X-Forwarded-For': '10.4.0.2' });
      const first = await confirm('brand-new-pass');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: 'Пароль изменён' });
      await signIn(test, { login: 'dealer-10@example.ru', password: 'brand-new-pass' });

      const reuse = await confirm('another-new-pass');
      expect(reuse.status).toBe(400);
      expect(errorResponseSchema.parse(reuse.body).errors).toEqual({ checkword: 'Неверная или устаревшая контрольная строка' });
      await signIn(test, { login: 'dealer-10@example.ru', password: 'brand-new-pass' });
    });

    it.runIf(kind === 'postgres')('leaves one usable checkword of two requests sent at once', async () => {
      await register(test, '41');
      const { db } = test.database();
      const request = (address: string) => postJson(test.app(), '/api/v1/user/password/request/', { email: 'dealer-41@example.ru' }, { 'X-Forwarded-For': address });
      // Both requests are held at their "void the earlier codes" step, as a double click can have them.
      const answers = await inTurn(db, sql`lock table user_codes in share mode`, [() => request('10.4.2.1'), () => request('10.4.2.2')]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'dealer-41@example.ru'));
      const codes = await db.select().from(userCodes).where(eq(userCodes.userId, user?.id ?? 0));
      expect(codes.filter((code) => code.purpose === 'password' && code.usedAt === null)).toHaveLength(1);
    });

    it('refuses an expired checkword, one of another user, and an earlier one after a new request', async () => {
      await register(test, '11');
      const old = await requestCheckword('dealer-11@example.ru');
      const current = await requestCheckword('dealer-11@example.ru');
      const confirm = (email: string, checkword: string) =>
        postJson(test.app(), '/api/v1/user/password/confirm', { email, checkword, password: 'brand-new-pass' }, { 'X-Forwarded-For': '10.4.1.1' });
      expect((await confirm('dealer-11@example.ru', old)).status).toBe(400);
      expect((await confirm('dealer@example.ru', current)).status).toBe(400);
      await test.database().db.update(userCodes).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await confirm('dealer-11@example.ru', current)).status).toBe(400);
      await signIn(test, { login: 'dealer-11@example.ru', password: 'secret-pass-1' });
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const before = await test.database().db.select().from(mailOutbox);
      const res = await postJson(test.app(), '/api/v1/user/password/request', { email: 'nobody@example.ru' }, { 'X-Forwarded-For': '10.4.2.1' });
      expect(res.status).toBe(200);
      expect(await test.database().db.select().from(mailOutbox)).toHaveLength(before.length);
    });

    it.each([
      ['a bad e-mail', { email: 'nobody' }, 'email', 'Email заполнен неверно'],
      ['a Cyrillic password', { email: 'a@b.ru', checkword: 'ABC', password: 'пароль-пароль' }, 'password', 'Пароль не должен содержать буквы русского алфавита'],
      ['a short password', { email: 'a@b.ru', checkword: 'ABC', password: 'short' }, 'password', 'Пароль должен состоять минимум из 8 знаков'],
      ['no checkword', { email: 'a@b.ru', checkword: '', password: 'long-enough' }, 'checkword', 'Пожалуйста, заполните обязательные поля'],
    ])('password/confirm refuses %s', async (_label, body, field, fieldMessage) => {
      const res = await postJson(test.app(), '/api/v1/user/password/confirm', body, { 'X-Forwarded-For': '10.4.3.1' });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.[field]).toBe(fieldMessage);
    });

    it('limits recovery requests per address', async () => {
      const send = () => postJson(test.app(), '/api/v1/user/password/request', { email: 'nobody@example.ru' }, { 'X-Forwarded-For': '10.4.9.9' });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(429);
    });
  });

  describe('profile', () => {
    it('changes the password with the old one and refuses a wrong old one', async () => {
      await register(test, '20');
      const jwt = await signIn(test, { login: 'dealer-20@example.ru', password: 'secret-pass-1' });
      const wrong = await postJson(test.app(), '/api/v1/user/password', { old_password: 'nope-nope-1', new_password: 'changed-pass-1' }, { 'X-API-Key': jwt });
      expect(wrong.status).toBe(400);
      expect(errorResponseSchema.parse(wrong.body).errors).toEqual({ old_password: 'Неверный текущий пароль' });
      const weak = await postJson(test.app(), '/api/v1/user/password', { old_password: 'secret-pass-1', new_password: 'пароль123' }, { 'X-API-Key': jwt });
      expect(errorResponseSchema.parse(weak.body).errors).toEqual({ new_password: 'Пароль не должен содержать буквы русского алфавита' });
      const same = await postJson(test.app(), '/api/v1/user/password', { old_password: 'secret-pass-1', new_password: 'secret-pass-1' }, { 'X-API-Key': jwt });
      expect(same.status).toBe(400);
      expect(errorResponseSchema.parse(same.body).errors).toEqual({ new_password: 'Новый пароль совпадает с текущим' });
      const ok = await postJson(test.app(), '/api/v1/user/password', { old_password: 'secret-pass-1', new_password: 'changed-pass-1' }, { 'X-API-Key': jwt });
      expect(ok.status).toBe(200);
      await signIn(test, { login: 'dealer-20@example.ru', password: 'changed-pass-1' });
    });

    it('counts wrong current passwords against the account, as sign-in does: 5 lock both for the window', async () => {
      await register(test, '26');
      const jwt = await signIn(test, { login: 'dealer-26@example.ru', password: 'secret-pass-1' });
      const change = (old_password: string) => postJson(test.app(), '/api/v1/user/password', { old_password, new_password: 'changed-pass-1' }, { 'X-API-Key': jwt, 'X-Forwarded-For': '10.4.0.1' });
      for (let i = 0; i < 5; i++) expect((await change(`wrong-pass-${i}`)).status).toBe(400);
      const locked = await change('secret-pass-1');
      expect(locked.status).toBe(429);
      expect(message(locked.body)).toMatch(/^Слишком много запросов/);
      const signInLocked = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer-26@example.ru', password: 'secret-pass-1' }, { 'X-Forwarded-For': '10.4.0.2' });
      expect(signInLocked.status).toBe(429);
      // Nothing changed: the old password is still the one.
      const [row] = await test.database().db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'dealer-26@example.ru'));
      expect(await verifyPassword('secret-pass-1', row?.hash ?? '')).toBe(true);
    });

    it('ends every other session when the password is changed or reset; the changing one goes on with its new token', async () => {
      await register(test, '22');
      const credentials = { login: 'dealer-22@example.ru', password: 'secret-pass-1' };
      const elsewhere = await signIn(test, credentials);
      const here = await signIn(test, credentials);
      const profile = (jwt: string) => getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': jwt });
      const res = await postJson(test.app(), '/api/v1/user/password', { old_password: 'secret-pass-1', new_password: 'changed-pass-2' }, { 'X-API-Key': here });
      const changed = passwordChangeResponseSchema.parse(res.body);
      expect(changed.message).toBe('Пароль изменён');
      expect((await profile(elsewhere)).status).toBe(401);
      expect(message((await profile(here)).body)).toBe('Invalid token specified');
      expect((await profile(changed.jwt ?? '')).status).toBe(200);

      const checkword = await requestCheckword('dealer-22@example.ru', '10.4.4.2');
      const reset = await postJson(test.app(), '/api/v1/user/password/confirm', { email: 'dealer-22@example.ru', checkword, password: 'reset-pass-3' }, { 'X-Forwarded-For': '10.4.4.1' });
      expect(reset.status).toBe(200);
      expect((await profile(changed.jwt ?? '')).status).toBe(401);
      expect((await profile(await signIn(test, { login: 'dealer-22@example.ru', password: 'reset-pass-3' }))).status).toBe(200);
    });

    it('saves the multipart profile and returns a new token carrying the new name', async () => {
      await register(test, '21');
      const jwt = await signIn(test, { login: 'dealer-21@example.ru', password: 'secret-pass-1' });
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...newDealer('21'), name: ' Павел ', city: 'undefined', delivery_city: 'Самара', subscribe_order: 'n', subscribe_news: 'n', expnotify: 'n' })) {
        if (key !== 'password' && key !== 'subscribe') form.set(key, value);
      }
      const res = await postJson(test.app(), '/api/v1/user/profile/', form, { 'X-API-Key': jwt });
      expect(res.status).toBe(200);
      const body = profileUpdateResponseSchema.parse(res.body);
      expect(body.message).toBe('Данные сохранены');
      const profile = profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': body.jwt })).body);
      expect(profile).toMatchObject({ name: 'Павел', city: '', delivery_city: 'Самара', subscribe_order: 0, subscribe_news: 0, expnotify: 0, nopaynotify: 1 });
      const payload = JSON.parse(Buffer.from(body.jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { name: string };
      expect(payload.name).toBe('Павел');
    });

    it('writes to the old address when the e-mail is changed, and to the account when its password is', async () => {
      await register(test, '27');
      const jwt = await signIn(test, { login: 'dealer-27@example.ru', password: 'secret-pass-1' });
      const profile = { ...newDealer('27') } as Record<string, string>;
      delete profile.password;
      delete profile.subscribe;
      const countTo = async (to: string) => (await test.database().db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
      // Saving the same e-mail writes nothing.
      const mailsBefore = await countTo('dealer-27@example.ru');
      expect((await postJson(test.app(), '/api/v1/user/profile', profile, { 'X-API-Key': jwt })).status).toBe(200);
      expect(await countTo('dealer-27@example.ru')).toBe(mailsBefore);

      const moved = await postJson(test.app(), '/api/v1/user/profile', { ...profile, email: 'Moved-27@example.ru' }, { 'X-API-Key': jwt });
      expect(moved.status).toBe(200);
      const notice = await lastMailTo(test, 'dealer-27@example.ru');
      expect(notice?.subject).toBe('Изменение данных входа на сайте «Фасадия»');
      expect(notice?.text).toContain('E-mail для входа в кабинет изменён на moved-27@example.ru.');
      expect(notice?.text).toContain('«Забыли пароль?»');

      const token = profileUpdateResponseSchema.parse(moved.body).jwt;
      expect((await postJson(test.app(), '/api/v1/user/password', { old_password: 'secret-pass-1', new_password: 'changed-pass-7' }, { 'X-API-Key': token })).status).toBe(200);
      expect((await lastMailTo(test, 'moved-27@example.ru'))?.text).toContain('Пароль для входа в кабинет изменён.');
    });

    it('refuses bad profile values and an e-mail of another account, changing nothing', async () => {
      const jwt = await signIn(test, DEALER);
      const base = { ...newDealer('22'), email: 'dealer@example.ru', phone: '79990000001' };
      const taken = await postJson(test.app(), '/api/v1/user/profile', { ...base, email: 'manager@example.ru' }, { 'X-API-Key': jwt });
      expect(taken.status).toBe(409);
      const bad = await postJson(test.app(), '/api/v1/user/profile', { ...base, phone: '123', subscribe_order: 'maybe' }, { 'X-API-Key': jwt });
      expect(bad.status).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(bad.body).errors ?? {}).sort()).toEqual(['phone', 'subscribe_order']);
      const profile = profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': jwt })).body);
      expect(profile).toMatchObject({ name: 'Иван', email: 'dealer@example.ru' });
    });

    it('gives a Telegram code and changes tgnotify; tgid only unlinks, a chat is linked by the bot', async () => {
      const jwt = await signIn(test, DEALER);
      const code = tgSubscribeCodeResponseSchema.parse((await getJson(test.app(), '/api/v1/user/get_tg_subscribe_code', { 'X-API-Key': jwt })).body);
      expect(code.code).toMatch(/^\d{6}$/);
      const named = await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'y', tgid: '12345' }, { 'X-API-Key': jwt });
      expect(named.status).toBe(400);
      expect(errorResponseSchema.parse(named.body).errors).toEqual({ tgid: 'Telegram привязывается через бота: отправьте ему код из профиля' });
      await test.database().db.update(users).set({ tgid: '12345' }).where(eq(users.email, DEALER.login));
      expect((await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'y' }, { 'X-API-Key': jwt })).body).toEqual({ result: 'ok' });
      expect(profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': jwt })).body)).toMatchObject({ tgnotify: 1, tgid: '12345' });
      expect((await postJson(test.app(), '/api/v1/user/data', { tgnotify: 'n', tgid: ' ' }, { 'X-API-Key': jwt })).body).toEqual({ result: 'ok' });
      const profile = profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': jwt })).body);
      expect(profile).toMatchObject({ tgnotify: 0, tgid: '' });
      const empty = await postJson(test.app(), '/api/v1/user/data', {}, { 'X-API-Key': jwt });
      expect(empty.status).toBe(400);
    });
  });
});

describe.each(TEST_DRIVERS)('access codes of the demo accounts on %s', (kind) => {
  let database: TestDatabase | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    // The real demo accounts over the small fixture: seeding the demo catalogue and orders would add nothing here.
    database = await createTestDatabase(kind, { ...seedFixture, users: seedData.users });
    app = createApp({ db: database.db, kind, logger: createLogger('silent'), config: ephemeralConfig() });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each([
    { login: 'dealer@example.com', password: 'dealer2026', role: 'bm_dealer' },
    { login: 'assistant@example.com', password: 'assistant2026', role: 'bm_user' },
    { login: 'manager@example.com', password: 'manager2026', role: 'bm_manager' },
  ])('$login has the profile role $role', async ({ login, password, role }) => {
    if (!app) throw new Error('The test app is not ready');
    const { jwt } = tokenResponseSchema.parse((await postJson(app, '/api/v1/user/login', { login, password })).body);
    const profile = profileSchema.parse((await getJson(app, '/api/v1/user/profile', { 'X-API-Key': jwt })).body);
    expect(profile.role).toBe(role);
  });
});

describe.each(TEST_DRIVERS)('registration with e-mail confirmation on %s', (kind) => {
  const test = useTestApp(kind, { requireEmailConfirmation: true });

  it('mails a link; sign-in waits for it; the code works once and gives a session', async () => {
    const res = await register(test, '30');
    expect(registerResponseSchema.parse(res.body)).toEqual({ message: 'Регистрация прошла успешно. Подтвердите e-mail по ссылке из письма', confirm: true });
    const blocked = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer-30@example.ru', password: 'secret-pass-1' });
    expect(blocked.status).toBe(403);
    expect(message(blocked.body)).toBe('Подтвердите регистрацию по ссылке из письма');
    const mail = await lastMailTo(test, 'dealer-30@example.ru');
    const token = /confirm=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await postJson(test.app(), '/api/v1/user/confirm_by_token', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ result: 'ok', jwt: expect.any(String) as string });
    expect((await postJson(test.app(), '/api/v1/user/confirm_by_token', { token })).status).toBe(400);
    expect((await postJson(test.app(), '/api/v1/user/confirm_by_token', { token: 'made-up' })).status).toBe(400);
    expect((await postJson(test.app(), '/api/v1/user/login', { login: 'dealer-30@example.ru', password: 'secret-pass-1' })).status).toBe(200);
  });

  it('confirms an account whose link was lost when its password is reset from the mailbox', async () => {
    await register(test, '31');
    expect((await lastMailTo(test, 'dealer-31@example.ru'))?.text).toContain('Ссылка действует 7 дней');
    expect((await postJson(test.app(), '/api/v1/user/login', { login: 'dealer-31@example.ru', password: 'secret-pass-1' })).status).toBe(403);
    await postJson(test.app(), '/api/v1/user/password/request/', { email: 'dealer-31@example.ru' }, { 'X-Forwarded-For': '10.4.5.1' });
    const checkword = /Контрольная строка: (\w+)/.exec((await lastMailTo(test, 'dealer-31@example.ru'))?.text ?? '')?.[1] ?? '';
    const reset = await postJson(test.app(), '/api/v1/user/password/confirm', { email: 'dealer-31@example.ru', checkword, password: 'after-reset-1' }, { 'X-Forwarded-For': '10.4.5.1' });
    expect(reset.status).toBe(200);
    expect((await postJson(test.app(), '/api/v1/user/login', { login: 'dealer-31@example.ru', password: 'after-reset-1' })).status).toBe(200);
  });
});
