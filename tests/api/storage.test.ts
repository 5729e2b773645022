import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commentResponseSchema } from '../../api-client/schemas/comments';
import { orderCreatedResponseSchema } from '../../api-client/schemas/orders';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { storedFiles } from '../../backend/db/schema';
import { createFileStorage } from '../../backend/storage/create-file-storage';
import { readStoredObject, type FileStorage, type StorageConfig } from '../../backend/storage/file-storage';
import { startFakeS3 } from './helpers/fake-s3';
import { postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { goodRows, workbookFile } from './helpers/workbook';

const BUCKET = 'fasadia-uploads';
const s3 = await startFakeS3(BUCKET);
afterAll(() => s3.close());

const s3Config = (prefix = ''): StorageConfig => ({
  kind: 's3',
  bucket: BUCKET,
  region: 'ru-central1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  prefix,
  credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
});

const IMPLEMENTATIONS: [string, () => StorageConfig][] = [
  ['disk', () => ({ kind: 'disk', dir: mkdtempSync(path.join(tmpdir(), 'fasady-storage-')) })],
  ['s3', () => s3Config('contract/')],
];

const key = () => `2026/11/${crypto.randomUUID()}.pdf`;

/** An upload as the routes get it: a Blob backed by its temporary file, not held in memory. */
async function uploadBlob(bytes: Uint8Array): Promise<Blob> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fasady-upload-')), '0');
  writeFileSync(file, bytes);
  return openAsBlob(file);
}

/** A 3 MB Blob whose read fails after its first megabyte, as a temporary file lost mid-upload would. */
class BrokenBlob extends Blob {
  constructor() {
    super([new Uint8Array(3 * 1024 * 1024)]);
  }

  override stream(): ReturnType<Blob['stream']> {
    let sent = false;
    return new ReadableStream({
      pull(controller) {
        if (sent) return controller.error(new Error('temporary file unreadable'));
        sent = true;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
  }
}
const read = async (storage: FileStorage, name: string) => (await readStoredObject(storage, name))?.toString('utf8');

describe.each(IMPLEMENTATIONS)('file storage contract: %s', (_name, config) => {
  const storage = createFileStorage(config());

  it('gives back what was put, with its size, as a stream', async () => {
    const name = key();
    await storage.put(name, new TextEncoder().encode('%PDF-1.4 счёт'), 'application/pdf');
    const object = await storage.get(name);
    expect(object?.size).toBe(Buffer.byteLength('%PDF-1.4 счёт'));
    expect(await new Response(object?.body).text()).toBe('%PDF-1.4 счёт');
  });

  it('keeps binary content of a megabyte byte for byte', async () => {
    const name = key();
    const bytes = new Uint8Array(randomBytes(1024 * 1024 + 17));
    await storage.put(name, bytes, 'application/octet-stream');
    expect(Buffer.compare((await readStoredObject(storage, name)) ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it("streams a Blob body (an upload's temporary file) byte for byte", async () => {
    const name = key();
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 5));
    await storage.put(name, await uploadBlob(bytes), 'image/jpeg');
    expect((await storage.get(name))?.size).toBe(bytes.byteLength);
    expect(Buffer.compare((await readStoredObject(storage, name)) ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it('stores nothing when a Blob body breaks off mid-read, and fails with the read error', async () => {
    const name = key();
    await expect(storage.put(name, new BrokenBlob(), 'image/jpeg')).rejects.toThrow('temporary file unreadable');
    expect(await storage.get(name)).toBeNull();
  });

  it('answers null for a missing object and replaces an object put twice', async () => {
    const name = key();
    expect(await storage.get(name)).toBeNull();
    expect(await readStoredObject(storage, name)).toBeNull();
    await storage.put(name, new TextEncoder().encode('first'), 'text/plain');
    await storage.put(name, new TextEncoder().encode('second'), 'text/plain');
    expect(await read(storage, name)).toBe('second');
  });

  it('removes an object, and removing a missing one is no error', async () => {
    const name = key();
    await storage.put(name, new TextEncoder().encode('x'), 'text/plain');
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });

  it.each(['', '../secret.pdf', '2026/../../etc/passwd', '/etc/passwd', '2026//x.pdf', '2026/11/..', 'a\\b.pdf', '2026/11/x.pdf\u0000', '.hidden/x'])(
    'refuses the key %j',
    async (bad) => {
      await expect(storage.put(bad, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(bad)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(bad)).rejects.toThrow(/Invalid storage key/);
    },
  );
});

describe('disk storage writes', () => {
  it('leaves no partial file behind when a streamed put fails', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fasady-storage-'));
    const storage = createFileStorage({ kind: 'disk', dir });
    await expect(storage.put(key(), new BrokenBlob(), 'image/jpeg')).rejects.toThrow('temporary file unreadable');
    expect(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())).toEqual([]);
  });
});

describe('S3 storage on the wire', () => {
  it('sends signed path-style requests under the prefix and keeps the content type', async () => {
    const storage = createFileStorage(s3Config('production/'));
    const name = key();
    const before = s3.requests.length;
    await storage.put(name, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
    await storage.get(name);
    await storage.remove(name);
    expect(s3.requests.slice(before)).toEqual([
      { method: 'PUT', path: `/${BUCKET}/production/${name}`, signed: true },
      { method: 'GET', path: `/${BUCKET}/production/${name}`, signed: true },
      { method: 'DELETE', path: `/${BUCKET}/production/${name}`, signed: true },
    ]);
  });

  it('retries a streamed put the store refused, sending the whole file again with its length', async () => {
    const storage = createFileStorage(s3Config('retry/'));
    const name = key();
    const bytes = new Uint8Array(randomBytes(2 * 1024 * 1024 + 3));
    const before = s3.requests.length;
    s3.refuseNextPuts(1);
    await storage.put(name, await uploadBlob(bytes), 'image/jpeg');
    expect(s3.requests.slice(before).map((request) => request.method)).toEqual(['PUT', 'PUT']);
    expect(Buffer.compare(s3.objects.get(`retry/${name}`)?.bytes ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
    expect(s3.objects.get(`retry/${name}`)?.contentType).toBe('image/jpeg');
  });

  it('fails loudly when the bucket is wrong, rather than pretending the file is missing', async () => {
    const storage = createFileStorage({ ...s3Config(), bucket: 'no-such-bucket' } as StorageConfig);
    await expect(storage.put(key(), new Uint8Array([1]), 'text/plain')).rejects.toThrow();
  });
});

describe.each(TEST_DRIVERS)('uploads in an S3 bucket on %s', (kind) => {
  const test = useTestApp(kind, { storage: s3Config(`app-${kind}/`) });

  it('stores a comment file in the bucket, downloads it through the backend only, and mails a form attachment from it', async () => {
    const login = async (login: string, password: string) => ({
      'X-API-Key': tokenResponseSchema.parse((await postJson(test.app(), '/api/v1/user/login', { login, password })).body).jwt,
    });
    const dealer = await login('dealer@example.ru', 'dealer-pass-1');
    const order = new FormData();
    order.set('file_order', await workbookFile(goodRows(2)));
    const orderId = orderCreatedResponseSchema.parse((await postJson(test.app(), '/api/v1/order/excel', order, dealer)).body).order.id;
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('comment', 'Эскиз во вложении');
    form.append('add_files[]', new File(['%PDF-1.4 эскиз из бакета'], 'эскиз.pdf'));
    const { comment } = commentResponseSchema.parse((await postJson(test.app(), '/api/v1/comment', form, dealer)).body);
    const src = comment.files[0]?.src ?? '';
    const rows = await test.database().db.select().from(storedFiles);
    for (const row of rows) expect(s3.objects.has(`app-${kind}/${row.storageKey}`)).toBe(true);

    const download = await test.app().request(src, { headers: dealer });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('Content-Length')).toBe(String(Buffer.byteLength('%PDF-1.4 эскиз из бакета')));
    expect(await download.text()).toBe('%PDF-1.4 эскиз из бакета');
    expect((await test.app().request(src)).status).toBe(401);

    const attachment = new FormData();
    for (const [name, value] of Object.entries({ name: 'Пётр', email: 'petr@example.ru', message: 'Резюме во вложении' })) attachment.set(name, value);
    attachment.set('file', new File(['%PDF-1.4 резюме'], 'резюме.pdf'));
    expect((await postJson(test.app(), '/api/v1/form/resume/', attachment, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(200);
    await test.mailer().deliverPending();
    const { readdir, readFile } = await import('node:fs/promises');
    const outbox = test.config().outboxDir;
    const letters = await Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), 'utf8')));
    expect(letters.some((letter) => letter.includes(Buffer.from('%PDF-1.4 резюме').toString('base64')))).toBe(true);
  });

  it('answers 404 for a file whose object vanished from the bucket', async () => {
    const rows = await test.database().db.select().from(storedFiles);
    const [row] = rows;
    if (!row) throw new Error('no stored file');
    s3.objects.delete(`app-${kind}/${row.storageKey}`);
    expect(await test.storage().get(row.storageKey)).toBeNull();
  });
});
