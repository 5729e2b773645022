import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { parseBody } from 'hono/utils/body';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../../api-client/schemas/files';
import { reklamationFilesResponseSchema, reklamationInitResponseSchema } from '../../api-client/schemas/reklamation';
import type { AppEnv } from '../../backend/lib/context';
import { ApiError, BAD_REQUEST_MESSAGE } from '../../backend/lib/errors';
import { MAX_PLAIN_BODY_BYTES, uploadBodyLimit } from '../../backend/lib/files';
import { MAX_FORM_FIELDS, MAX_FORM_FILES, readForm, removeUploadsAfter } from '../../backend/lib/form-body';
import { createLogger } from '../../backend/lib/logger';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';

const BOUNDARY = '----probe7MA4YWxkTrZu0gW';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** Every upload goes under this folder while the tests run, so that what is left behind can be seen. */
let uploadRoot = '';
beforeAll(() => {
  uploadRoot = mkdtempSync(path.join(tmpdir(), 'multipart-test-'));
  vi.stubEnv('TMPDIR', uploadRoot);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(uploadRoot, { recursive: true, force: true });
});
const leftBehind = () => readdirSync(uploadRoot).filter((name) => name.startsWith('upload-'));

type Described = { proto: unknown; keys: string[]; values: Record<string, unknown> };

/** What a route can see of a parsed form: shapes, names, types, sizes and each file's bytes. */
async function describeForm(form: Record<string, unknown>): Promise<Described> {
  const one = async (value: unknown) => {
    if (typeof value === 'string') return { string: value };
    if (value instanceof File) {
      const bytes = Buffer.from(await value.arrayBuffer());
      return { file: value.name, type: value.type, size: value.size, sha: createHash('sha256').update(bytes).digest('hex') };
    }
    return { other: String(value) };
  };
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) values[key] = Array.isArray(value) ? { array: await Promise.all(value.map(one)) } : await one(value);
  return { proto: Object.getPrototypeOf(form), keys: Object.keys(form), values };
}

/** A route that reads its form and tells what it got, with the temporary files it saw while it ran. */
function probeApp() {
  const seen: { form?: Described; dirs: string[]; filesDuringRoute: number } = { dirs: [], filesDuringRoute: 0 };
  const app = new Hono<AppEnv>();
  app.use('*', removeUploadsAfter(createLogger('silent')));
  app.post('/', async (c) => {
    const form = await readForm(c);
    seen.form = await describeForm(form);
    seen.dirs = [...(c.get('uploadDirs') ?? [])];
    seen.filesDuringRoute = seen.dirs.reduce((n, dir) => n + readdirSync(dir).length, 0);
    return c.json({ ok: true });
  });
  app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status) : c.json({ errorMessage: String(error) }, 500)));
  return { app, seen };
}

async function post(app: Hono<AppEnv>, body: BodyInit, contentType: string, init: RequestInit = {}) {
  const res = await app.request('/', { method: 'POST', headers: { 'Content-Type': contentType }, body, ...init });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The multipart body undici (and a browser) makes of a FormData, with its content type. */
async function encode(form: FormData): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const encoded = new Response(form);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? '' };
}

const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
const raw = (...parts: string[]) => new Uint8Array(Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'utf8'));
const RAW_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

describe('multipart parsing to temporary files', () => {
  afterEach(() => {
    expect(leftBehind()).toEqual([]);
  });

  it('gives the routes what parseBody({ all: true }) gave them (parity)', async () => {
    const form = new FormData();
    form.set('rId', '5');
    form.set('comment', 'строка 1\nстрока 2\r\nи «кавычки»');
    form.set('query', 'a&b=c&d');
    form.append('add_files[]', new File([JPEG], 'Заказ №5.jpg', { type: 'image/jpeg' }));
    form.append('add_files[]', new File(['Привет'], 'Заказ №5.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    form.append('add_files[]', new File([new Uint8Array(70_000).fill(7)], 'big.bin'));
    form.append('remove_files[]', '3');
    form.set('quoted', new File(['x'], 'a"b\n%41.txt', { type: 'text/plain' }));
    form.set('na"me', 'value');
    form.append('tag', 'one');
    form.append('tag', 'two');
    form.set('blank', '');
    const browserLike = raw(
      part('Content-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream', ''),
      part('Content-Disposition: form-data; name="имя"', 'значение'),
      part('Content-Disposition: form-data; name="photo"; filename="Фото двора.png"\r\nContent-Type: image/png', 'png-bytes'),
      part('Content-Disposition: form-data; name="note"; filename="note.txt"', 'no content type'),
    );
    const bodies = [await encode(form), { bytes: browserLike, type: RAW_TYPE }];
    for (const { bytes, type } of bodies) {
      const before = await describeForm(await parseBody(new Request('http://x/', { method: 'POST', headers: { 'Content-Type': type }, body: bytes }), { all: true }));
      const { app, seen } = probeApp();
      expect((await post(app, bytes, type)).status).toBe(200);
      expect(seen.form).toEqual(before);
      expect(seen.form?.proto).toBeNull();
    }
  });

  it('keeps Cyrillic file names exactly and writes files to disk, not memory', async () => {
    const form = new FormData();
    form.append('add_files[]', new File([JPEG], 'Заказ №5 «фасады».xlsx'));
    form.append('add_files[]', new File([JPEG], 'фото.jpg'));
    const { app, seen } = probeApp();
    const { bytes, type } = await encode(form);
    expect((await post(app, bytes, type)).status).toBe(200);
    expect(seen.form?.values['add_files[]']).toMatchObject({ array: [{ file: 'Заказ №5 «фасады».xlsx', size: JPEG.length }, { file: 'фото.jpg' }] });
    expect(seen.dirs).toHaveLength(1);
    expect(seen.dirs[0]?.startsWith(uploadRoot)).toBe(true);
    expect(seen.filesDuringRoute).toBe(2);
  });

  it('stops writing a file one byte past the upload limit, and reads on', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(MAX_UPLOAD_BYTES + 1024 * 1024)], 'big.jpg'));
    form.set('after', 'read');
    const { app, seen } = probeApp();
    const { bytes, type } = await encode(form);
    expect((await post(app, bytes, type)).status).toBe(200);
    expect(seen.form?.values).toMatchObject({ file: { size: MAX_UPLOAD_BYTES + 1 }, after: { string: 'read' } });
  });

  it('cuts a text field at the plain body limit, for the route\'s own length check to refuse', async () => {
    const form = new FormData();
    form.set('comment', 'я'.repeat(MAX_PLAIN_BODY_BYTES));
    form.set('file', new File([JPEG], 'a.jpg'));
    const { app, seen } = probeApp();
    const { bytes, type } = await encode(form);
    expect((await post(app, bytes, type)).status).toBe(200);
    expect(seen.form?.values).toMatchObject({ comment: { string: 'я'.repeat(MAX_PLAIN_BODY_BYTES / 2) }, file: { size: JPEG.length } });
  });

  it('refuses a NUL in a field name as refuseNul does, naming the request', async () => {
    const form = new FormData();
    form.set('x\u0000', 'текст');
    const { app } = probeApp();
    const { bytes, type } = await encode(form);
    expect(await post(app, bytes, type)).toEqual({ status: 400, body: { errorMessage: BAD_REQUEST_MESSAGE, errors: { request: 'Неверное значение' } } });
  });

  it('refuses more files or fields than any form sends', async () => {
    const files = new FormData();
    for (let i = 0; i <= MAX_FORM_FILES; i++) files.append('add_files[]', new File([JPEG], `${i}.jpg`));
    files.set('after', 'x');
    const fields = new FormData();
    for (let i = 0; i <= MAX_FORM_FIELDS; i++) fields.append('remove_files[]', String(i));
    for (const form of [files, fields]) {
      const { app } = probeApp();
      const { bytes, type } = await encode(form);
      expect(await post(app, bytes, type)).toEqual({ status: 400, body: { errorMessage: BAD_REQUEST_MESSAGE } });
    }
    const most = new FormData();
    for (let i = 0; i < MAX_FORM_FILES; i++) most.append('add_files[]', new File([JPEG], `${i}.jpg`));
    const { app, seen } = probeApp();
    const { bytes, type } = await encode(most);
    expect((await post(app, bytes, type)).status).toBe(200);
    expect(seen.filesDuringRoute).toBe(MAX_FORM_FILES);
  });

  it('takes an octet-stream part without a file name as a file (undici: text), which no client of the site sends', async () => {
    const bytes = raw(part('Content-Disposition: form-data; name="f"\r\nContent-Type: application/octet-stream', 'abc'));
    const before = await describeForm(await parseBody(new Request('http://x/', { method: 'POST', headers: { 'Content-Type': RAW_TYPE }, body: bytes }), { all: true }));
    expect(before.values).toEqual({ f: { string: 'abc' } });
    const { app, seen } = probeApp();
    expect((await post(app, bytes, RAW_TYPE)).status).toBe(200);
    expect(seen.form?.values).toMatchObject({ f: { file: '', size: 3 } });
  });

  it('refuses malformed bodies as bad requests, as before', async () => {
    const file = part('Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg', 'x'.repeat(100_000));
    const whole = raw(part('Content-Disposition: form-data; name="a"', '1'), file);
    const cases: [Uint8Array<ArrayBuffer>, string][] = [
      [whole, 'multipart/form-data; boundary=other'],
      [whole, 'multipart/form-data'],
      [whole.subarray(0, whole.length - 5000), RAW_TYPE],
      [new Uint8Array(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n`)), RAW_TYPE],
      [raw(part('Content-Disposition: form-data; filename="a.jpg"', 'x')), RAW_TYPE],
      [new Uint8Array(), RAW_TYPE],
    ];
    for (const [bytes, type] of cases) {
      const before = parseBody(new Request('http://x/', { method: 'POST', headers: { 'Content-Type': type }, body: bytes }), { all: true });
      await expect(before, type).rejects.toThrow();
      const { app, seen } = probeApp();
      expect(await post(app, bytes, type)).toEqual({ status: 400, body: { errorMessage: BAD_REQUEST_MESSAGE } });
      expect(seen.form).toBeUndefined();
    }
  });

  it('removes the files of a client that left mid-upload', async () => {
    const head = Buffer.from(part('Content-Disposition: form-data; name="file"; filename="a.jpg"', 'x'.repeat(200_000)).slice(0, -2));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        setTimeout(() => controller.error(new Error('aborted')), 50);
      },
    });
    const { app } = probeApp();
    const res = await post(app, body, RAW_TYPE, { duplex: 'half' } as RequestInit);
    expect(res).toEqual({ status: 400, body: { errorMessage: BAD_REQUEST_MESSAGE } });
  });

  it('counts a chunked upload as it streams: under the limit it parses, over it a 413 long before the end is read', async () => {
    let read = 0;
    let readBeforeRoute = -1;
    const app = new Hono<AppEnv>();
    app.use('*', removeUploadsAfter(createLogger('silent')));
    app.post('/', uploadBodyLimit(1), async (c) => {
      readBeforeRoute = read;
      const form = await readForm(c);
      return c.json({ size: (form.file as File).size });
    });
    app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status) : c.json({ errorMessage: String(error) }, 500)));
    const chunk = new Uint8Array(256 * 1024).fill(120);
    /** A multipart body of one file of `chunks` × 256 KB, offered as it is read, without a declared length. */
    const send = async (chunks: number) => {
      read = 0;
      const head = new TextEncoder().encode(part('Content-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream', '').slice(0, -2));
      const tail = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`);
      let sent = -1;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          if (sent === 0) return controller.enqueue(head);
          if (sent > chunks) return sent === chunks + 1 ? controller.enqueue(tail) : controller.close();
          read += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await app.request('/', {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding': 'chunked' },
        body,
        duplex: 'half',
      } as RequestInit);
      return { status: res.status, body: (await res.json()) as unknown, read };
    };
    const small = await send(8);
    expect(small).toMatchObject({ status: 200, body: { size: 8 * chunk.length } });
    // The limit did not read the body into memory first: the route began before most of it had come.
    expect(readBeforeRoute).toBeLessThan(2 * chunk.length);
    // 40 MB offered against the 11 MB a one-file route takes: refused once past it, not after reading all.
    const big = await send(160);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ errorMessage: FILE_TOO_LARGE_MESSAGE });
    expect(big.read).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024 + 8 * chunk.length);
    expect(leftBehind()).toEqual([]);
  });

  it('leaves JSON and urlencoded bodies to their own parsers', async () => {
    const { app, seen } = probeApp();
    expect((await post(app, JSON.stringify({ a: 'b', n: 1 }), 'application/json')).status).toBe(200);
    expect(seen.form?.values).toEqual({ a: { string: 'b' }, n: { other: '1' } });
    expect((await post(app, 'x[]=1&x[]=2&y=%D0%B0', 'application/x-www-form-urlencoded')).status).toBe(200);
    expect(seen.form?.values).toEqual({ 'x[]': { array: [{ string: '1' }, { string: '2' }] }, y: { string: 'а' } });
    expect(seen.dirs).toEqual([]);
  });
});

describe.each(TEST_DRIVERS)('uploads through the routes on %s', (kind) => {
  const test = useTestApp(kind);
  afterEach(() => {
    expect(existsSync(uploadRoot)).toBe(true);
    expect(leftBehind()).toEqual([]);
  });

  async function claimUpload(files: File[]) {
    const { headers } = await signIn(test, 'dealer@example.ru');
    const init = reklamationInitResponseSchema.parse((await getJson(test.app(), '/api/v1/order/reklamation', headers)).body);
    const form = new FormData();
    form.set('rId', String(init.rId));
    for (const file of files) form.append('add_files[]', file);
    return postJson(test.app(), '/api/v1/order/upload_reklamation_file', form, headers);
  }

  it('stores a claim photo under its Cyrillic name and removes the temporary file', async () => {
    const res = await claimUpload([new File([JPEG], 'Заказ №5 «двор».jpg', { type: 'image/jpeg' })]);
    expect(res.status).toBe(200);
    const { files } = reklamationFilesResponseSchema.parse(res.body);
    expect(files.map((f) => f.name)).toContain('Заказ №5 «двор».jpg');
  });

  it('answers an 11 MB photo with the 413 naming its field', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(JPEG);
    const res = await claimUpload([new File([big], 'big.jpg', { type: 'image/jpeg' })]);
    expect(res.status).toBe(413);
    expect(errorResponseSchema.parse(res.body).errors).toEqual({ add_files: FILE_TOO_LARGE_MESSAGE });
  });

  it('answers a refused file type with its 400 and removes the temporary file', async () => {
    const res = await claimUpload([new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'virus.jpg')]);
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).errors).toHaveProperty('add_files');
  });
});
