import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentTexts, formSubmissions, siteProperties, subscriptions, users } from '../../backend/db/schema';
import { postJson, useTestApp, type TestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

const CAPTCHA = { 'CAPTCHA-TOKEN': 'x' };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every public form a visitor sends after ticking the consent box, the feedback form's variants included. */
const FORMS: { path: string; type: string; fields: Record<string, string>; withFile?: boolean }[] = [
  { path: '/api/v1/form/callback/', type: 'callback', fields: { name: 'Иван', phone: '+7 (912)-345-67-89', message: 'http://127.0.0.1/catalog' } },
  { path: '/api/v1/form/feedback/', type: 'feedback', fields: { name: 'Иван', contact: 'ivan@example.ru', message: 'Есть вопрос', city: 'Москва' } },
  { path: '/api/v1/form/feedback/', type: 'feedback', fields: { name: 'Отправитель', contact: 'ivan@example.ru', message: 'Вопрос', city: 'Город не выбран' } },
  { path: '/api/v1/form/order/', type: 'order', fields: { city: 'Казань', contact: '89123456789', message: 'Хочу заказать' }, withFile: true },
  { path: '/api/v1/form/resume/', type: 'resume', fields: { name: 'Пётр', email: 'petr@example.ru', message: 'Столяр' }, withFile: true },
  { path: '/api/v1/form/product_request/', type: 'product_request', fields: { contact: 'buyer@example.ru', city: 'Самара', message: 'Нужны фасады' } },
  { path: '/api/v1/content/review', type: 'review', fields: { name: 'Анна', contact: '+7 912 000 11 22', message: 'Отличные фасады' } },
];

/** The spec's version of a privacy text, computed here on its own: sha256 of name, a line feed and the text, 16 hex digits. */
const versionOf = (name: string, text: string) => createHash('sha256').update(`${name}\n${text}`).digest('hex').slice(0, 16);

let lastAddress = 0;
const nextAddress = () => `198.51.100.${(lastAddress++ % 250) + 1}`;

function send(test: TestApp, path: string, fields: Record<string, string>, file = false) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new File([PDF], 'смета.pdf', { type: 'application/pdf' }));
  return postJson(test.app(), path, form, { ...CAPTCHA, 'X-Forwarded-For': nextAddress() });
}

describe.each(TEST_DRIVERS)('consent to the privacy text on %s', (kind) => {
  const test = useTestApp(kind);
  const db = () => test.database().db;
  /** The site properties' privacy name and text as they are now, and the version the spec gives them. */
  const policy = async () => {
    const [row] = await db().select({ data: siteProperties.data }).from(siteProperties).where(eq(siteProperties.id, 1));
    const { privacyName: name, privacyText: text } = row!.data;
    return { name, text, version: versionOf(name, text) };
  };
  /** What the operator edits in the site properties (no cache to clear: each send reads the row in its transaction). */
  const editPolicy = (text: string) =>
    db()
      .update(siteProperties)
      .set({ data: sql`jsonb_set(${siteProperties.data}, '{privacyText}', to_jsonb(${text}::text))` })
      .where(eq(siteProperties.id, 1));
  const lastSubmission = async () => (await db().select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1))[0]!;

  it('records with each form sent the version of the current text, and the text once', async () => {
    const current = await policy();
    for (const form of FORMS) {
      const res = await send(test, form.path, form.fields, form.withFile);
      expect(res.status).toBe(200);
      expect(await lastSubmission()).toMatchObject({ type: form.type, consentVersion: current.version });
    }
    // Seven sends to one text: one row, holding that text whole.
    expect(await db().select({ version: consentTexts.version, name: consentTexts.name, text: consentTexts.text }).from(consentTexts)).toEqual([
      { version: current.version, name: current.name, text: current.text },
    ]);
  });

  it('records a new version after the text changes, and the submissions before keep theirs', async () => {
    const before = await policy();
    expect((await send(test, '/api/v1/form/callback/', FORMS[0]!.fields)).status).toBe(200);
    const earlier = await lastSubmission();
    expect(earlier.consentVersion).toBe(before.version);

    await editPolicy('Новая редакция политики: данные хранятся два года.');
    const after = await policy();
    expect(after.version).not.toBe(before.version);
    expect((await send(test, '/api/v1/form/callback/', FORMS[0]!.fields)).status).toBe(200);
    expect((await lastSubmission()).consentVersion).toBe(after.version);
    const [kept] = await db().select({ consentVersion: formSubmissions.consentVersion }).from(formSubmissions).where(eq(formSubmissions.id, earlier.id));
    expect(kept?.consentVersion).toBe(before.version);
    // Both texts are kept, each as it was agreed to.
    const texts = await db().select({ version: consentTexts.version, text: consentTexts.text, firstGivenAt: consentTexts.firstGivenAt }).from(consentTexts);
    expect(texts.map(({ version, text }) => ({ version, text })).sort((a, b) => a.version.localeCompare(b.version))).toEqual(
      [
        { version: before.version, text: before.text },
        { version: after.version, text: after.text },
      ].sort((a, b) => a.version.localeCompare(b.version)),
    );
    expect(texts.every((row) => row.firstGivenAt instanceof Date)).toBe(true);
  });

  it('records nothing twice for a form retried with its request key, even after the text changed', async () => {
    const fields = { ...FORMS[1]!.fields, request_key: 'consent-retry-0123456789abcdef' };
    const first = await policy();
    expect((await send(test, '/api/v1/form/feedback/', fields)).status).toBe(200);
    const made = await lastSubmission();
    expect(made.consentVersion).toBe(first.version);
    const textsBefore = await db().$count(consentTexts);

    await editPolicy('Редакция, опубликованная между двумя нажатиями.');
    const retried = await send(test, '/api/v1/form/feedback/', fields);
    expect([retried.status, retried.body]).toEqual([200, { status: 'ok' }]);
    expect(await db().$count(formSubmissions, eq(formSubmissions.requestKey, fields.request_key))).toBe(1);
    expect((await lastSubmission()).id).toBe(made.id);
    expect(await db().$count(consentTexts)).toBe(textsBefore);
    expect(await db().$count(consentTexts, eq(consentTexts.version, (await policy()).version))).toBe(0);
  });

  it('records the version with a newsletter subscription and a dealer\'s registration, and none for accounts made otherwise', async () => {
    await editPolicy('Редакция для подписки и регистрации.');
    const current = await policy();
    expect((await send(test, '/api/v1/content/subscribe', { email: 'Consent.Reader@example.ru' })).status).toBe(200);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.email, 'consent.reader@example.ru'));
    expect(subscription?.consentVersion).toBe(current.version);

    const registered = await postJson(
      test.app(),
      '/api/v1/user/register',
      { name: 'Олег', last_name: 'Согласный', phone: '+7 (900) 222-33-44', email: 'consent.dealer@example.ru', city: 'Казань', company: 'ИП Согласный', password: 'consent-pass-1' },
      { ...CAPTCHA, 'X-Forwarded-For': nextAddress() },
    );
    expect(registered.status).toBe(200);
    const [account] = await db().select({ consentVersion: users.consentVersion }).from(users).where(eq(users.email, 'consent.dealer@example.ru'));
    expect(account?.consentVersion).toBe(current.version);
    expect(await db().$count(consentTexts, eq(consentTexts.version, current.version))).toBe(1);
    // The seed's accounts agreed to nothing through the site.
    const [seeded] = await db().select({ consentVersion: users.consentVersion }).from(users).where(eq(users.email, 'dealer@example.ru'));
    expect(seeded).toEqual({ consentVersion: null });
  });
});
