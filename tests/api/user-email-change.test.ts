import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import {
  confirmByTokenResponseSchema,
  emailConfirmResponseSchema,
  profileSchema,
  profileUpdateResponseSchema,
} from '../../api-client/schemas/user';
import { mailOutbox, userCodes, users } from '../../backend/db/schema';
import { getJson, postJson, useTestApp, type TestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

const PASSWORD = 'secret-pass-1';
const person = (suffix: string) => ({
  name: 'Пётр',
  last_name: 'Иванов',
  second_name: '',
  phone: `+7 (900) 222-33-${suffix}`,
  email: `owner-${suffix}@example.ru`,
  city: 'Казань',
  company: 'ИП Иванов',
});

const message = (body: unknown) => errorResponseSchema.parse(body).errorMessage;

async function mailsTo(test: TestApp, to: string) {
  return test.database().db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

/** A registered account whose registration link was followed (with the flag on it signs in only then); its session token. */
async function account(test: TestApp, suffix: string): Promise<string> {
  const registered = await postJson(test.app(), '/api/v1/user/register', { ...person(suffix), password: PASSWORD }, { 'CAPTCHA-TOKEN': 'x', 'X-Forwarded-For': `10.7.0.${suffix}` });
  expect(registered.status).toBe(200);
  if (!test.config().requireEmailConfirmation) return String((registered.body as { jwt: string }).jwt);
  const [letter] = await mailsTo(test, person(suffix).email);
  const token = /confirm=([\w-]+)/.exec(letter?.text ?? '')?.[1] ?? '';
  return confirmByTokenResponseSchema.parse((await postJson(test.app(), '/api/v1/user/confirm_by_token', { token })).body).jwt;
}

const saveProfile = (test: TestApp, jwt: string, values: Record<string, string>) => postJson(test.app(), '/api/v1/user/profile', values, { 'X-API-Key': jwt });
const profileOf = async (test: TestApp, jwt: string) => profileSchema.parse((await getJson(test.app(), '/api/v1/user/profile', { 'X-API-Key': jwt })).body);
const signInStatus = async (test: TestApp, login: string, password = PASSWORD) =>
  (await postJson(test.app(), '/api/v1/user/login', { login, password }, { 'X-Forwarded-For': '10.7.1.1' })).status;
const confirmEmail = (test: TestApp, token: string, address = '10.7.2.1') => postJson(test.app(), '/api/v1/user/email/confirm', { token }, { 'X-Forwarded-For': address });

/** The code of the latest e-mail change letter sent to an address. */
async function linkCode(test: TestApp, to: string): Promise<string> {
  const [letter] = await mailsTo(test, to);
  expect(letter?.subject).toBe('Подтверждение e-mail на сайте «Фасадия»');
  const code = /\/sign-in\?email=([\w-]+)/.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error('No link in the letter');
  return code;
}

describe.each(TEST_DRIVERS)('a sign-in e-mail change with e-mail confirmation on %s', (kind) => {
  const test = useTestApp(kind, { requireEmailConfirmation: true });

  it('keeps the e-mail until the link mailed to the new address is followed, then moves it and tells the old address', async () => {
    const jwt = await account(test, '10');
    const saved = await saveProfile(test, jwt, { ...person('10'), name: 'Павел', email: 'New-10@Example.ru' });
    expect(saved.status).toBe(200);
    expect(profileUpdateResponseSchema.parse(saved.body).message).toBe(
      'Данные сохранены. Чтобы сменить e-mail для входа, перейдите по ссылке из письма, отправленного на new-10@example.ru',
    );
    // The rest is saved at once; the e-mail waits.
    expect(await profileOf(test, jwt)).toMatchObject({ name: 'Павел', email: 'owner-10@example.ru', pending_email: 'new-10@example.ru' });
    const [letter] = await mailsTo(test, 'new-10@example.ru');
    expect(letter?.text).toContain(`${test.config().siteUrl}/sign-in?email=`);
    expect(letter?.text).toContain('Ссылка действует 7 дней. До перехода по ней для входа и восстановления пароля служит прежний e-mail.');
    expect(letter?.text).not.toContain('owner-10@example.ru');
    expect(await signInStatus(test, 'owner-10@example.ru')).toBe(200);
    expect(await signInStatus(test, 'new-10@example.ru')).toBe(401);
    // Recovery still goes to the current address only.
    await postJson(test.app(), '/api/v1/user/password/request', { email: 'new-10@example.ru' }, { 'X-Forwarded-For': '10.7.3.1' });
    expect(await mailsTo(test, 'new-10@example.ru')).toHaveLength(1);

    const oldLetters = (await mailsTo(test, 'owner-10@example.ru')).length;
    const code = await linkCode(test, 'new-10@example.ru');
    const confirmed = await confirmEmail(test, code);
    expect(confirmed.status).toBe(200);
    expect(emailConfirmResponseSchema.parse(confirmed.body)).toEqual({ result: 'ok', email: 'new-10@example.ru' });
    // The session goes on: nothing but the e-mail changed.
    expect(await profileOf(test, jwt)).toMatchObject({ name: 'Павел', email: 'new-10@example.ru', pending_email: null });
    const notices = await mailsTo(test, 'owner-10@example.ru');
    expect(notices).toHaveLength(oldLetters + 1);
    expect(notices[0]?.subject).toBe('Изменение данных входа на сайте «Фасадия»');
    expect(notices[0]?.text).toContain('E-mail для входа в кабинет изменён на new-10@example.ru.');
    expect(await signInStatus(test, 'new-10@example.ru')).toBe(200);
    expect(await signInStatus(test, 'owner-10@example.ru')).toBe(401);

    const reused = await confirmEmail(test, code);
    expect(reused.status).toBe(400);
    expect(message(reused.body)).toBe('Ссылка для смены e-mail неверна, устарела или уже использована');
  });

  it('keeps one live change: a newer one replaces the address and the link, the current e-mail sent back cancels it', async () => {
    const jwt = await account(test, '11');
    await saveProfile(test, jwt, { ...person('11'), email: 'first-11@example.ru' });
    const first = await linkCode(test, 'first-11@example.ru');
    await saveProfile(test, jwt, { ...person('11'), email: 'second-11@example.ru' });
    const second = await linkCode(test, 'second-11@example.ru');
    expect((await profileOf(test, jwt)).pending_email).toBe('second-11@example.ru');
    expect((await confirmEmail(test, first)).status).toBe(400);

    const cancelled = await saveProfile(test, jwt, person('11'));
    expect(profileUpdateResponseSchema.parse(cancelled.body).message).toBe('Данные сохранены');
    expect((await profileOf(test, jwt)).pending_email).toBeNull();
    expect((await confirmEmail(test, second)).status).toBe(400);
    expect((await profileOf(test, jwt)).email).toBe('owner-11@example.ru');
  });

  it('refuses an expired or made-up link', async () => {
    const jwt = await account(test, '12');
    await saveProfile(test, jwt, { ...person('12'), email: 'late-12@example.ru' });
    const code = await linkCode(test, 'late-12@example.ru');
    await test.database().db.update(userCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(userCodes.purpose, 'email'), isNull(userCodes.usedAt)));
    const expired = await confirmEmail(test, code);
    expect(expired.status).toBe(400);
    expect(message(expired.body)).toBe('Ссылка для смены e-mail неверна, устарела или уже использована');
    expect((await confirmEmail(test, 'made-up')).status).toBe(400);
    expect((await confirmEmail(test, '')).status).toBe(400);
    expect(await profileOf(test, jwt)).toMatchObject({ email: 'owner-12@example.ru', pending_email: 'late-12@example.ru' });
  });

  it('refuses an address another account has, at the change and again at the link, writing nothing', async () => {
    const jwt = await account(test, '13');
    await account(test, '14');
    const taken = await saveProfile(test, jwt, { ...person('13'), email: 'owner-14@example.ru' });
    expect(taken.status).toBe(409);
    expect((await profileOf(test, jwt)).pending_email).toBeNull();

    await saveProfile(test, jwt, { ...person('13'), email: 'wanted-13@example.ru' });
    const code = await linkCode(test, 'wanted-13@example.ru');
    // Meanwhile another account moves to the address (the flag off for it: an immediate change, as an admin's could be).
    const [other] = await test.database().db.update(users).set({ email: 'Wanted-13@example.ru' }).where(eq(users.email, 'owner-14@example.ru')).returning();
    expect(other).toBeDefined();
    const oldLetters = (await mailsTo(test, 'owner-13@example.ru')).length;
    const refused = await confirmEmail(test, code);
    expect(refused.status).toBe(400);
    expect(message(refused.body)).toBe('Пользователь с таким e-mail уже зарегистрирован');
    expect(await profileOf(test, jwt)).toMatchObject({ email: 'owner-13@example.ru', pending_email: 'wanted-13@example.ru' });
    expect(await mailsTo(test, 'owner-13@example.ru')).toHaveLength(oldLetters);
    // The code was not spent: once the address is free again the same link works.
    await test.database().db.update(users).set({ email: 'owner-14@example.ru' }).where(eq(users.id, other?.id ?? 0));
    expect(emailConfirmResponseSchema.parse((await confirmEmail(test, code)).body).email).toBe('wanted-13@example.ru');
  });
});

describe.each(TEST_DRIVERS)('a sign-in e-mail change without e-mail confirmation on %s', (kind) => {
  const test = useTestApp(kind);

  it('moves the e-mail at once, as before, with no link', async () => {
    const jwt = await account(test, '20');
    const saved = await saveProfile(test, jwt, { ...person('20'), email: 'moved-20@example.ru' });
    expect(profileUpdateResponseSchema.parse(saved.body).message).toBe('Данные сохранены');
    expect(await profileOf(test, jwt)).toMatchObject({ email: 'moved-20@example.ru', pending_email: null });
    expect(await mailsTo(test, 'moved-20@example.ru')).toHaveLength(0);
    expect((await mailsTo(test, 'owner-20@example.ru'))[0]?.text).toContain('E-mail для входа в кабинет изменён на moved-20@example.ru.');
    expect(await signInStatus(test, 'moved-20@example.ru')).toBe(200);
  });
});
