import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { EMAIL_MESSAGE, INVALID_VALUE_MESSAGE, PASSWORD_LENGTH_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from '../../api-client/schemas/fields';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { ApiError, BAD_REQUEST_MESSAGE, validate } from '../../backend/lib/errors';
import { postJson, useTestApp, type JsonResponse, type TestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

const DEALER = { login: 'dealer@example.ru', password: 'dealer-pass-1' };

const person = {
  name: 'Пётр',
  last_name: 'Иванов',
  phone: '+7 (900) 111-22-77',
  email: 'validation-77@example.ru',
  city: 'Казань',
  company: 'ИП Иванов',
};

/** zod's English defaults start like these; none may reach a client. */
const ENGLISH_ZOD = /Invalid input|Invalid option|expected|received|Too (big|small)|Unrecognized/i;

/** Every answer from its own address, so that rate limits and the login throttle stay out of the way. */
let lastAddress = 0;
const nextAddress = () => `10.77.0.${++lastAddress}`;

function fieldErrors(res: JsonResponse): Record<string, string> {
  expect(res.status).toBe(400);
  const body = errorResponseSchema.parse(res.body);
  expect(body.errorMessage).toBe(BAD_REQUEST_MESSAGE);
  expect(JSON.stringify(body)).not.toMatch(ENGLISH_ZOD);
  // Every field message is Russian text, not a zod default.
  for (const message of Object.values(body.errors ?? {})) expect(message).toMatch(/[а-яё]/i);
  return body.errors ?? {};
}

function validationErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  try {
    validate(schema, input);
  } catch (error) {
    if (error instanceof ApiError) return error.body.errors ?? {};
    throw error;
  }
  throw new Error('The input was expected to be refused');
}

describe('validate: messages of issues without their own', () => {
  it('gives a missing or empty value the required-field message and anything else a short Russian one', () => {
    const schema = z.object({ a: z.string(), b: z.string().min(1), c: z.enum(['y', 'n']), d: z.number(), e: z.string().max(3), f: z.email() });
    expect(validationErrors(schema, { b: '', c: 'maybe', d: 'x', e: 'abcdef', f: 'nope' })).toEqual({
      a: REQUIRED_MESSAGE,
      b: REQUIRED_MESSAGE,
      c: INVALID_VALUE_MESSAGE,
      d: INVALID_VALUE_MESSAGE,
      e: tooLongMessage(3),
      f: INVALID_VALUE_MESSAGE,
    });
  });

  it('keeps the messages that schemas and checks set themselves', () => {
    const schema = z.object({
      a: z.string({ error: 'Своё сообщение' }),
      b: z.string().min(5, 'Слишком коротко'),
      c: z.string().refine(() => false, 'Проверка не пройдена'),
      d: z.enum(['y', 'n'], { error: 'Выберите да или нет' }),
    });
    expect(validationErrors(schema, { b: 'ab', c: 'x', d: 'maybe' })).toEqual({
      a: 'Своё сообщение',
      b: 'Слишком коротко',
      c: 'Проверка не пройдена',
      d: 'Выберите да или нет',
    });
  });

  it('answers a body that is not there with the required-field message', () => {
    expect(validationErrors(z.object({ a: z.string() }), undefined)).toEqual({ request: REQUIRED_MESSAGE });
  });
});

describe.each(TEST_DRIVERS)('validation messages of the API on %s', (kind) => {
  const test = useTestApp(kind);

  const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    postJson(test.app(), path, body, { 'X-Forwarded-For': nextAddress(), ...headers });

  async function signIn(app: TestApp) {
    const res = await postJson(app.app(), '/api/v1/user/login', DEALER, { 'X-Forwarded-For': nextAddress() });
    expect(res.status).toBe(200);
    return tokenResponseSchema.parse(res.body).jwt;
  }

  it('login without a password names the password as required', async () => {
    const errors = fieldErrors(await post('/api/v1/user/login', { login: DEALER.login }));
    expect(errors).toEqual({ password: REQUIRED_MESSAGE });
  });

  it('login with nothing names both fields as required, and a value of the wrong type as wrong', async () => {
    expect(fieldErrors(await post('/api/v1/user/login', {}))).toEqual({ login: REQUIRED_MESSAGE, password: REQUIRED_MESSAGE });
    expect(fieldErrors(await post('/api/v1/user/login', { login: DEALER.login, password: 12345678 }))).toEqual({ password: INVALID_VALUE_MESSAGE });
  });

  it('sign-up with a bad subscribe value and a bad e-mail gets Russian messages, the e-mail its own', async () => {
    const errors = fieldErrors(
      await post('/api/v1/user/register', { ...person, email: 'not-an-email', password: 'secret-pass-1', subscribe: 'maybe' }, { 'CAPTCHA-TOKEN': 'x' }),
    );
    expect(errors).toEqual({ email: EMAIL_MESSAGE, subscribe: INVALID_VALUE_MESSAGE });
  });

  it('sign-up without a password and with a short one keeps the password rules of the spec', async () => {
    expect(fieldErrors(await post('/api/v1/user/register', person, { 'CAPTCHA-TOKEN': 'x' }))).toEqual({ password: REQUIRED_MESSAGE });
    expect(fieldErrors(await post('/api/v1/user/register', { ...person, password: 'short1' }, { 'CAPTCHA-TOKEN': 'x' }))).toEqual({
      password: PASSWORD_LENGTH_MESSAGE,
    });
  });

  it('a password change without the old password and a profile flag outside y/n get Russian messages', async () => {
    const headers = { 'X-API-Key': await signIn(test) };
    expect(fieldErrors(await post('/api/v1/user/password', { new_password: 'another-pass-1' }, headers))).toEqual({ old_password: REQUIRED_MESSAGE });
    expect(fieldErrors(await post('/api/v1/user/profile', { ...person, subscribe_news: 'maybe' }, headers))).toEqual({
      subscribe_news: INVALID_VALUE_MESSAGE,
    });
    expect(fieldErrors(await post('/api/v1/user/data', { tgnotify: 'maybe' }, headers))).toEqual({ tgnotify: INVALID_VALUE_MESSAGE });
  });
});
