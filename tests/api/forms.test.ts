import { readdir } from 'node:fs/promises';
import { count, desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import {
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_HEADER,
  EMAIL_MESSAGE,
  PHONE_DIGITS_MESSAGE,
  REQUIRED_MESSAGE,
  tooLongMessage,
} from '../../api-client/schemas/fields';
import { DOCUMENT_KINDS, FILE_TOO_LARGE_MESSAGE, fileTypeMessage, MAX_UPLOAD_BYTES } from '../../api-client/schemas/files';
import { FILE_EXPECTED_MESSAGE } from '../../api-client/schemas/forms';
import { createApp } from '../../backend/app';
import { formSubmissions, mailOutbox, storedFiles, subscriptions } from '../../backend/db/schema';
import { createLogger } from '../../backend/lib/logger';
import { readOutboxFile } from '../../backend/lib/mail';
import { postJson, useTestApp, type TestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

type Fields = Record<string, string | string[]>;
type Endpoint = { path: string; type: string; fields: Fields; required: string[]; withFile: boolean };

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/v1/form/callback/',
    type: 'callback',
    fields: { name: 'Иван', phone: '+7 (912)-345-67-89', message: 'http://127.0.0.1/catalog' },
    required: ['name', 'phone', 'message'],
    withFile: false,
  },
  {
    path: '/api/v1/form/feedback/',
    type: 'feedback',
    fields: { name: 'Иван', contact: 'ivan@example.ru', message: 'Есть вопрос', city: 'Москва' },
    required: ['name', 'contact', 'message'],
    withFile: false,
  },
  {
    path: '/api/v1/form/order/',
    type: 'order',
    fields: { city: 'Казань', contact: '89123456789', message: 'Хочу заказать' },
    required: ['city', 'contact', 'message'],
    withFile: true,
  },
  {
    path: '/api/v1/form/resume/',
    type: 'resume',
    fields: { name: 'Пётр', email: 'petr@example.ru', message: 'Столяр, 10 лет опыта' },
    required: ['name', 'email', 'message'],
    withFile: true,
  },
  {
    path: '/api/v1/form/product_request/',
    type: 'product_request',
    fields: { contact: 'buyer@example.ru', city: ['Самара', 'Город не выбран'], message: 'Нужны фасады' },
    required: ['contact', 'city', 'message'],
    withFile: true,
  },
  {
    path: '/api/v1/content/review',
    type: 'review',
    fields: { name: 'Анна', contact: '+7 912 000 11 22', message: 'Отличные фасады' },
    required: ['name', 'contact', 'message'],
    withFile: true,
  },
];

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(fields: Fields, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  if (file) form.set('file', file);
  return form;
}

/** Each request from its own address unless told, so that the rate limit only bites where a test wants it. */
let lastAddress = 0;
const nextAddress = () => `198.51.100.${(lastAddress++ % 250) + 1}`;

function send(test: TestApp, path: string, body: Fields | FormData, address = nextAddress(), headers: Record<string, string> = {}) {
  return postJson(test.app(), path, body instanceof FormData ? body : multipart(body), { 'X-Forwarded-For': address, ...headers });
}

async function counts(test: TestApp) {
  const { db } = test.database();
  const [[submissions], [mails], [files]] = await Promise.all([
    db.select({ n: count() }).from(formSubmissions),
    db.select({ n: count() }).from(mailOutbox),
    db.select({ n: count() }).from(storedFiles),
  ]);
  return { submissions: submissions?.n, mails: mails?.n, files: files?.n };
}

/** A delivery pass already running may have started before this mail was queued: wait for it, then run one more. */
async function deliverAll(test: TestApp): Promise<void> {
  await test.mailer().deliverPending();
  await test.mailer().deliverPending();
}

async function storedFileCount(test: TestApp): Promise<number> {
  const walk = async (dir: string): Promise<number> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    let total = 0;
    for (const entry of entries) total += entry.isDirectory() ? await walk(`${dir}/${entry.name}`) : 1;
    return total;
  };
  const { storage } = test.config();
  if (storage.kind !== 'disk') throw new Error('The form tests count files on disk');
  return walk(storage.dir);
}

describe.each(TEST_DRIVERS)('public forms on %s', (kind) => {
  const test = useTestApp(kind);

  describe.each(ENDPOINTS)('$type', (endpoint) => {
    it('stores a valid submission and mails it to the manufacturer', async () => {
      const res = await send(test, endpoint.path, endpoint.fields, '203.0.113.7');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      const [row] = await test.database().db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1);
      expect(row).toMatchObject({ type: endpoint.type, clientAddress: '203.0.113.7', fileIds: [] });
      const [mail] = await test.database().db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(mail?.to).toBe(test.config().mailTo);
      expect(mail?.text).toContain('Адрес отправителя: 203.0.113.7');
    });

    it('answers a send retried with its key as sent, with no second submission, letter or file', async () => {
      const keyed = (key: string) => {
        const form = multipart({ ...endpoint.fields, request_key: key }, endpoint.withFile ? new File([PDF], 'смета.pdf', { type: 'application/pdf' }) : undefined);
        return send(test, endpoint.path, form);
      };
      const before = await counts(test);
      const key = `${endpoint.type}-key-0123456789abcdef`.replace(/[^A-Za-z0-9_-]/g, '-');
      expect((await keyed(key)).status).toBe(200);
      const once = await counts(test);
      expect(once.submissions).toBe((before.submissions ?? 0) + 1);
      expect(once.mails).toBe((before.mails ?? 0) + 1);
      // The answer was lost and the visitor pressed again; then two at once with another key.
      const again = await keyed(key);
      expect([again.status, again.body]).toEqual([200, { status: 'ok' }]);
      expect(await counts(test)).toEqual(once);
      const racing = `${key}-race`;
      expect((await Promise.all([keyed(racing), keyed(racing)])).map((res) => res.status)).toEqual([200, 200]);
      const after = await counts(test);
      expect(after.submissions).toBe((once.submissions ?? 0) + 1);
      expect(after.mails).toBe((once.mails ?? 0) + 1);
      expect(after.files).toBe((once.files ?? 0) + (endpoint.withFile ? 1 : 0));
      // The key is no field of the request: the letter and the stored fields do not carry it.
      const [row] = await test.database().db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1);
      expect(row?.fields).not.toHaveProperty('request_key');
      const [mail] = await test.database().db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(mail?.text).not.toContain(racing);
      const bad = await keyed('ключ с пробелами');
      expect(bad.status).toBe(400);
      expect(errorResponseSchema.parse(bad.body).errors).toHaveProperty('request_key');
      expect(await counts(test)).toEqual(after);
    });

    it('answers on the path with and without the trailing slash, from JSON too', async () => {
      const other = endpoint.path.endsWith('/') ? endpoint.path.slice(0, -1) : `${endpoint.path}/`;
      const res = await postJson(test.app(), other, endpoint.fields, { 'X-Forwarded-For': nextAddress() });
      expect(res.status).toBe(200);
    });

    it.each(endpoint.required)('refuses a missing %s with the required-field message and stores nothing', async (field) => {
      const before = await counts(test);
      const fields = { ...endpoint.fields };
      delete fields[field];
      const res = await send(test, endpoint.path, fields);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.[field]).toBe(REQUIRED_MESSAGE);
      expect(await counts(test)).toEqual(before);
    });

    it.each(endpoint.required)('refuses %s of only spaces', async (field) => {
      const res = await send(test, endpoint.path, { ...endpoint.fields, [field]: '   ' });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.[field]).toBe(REQUIRED_MESSAGE);
    });

    it('refuses a field of the wrong JSON type with a Russian message', async () => {
      const res = await postJson(test.app(), endpoint.path, { ...endpoint.fields, message: 12345 }, { 'X-Forwarded-For': nextAddress() });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.message).toBe(REQUIRED_MESSAGE);
    });

    it('refuses a body that is not a form with 400', async () => {
      const res = await test.app().request(endpoint.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
        body: '{not json',
      });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(await res.json()).errorMessage).toMatch(/[а-я]/i);
    });

    it('refuses 5 MB of text in the message with the length message and stores nothing', async () => {
      const before = await counts(test);
      const res = await send(test, endpoint.path, { ...endpoint.fields, message: 'я'.repeat(5_000_000) });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.message).toBe(tooLongMessage(5000));
      expect(await counts(test)).toEqual(before);
    });

    it('refuses a NUL character in a field or a field name with 400 and stores nothing', async () => {
      const before = await counts(test);
      for (const [fields, field] of [
        [{ ...endpoint.fields, message: 'текст\u0000' }, 'message'],
        [{ ...endpoint.fields, 'x\u0000': 'текст' }, 'request'],
      ] as const) {
        const res = await send(test, endpoint.path, fields);
        expect(res.status).toBe(400);
        const body = errorResponseSchema.parse(res.body);
        expect(body.errorMessage).toBe('Неверные параметры запроса');
        expect(body.errors).toEqual({ [field]: 'Неверное значение' });
      }
      expect(await counts(test)).toEqual(before);
    });

    it('stores an XSS payload verbatim and mails it as plain text only', async () => {
      const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const res = await send(test, endpoint.path, { ...endpoint.fields, message: payload });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      const [row] = await test.database().db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1);
      expect(row?.fields.message).toBe(payload);
      const [mail] = await test.database().db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      await deliverAll(test);
      const eml = await readOutboxFile(test.config(), mail!.id);
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).not.toContain('text/html');
    });
  });

  describe.each(ENDPOINTS.filter((e) => e.withFile))('$type with a file', (endpoint) => {
    it('stores the file with the submission and attaches it to the mail', async () => {
      const res = await send(test, endpoint.path, multipart(endpoint.fields, new File([PDF], 'Смета.pdf', { type: 'application/pdf' })));
      expect(res.status).toBe(200);
      const [row] = await test.database().db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1);
      expect(row?.fileIds).toHaveLength(1);
      const [file] = await test.database().db.select().from(storedFiles).orderBy(desc(storedFiles.id)).limit(1);
      expect(file).toMatchObject({ id: row?.fileIds[0], originalName: 'Смета.pdf', kind: 'pdf', size: PDF.byteLength });
      const [mail] = await test.database().db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(mail?.attachments).toEqual([{ fileId: file?.id, filename: 'Смета.pdf' }]);
      await deliverAll(test);
      expect(await readOutboxFile(test.config(), mail!.id)).toContain('Content-Type: application/pdf');
    });

    it.each([
      ['a macro-enabled workbook', 'Заказ.xlsm', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('....xl/workbook.xml....')]), 'xlsm'],
      ['an Excel 97 template', 'Бланк.xlt', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'xlt'],
      ['an XML spreadsheet', 'Прайс.xml', Buffer.from('<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"/>'), 'spreadsheetXml'],
    ])('accepts %s of the Excel group and keeps its name and extension', async (_label, name, content, kind) => {
      const res = await send(test, endpoint.path, multipart(endpoint.fields, new File([content], name)));
      expect(res.status).toBe(200);
      const [file] = await test.database().db.select().from(storedFiles).orderBy(desc(storedFiles.id)).limit(1);
      expect(file).toMatchObject({ originalName: name, kind });
      expect(file?.storageKey.endsWith(name.slice(name.lastIndexOf('.')))).toBe(true);
    });

    it.each([
      ['an executable named .pdf', new File(['MZ\x90\x00binary'], 'scan.pdf')],
      ['an image', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], 'photo.png')],
      ['a text file named .docx', new File(['просто текст'], 'resume.docx')],
    ])('refuses %s by its real type and stores nothing', async (_label, file) => {
      const before = { ...(await counts(test)), disk: await storedFileCount(test) };
      const res = await send(test, endpoint.path, multipart(endpoint.fields, file));
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.file).toBe(fileTypeMessage(DOCUMENT_KINDS));
      expect({ ...(await counts(test)), disk: await storedFileCount(test) }).toEqual(before);
    });

    it('refuses a text value where the file should be', async () => {
      const res = await send(test, endpoint.path, { ...endpoint.fields, file: 'not a file' });
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.file).toBe(FILE_EXPECTED_MESSAGE);
    });

    it('refuses a file over the limit with 413 and its message', async () => {
      const before = await counts(test);
      const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf');
      const res = await send(test, endpoint.path, multipart(endpoint.fields, big));
      expect(res.status).toBe(413);
      expect(errorResponseSchema.parse(res.body)).toEqual({ errorMessage: FILE_TOO_LARGE_MESSAGE, errors: { file: FILE_TOO_LARGE_MESSAGE } });
      expect(await counts(test)).toEqual(before);
    });

    it('refuses a body far over the limit with 413 before reading it', async () => {
      const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES * 3)], 'huge.pdf');
      const res = await send(test, endpoint.path, multipart(endpoint.fields, huge));
      expect(res.status).toBe(413);
      expect(errorResponseSchema.parse(res.body).errorMessage).toBe(FILE_TOO_LARGE_MESSAGE);
    });
  });

  it.each([
    ['callback', '/api/v1/form/callback/', { phone: '+7 912 345' }, 'phone', PHONE_DIGITS_MESSAGE],
    ['feedback', '/api/v1/form/feedback/', { contact: '8 (912) 34' }, 'contact', PHONE_DIGITS_MESSAGE],
    ['feedback', '/api/v1/form/feedback/', { contact: 'ivan@example' }, 'contact', EMAIL_MESSAGE],
    ['resume', '/api/v1/form/resume/', { email: 'petr example.ru' }, 'email', EMAIL_MESSAGE],
    ['review', '/api/v1/content/review', { contact: 'anna@' }, 'contact', EMAIL_MESSAGE],
  ])('%s refuses a bad %j', async (type, path, bad, field, message) => {
    const endpoint = ENDPOINTS.find((e) => e.type === type)!;
    const res = await send(test, path, { ...endpoint.fields, ...bad });
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errors?.[field]).toBe(message);
  });

  it('keeps both cities of a product request: the typed one and the chosen one', async () => {
    const res = await send(test, '/api/v1/form/product_request/', { contact: 'a@b.ru', city: ['Тула', 'Москва'], message: 'Заявка' });
    expect(res.status).toBe(200);
    const [row] = await test.database().db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1);
    expect(row?.fields).toEqual({ contact: 'a@b.ru', city: 'Тула', userCity: 'Москва', message: 'Заявка' });
  });

  describe('content/subscribe', () => {
    it('subscribes an e-mail once, whatever its case, and mails the first subscription only', async () => {
      const before = await counts(test);
      expect((await send(test, '/api/v1/content/subscribe', { email: 'Reader@Example.ru' })).status).toBe(200);
      expect((await send(test, '/api/v1/content/subscribe', { email: 'reader@example.ru' })).status).toBe(200);
      const rows = await test.database().db.select().from(subscriptions);
      expect(rows.filter((r) => r.email === 'reader@example.ru')).toHaveLength(1);
      expect((await counts(test)).mails).toBe((before.mails ?? 0) + 1);
    });

    it.each([
      ['no e-mail', {}, REQUIRED_MESSAGE],
      ['a bad e-mail', { email: 'reader at example.ru' }, EMAIL_MESSAGE],
      ['5 MB of e-mail', { email: 'x'.repeat(5_000_000) }, tooLongMessage(254)],
    ])('refuses %s', async (_label, body, message) => {
      const res = await send(test, '/api/v1/content/subscribe', body);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errors?.email).toBe(message);
    });

    it('accepts urlencoded form data', async () => {
      const res = await postJson(test.app(), '/api/v1/content/subscribe', new URLSearchParams({ email: 'form@example.ru' }), {
        'X-Forwarded-For': nextAddress(),
      });
      expect(res.status).toBe(200);
    });
  });

  describe('the letter to the manufacturer', () => {
    const lastMail = async () => (await test.database().db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
    const subjectOf = async (path: string, fields: Fields) => {
      expect((await send(test, path, fields)).status).toBe(200);
      return (await lastMail()).subject;
    };

    it.each([
      ['a call-back by its name and phone', '/api/v1/form/callback/', { name: 'Анна', phone: '+7 (916) 123-45-67', message: 'http://127.0.0.1/catalog' }, 'Обратный звонок с сайта: Анна, +7 (916) 123-45-67'],
      ['a message', '/api/v1/form/feedback/', { name: 'Иван', contact: 'ivan@example.ru', message: 'Есть вопрос', city: 'Москва' }, 'Сообщение с сайта: Иван, ivan@example.ru'],
      [
        'the samples order by its preset message',
        '/api/v1/form/feedback/',
        { name: 'Анна', contact: '+7 916 123 45 67', message: 'Запрос через форму заказа образцов\nНужны образцы МДФ', city: 'Город не выбран' },
        'Заказ образцов с сайта: Анна, +7 916 123 45 67',
      ],
      [
        'the question without its preset name',
        '/api/v1/form/feedback/',
        { name: 'Отправитель', contact: 'anna@example.ru', message: 'Сколько стоит доставка?', city: 'Москва' },
        'Вопрос с сайта: anna@example.ru',
      ],
      ['an order by its contact', '/api/v1/form/order/', { city: 'Казань', contact: '89123456789', message: 'Хочу заказать' }, 'Заказ с сайта: 89123456789'],
      ['a resume', '/api/v1/form/resume/', { name: 'Пётр', email: 'petr@example.ru', message: 'Столяр' }, 'Резюме с сайта: Пётр, petr@example.ru'],
      ['a review', '/api/v1/content/review', { name: 'Анна', contact: '+7 912 000 11 22', message: 'Отличные фасады' }, 'Отзыв с сайта: Анна, +7 912 000 11 22'],
      [
        'a product request from a product page by the product',
        '/api/v1/form/product_request/',
        {
          contact: '+7 (916) 123-45-67',
          city: ['Самара', 'Город не выбран'],
          message: 'Фасад «Верона»\nВаш выбор: Белый матовый\nhttp://localhost:3000/catalog/fasady/verona\nНужно 12 штук',
        },
        'Заявка на товар с сайта: Фасад «Верона» — +7 (916) 123-45-67',
      ],
      [
        'a product request from a product page with no choice',
        '/api/v1/form/product_request/',
        { contact: 'buyer@example.ru', city: ['Самара', 'Самара'], message: 'Фасад «Верона»\nhttps://fasadia.example/catalog/fasady/verona\n' },
        'Заявка на товар с сайта: Фасад «Верона» — buyer@example.ru',
      ],
      [
        'a product request typed by hand',
        '/api/v1/form/product_request/',
        { contact: 'buyer@example.ru', city: ['Самара', 'Самара'], message: 'Нужны фасады\nна кухню' },
        'Заявка на товар с сайта: buyer@example.ru',
      ],
    ])('names %s', async (_label, path, fields, subject) => {
      expect(await subjectOf(path, fields)).toBe(subject);
    });

    it('names the subscriber', async () => {
      expect(await subjectOf('/api/v1/content/subscribe', { email: 'news-reader@example.ru' })).toBe('Подписка на новости с сайта: news-reader@example.ru');
    });

    it('gives two visitors\' call-backs two subjects, so that a mail client does not thread them together', async () => {
      const first = await subjectOf('/api/v1/form/callback/', { name: 'Анна', phone: '+7 (916) 123-45-67', message: 'x' });
      const second = await subjectOf('/api/v1/form/callback/', { name: 'Борис', phone: '+7 (916) 765-43-21', message: 'x' });
      expect(first).not.toBe(second);
    });

    it('keeps the subject short and on one line whatever was typed', async () => {
      const subject = await subjectOf('/api/v1/form/product_request/', {
        contact: `${'очень-длинный-адрес'.repeat(5)}@example.ru`,
        city: ['Самара', 'Самара'],
        message: `Фасад\t«${'Очень длинное название '.repeat(10)}»\nhttp://localhost:3000/catalog/fasady/x`,
      });
      expect(subject.length).toBeLessThanOrEqual(120);
      expect(subject).toMatch(/^Заявка на товар с сайта: Фасад «Очень длинное/);
      expect(subject).not.toMatch(/[\r\n\t]/);
      const named = await subjectOf('/api/v1/form/callback/', { name: 'Анна\tБорис\r\n'.repeat(8), phone: '+7 (916) 123-45-67', message: 'x' });
      expect(named.length).toBeLessThanOrEqual(120);
      expect(named).toMatch(/^Обратный звонок с сайта: Анна Борис Анна .*…, \+7 \(916\) 123-45-67$/);
    });

    it.each([
      ['an e-mail contact', '/api/v1/form/feedback/', { name: 'Иван', contact: 'ivan@example.ru', message: 'Вопрос', city: 'Москва' }, 'ivan@example.ru'],
      ['the resume\'s e-mail', '/api/v1/form/resume/', { name: 'Пётр', email: 'petr@example.ru', message: 'Столяр' }, 'petr@example.ru'],
      ['the product request\'s e-mail', '/api/v1/form/product_request/', { contact: 'buyer@example.ru', city: ['Самара', 'Самара'], message: 'Фасады' }, 'buyer@example.ru'],
      ['a subscriber', '/api/v1/content/subscribe', { email: 'reply-reader@example.ru' }, 'reply-reader@example.ru'],
    ])('answers %s with Reply-To', async (_label, path, fields, address) => {
      expect((await send(test, path, fields)).status).toBe(200);
      const mail = await lastMail();
      expect(mail.replyTo).toBe(address);
      await deliverAll(test);
      expect(await readOutboxFile(test.config(), mail.id)).toMatch(new RegExp(`^Reply-To: ${address.replace(/\./g, '\\.')}$`, 'm'));
    });

    it.each([
      ['a phone contact', { name: 'Иван', contact: '+7 (916) 123-45-67', message: 'Вопрос', city: 'Москва' }],
      ['an address with a comma, which would be two recipients', { name: 'Иван', contact: 'ivan,spy@example.ru', message: 'Вопрос', city: 'Москва' }],
      ['an address with quotes and brackets', { name: 'Иван', contact: '"ivan"<spy@example.ru>', message: 'Вопрос', city: 'Москва' }],
    ])('gives no Reply-To for %s', async (_label, fields) => {
      expect((await send(test, '/api/v1/form/feedback/', fields)).status).toBe(200);
      const mail = await lastMail();
      expect(mail.replyTo).toBeNull();
      await deliverAll(test);
      expect(await readOutboxFile(test.config(), mail.id)).not.toMatch(/^Reply-To:/m);
    });

    it('never takes a contact with a line break for a Reply-To', async () => {
      const before = await counts(test);
      const res = await send(test, '/api/v1/form/feedback/', { name: 'Иван', contact: 'ivan@example.ru\r\nBcc: spy@example.com', message: 'Вопрос', city: 'Москва' });
      expect(res.status).toBe(400);
      expect(await counts(test)).toEqual(before);
    });
  });

  it('keeps the existing content routes working beside the forms', async () => {
    expect((await test.app().request('/api/v1/content/get_properties')).status).toBe(200);
  });

  it('writes nothing when the mail cannot be queued, and removes the stored file', async () => {
    const mailer = {
      ...test.mailer(),
      queue: () => Promise.reject(new Error('queue is down')),
    };
    const app = createApp({ db: test.database().db, kind, logger: createLogger('silent'), config: test.config(), mailer });
    const before = { ...(await counts(test)), disk: await storedFileCount(test) };
    const endpoint = ENDPOINTS.find((e) => e.type === 'order')!;
    const res = await postJson(app, endpoint.path, multipart(endpoint.fields, new File([PDF], 'a.pdf')), { 'X-Forwarded-For': nextAddress() });
    expect(res.status).toBe(500);
    expect({ ...(await counts(test)), disk: await storedFileCount(test) }).toEqual(before);
  });
});

describe.each(TEST_DRIVERS)('form rate limit and captcha on %s', (kind) => {
  const test = useTestApp(kind, { formRateLimit: { limit: 2, windowMs: 60_000 } });
  const callback = ENDPOINTS[0]!;

  it('limits each form per client address with a Russian 429', async () => {
    expect((await send(test, callback.path, callback.fields, '192.0.2.1')).status).toBe(200);
    expect((await send(test, callback.path, callback.fields, '192.0.2.1')).status).toBe(200);
    const limited = await send(test, callback.path, callback.fields, '192.0.2.1');
    expect(limited.status).toBe(429);
    // What is left of the 60 s window opened by the first send, which a loaded machine may have taken a second of.
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(55);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(errorResponseSchema.parse(limited.body).errorMessage).toBe('Слишком много запросов. Попробуйте ещё раз через 1 мин.');
    const feedback = ENDPOINTS[1]!;
    expect((await send(test, feedback.path, feedback.fields, '192.0.2.1')).status).toBe(200);
    expect((await send(test, callback.path, callback.fields, '192.0.2.2')).status).toBe(200);
  });
});

describe.each(TEST_DRIVERS)('form captcha on %s', (kind) => {
  const test = useTestApp(kind, { recaptchaSecret: 'test-secret' });

  it('refuses a form without a captcha token and stores nothing', async () => {
    const before = await counts(test);
    for (const endpoint of ENDPOINTS) {
      const res = await send(test, endpoint.path, endpoint.fields);
      expect(res.status).toBe(400);
      expect(errorResponseSchema.parse(res.body).errorMessage).toBe(CAPTCHA_FAILED_MESSAGE);
    }
    const res = await send(test, '/api/v1/content/subscribe', { email: 'a@b.ru' }, nextAddress(), { [CAPTCHA_HEADER]: '' });
    expect(res.status).toBe(400);
    expect(await counts(test)).toEqual(before);
  });
});
