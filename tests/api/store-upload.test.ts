import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileTypeMessage } from '../../api-client/schemas/files';
import type { Database } from '../../backend/db/client';
import { storedFiles } from '../../backend/db/schema';
import { storeUpload } from '../../backend/lib/files';
import { diskStorage } from '../../backend/storage/disk-storage';
import { readStoredObject, type FileStorage, type StorageBody } from '../../backend/storage/file-storage';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';

/** An upload as readForm hands it to a route: a File backed by its temporary file. */
async function uploadFile(bytes: Uint8Array, name: string): Promise<File> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-upload-')), '0');
  writeFileSync(file, bytes);
  return new File([await openAsBlob(file)], name);
}

/** A ZIP of stored (uncompressed) entries with its central directory and a comment, as an Office package is laid out. */
function zip(entries: [string, Uint8Array][]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(data.byteLength, 22);
    local.writeUInt16LE(nameBytes.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(data.byteLength, 24);
    central.writeUInt16LE(nameBytes.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, Buffer.from(data));
    directory.push(central, nameBytes);
    offset += local.byteLength + nameBytes.byteLength + data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const comment = Buffer.from('x'.repeat(300));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.byteLength, 20);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end, comment]));
}

/** Disk storage that notes what each put was given. */
function recordingStorage(dir: string): FileStorage & { bodies: StorageBody[] } {
  const disk = diskStorage(dir);
  const bodies: StorageBody[] = [];
  return {
    ...disk,
    bodies,
    put: (key, body, contentType) => {
      bodies.push(body);
      return disk.put(key, body, contentType);
    },
  };
}

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe.each(TEST_DRIVERS)('storeUpload on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('streams a photo from its temporary file into storage without reading it whole, and records its size', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-upload-files-'));
    const storage = recordingStorage(dir);
    const bytes = new Uint8Array(randomBytes(9 * 1024 * 1024));
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const file = await uploadFile(bytes, 'фото.jpg');
    const wholeReads = [vi.spyOn(file, 'arrayBuffer'), vi.spyOn(file, 'bytes'), vi.spyOn(file, 'text')];
    const row = await storeUpload({ db: database.db, storage }, file, ['jpeg']);
    for (const read of wholeReads) expect(read).not.toHaveBeenCalled();
    expect(storage.bodies).toEqual([file]);
    expect(row).toMatchObject({ kind: 'jpeg', mimeType: 'image/jpeg', originalName: 'фото.jpg', size: bytes.byteLength });
    expect(Buffer.compare((await readStoredObject(storage, row.storageKey)) ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it("recognises a Word package whose first word/ entry lies past the head, by the ZIP's directory", async () => {
    const storage = diskStorage(mkdtempSync(path.join(tmpdir(), 'store-upload-files-')));
    // Random bytes stand for a large first entry (a thumbnail), which pushes word/document.xml 200 KB in.
    const docx = zip([
      ['[Content_Types].xml', new TextEncoder().encode('<Types/>')],
      ['docProps/thumbnail.jpeg', new Uint8Array(randomBytes(200 * 1024))],
      ['word/document.xml', new TextEncoder().encode('<w:document/>')],
    ]);
    const row = await storeUpload({ db: database.db, storage }, await uploadFile(docx, 'договор.docx'), ['docx', 'xlsx']);
    expect(row.kind).toBe('docx');
    await expect(storeUpload({ db: database.db, storage }, await uploadFile(docx, 'таблица.xlsx'), ['docx', 'xlsx'], 'add_files')).rejects.toMatchObject({
      status: 400,
      body: { errors: { add_files: fileTypeMessage(['docx', 'xlsx']) } },
    });
  });

  it('records nothing when the put fails', async () => {
    const storage: FileStorage = { ...diskStorage(mkdtempSync(path.join(tmpdir(), 'store-upload-files-'))), put: () => Promise.reject(new Error('bucket unreachable')) };
    const before = (await database.db.select().from(storedFiles)).length;
    const file = await uploadFile(new TextEncoder().encode('%PDF-1.4'), 'счёт.pdf');
    await expect(storeUpload({ db: database.db, storage }, file, ['pdf'])).rejects.toThrow('bucket unreachable');
    expect(await database.db.select().from(storedFiles)).toHaveLength(before);
  });

  it('removes the streamed object when the row cannot be recorded', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-upload-files-'));
    const failing = {
      insert: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Database;
    const file = await uploadFile(new TextEncoder().encode('%PDF-1.4'), 'счёт.pdf');
    await expect(storeUpload({ db: failing, storage: diskStorage(dir) }, file, ['pdf'])).rejects.toThrow('database unavailable');
    expect(filesUnder(dir)).toEqual([]);
  });
});
