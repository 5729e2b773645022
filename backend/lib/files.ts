import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorResponse } from '../../api-client/schemas/common';
import {
  EXTENSIONS_BY_KIND,
  extensionOf,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeMessage,
  MAX_UPLOAD_BYTES,
  type FileKind,
} from '../../api-client/schemas/files';
import { MAX_REKLAMATION_FILES } from '../../api-client/schemas/reklamation';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { fieldError } from './errors';

export type StoredFile = typeof storedFiles.$inferSelect;

const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  xlt: 'application/vnd.ms-excel',
  spreadsheetXml: 'application/xml',
  text: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  // Served as a download under the API's sandboxing CSP, so a script inside it never runs on the site's origin.
  svg: 'image/svg+xml',
};

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * The file's real type from its first bytes, with the extension only deciding between formats that share a
 * container (Word and Excel 97 are both OLE2, their 2007 versions both ZIP). Null when they disagree.
 */
export function detectFileKind(bytes: Uint8Array, name: string): FileKind | null {
  const ext = extensionOf(name);
  const claimed = (Object.keys(EXTENSIONS_BY_KIND) as FileKind[]).find((kind) => EXTENSIONS_BY_KIND[kind].includes(ext));
  if (!claimed) return null;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return claimed === 'pdf' ? 'pdf' : null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return claimed === 'png' ? 'png' : null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return claimed === 'jpeg' ? 'jpeg' : null;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return claimed === 'gif' ? 'gif' : null;
  if (startsWith(bytes, [0x42, 0x4d])) return claimed === 'bmp' ? 'bmp' : null;
  // Little-endian II*0 or big-endian MM0*.
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return claimed === 'tiff' ? 'tiff' : null;
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return claimed === 'rtf' ? 'rtf' : null;
  // RIFF, four bytes of length, then WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return claimed === 'webp' ? 'webp' : null;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return claimed === 'doc' || claimed === 'xls' || claimed === 'xlt' ? claimed : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if ((claimed === 'docx' || claimed === 'docm') && names.includes('word/')) return claimed;
    // An OpenDocument package opens with its uncompressed 'mimetype' entry.
    if (claimed === 'odt' && names.includes('mimetypeapplication/vnd.oasis.opendocument.text')) return 'odt';
    if ((claimed === 'xlsx' || claimed === 'xlsm') && names.includes('xl/')) return claimed;
    return null;
  }
  const textual = !bytes.subarray(0, 64 * 1024).includes(0);
  // Excel's XML spreadsheet: text whose first non-blank character (after a byte-order mark) opens a tag.
  if (claimed === 'spreadsheetXml') return textual && /^(\uFEFF)?\s*</.test(new TextDecoder().decode(bytes.subarray(0, 1024))) ? claimed : null;
  // SVG: text that opens a tag (an XML declaration, a comment or a doctype may come first) and has an <svg element.
  if (claimed === 'svg') {
    const head = new TextDecoder().decode(bytes.subarray(0, 4096));
    return textual && /^(\uFEFF)?\s*</.test(head) && /<svg[\s>]/i.test(head) ? claimed : null;
  }
  // Plain text: no NUL byte and valid UTF-8 or a single-byte Cyrillic encoding, which never contain NUL either.
  if (claimed === 'text' && textual) return 'text';
  return null;
}

/** The file's own extension when its kind has it (an .xlsm stays .xlsm), else the kind's first. */
function storedExtension(kind: FileKind, name: string): string {
  const ext = extensionOf(name);
  return EXTENSIONS_BY_KIND[kind].includes(ext) ? ext : (EXTENSIONS_BY_KIND[kind][0] ?? 'bin');
}

/** What the counted body of an upload without a declared length throws once it passes its limit (readForm's 413). */
export class UploadTooLargeError extends Error {
  constructor() {
    super(FILE_TOO_LARGE_MESSAGE);
  }
}

/**
 * Refuses oversized uploads with the 413 the forms show: a declared length before anything is read; a body sent
 * without one (chunked) as it streams to the parser, since hono's bodyLimit would first hold all of it in memory.
 */
export function uploadBodyLimit(maxFiles = 1): MiddlewareHandler {
  const maxSize = MAX_UPLOAD_BYTES * maxFiles + 1024 * 1024;
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(declared) > maxSize ? c.json<ErrorResponse>({ errorMessage: FILE_TOO_LARGE_MESSAGE }, 413) : next();
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxSize) controller.error(new UploadTooLargeError());
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}

/** A JSON or form body is kilobytes (a calculation of 500 rows, some hundreds): more is no request of the site's. */
export const MAX_PLAIN_BODY_BYTES = 2 * 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Запрос слишком велик';
const plainBodyLimit = bodyLimit({
  maxSize: MAX_PLAIN_BODY_BYTES,
  onError: (c) => c.json<ErrorResponse>({ errorMessage: BODY_TOO_LARGE_MESSAGE }, 413),
});
/** The most any upload route takes (a claim's files); each route limits its own files further. */
const MAX_ANY_UPLOAD_BYTES = MAX_UPLOAD_BYTES * MAX_REKLAMATION_FILES + 1024 * 1024;
const anyUploadLimit = uploadBodyLimit(MAX_REKLAMATION_FILES);

/**
 * Every request's body is bounded before a route reads it: a route that reads JSON would hold any size in memory.
 * A declared length is judged by itself (the HTTP parser keeps the body to it); only a body without one is counted
 * as it comes: counting every call's body built a full Request object for each, GETs and event streams included
 * (backend RSS +40 % in the bench).
 */
export const requestBodyLimit: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('content-length');
  // No body at all: nothing to bound (and asking for one would build the whole Request object of each call).
  if (declared === undefined && c.req.header('transfer-encoding') === undefined) return next();
  const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
  if (declared === undefined) return multipart ? anyUploadLimit(c, next) : plainBodyLimit(c, next);
  if (Number(declared) <= (multipart ? MAX_ANY_UPLOAD_BYTES : MAX_PLAIN_BODY_BYTES)) return next();
  return c.json<ErrorResponse>({ errorMessage: multipart ? FILE_TOO_LARGE_MESSAGE : BODY_TOO_LARGE_MESSAGE }, 413);
};

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const EMPTY_FILE_MESSAGE = 'Файл пуст';
const PROTECTED_WORKBOOK_MESSAGE = 'Файл защищён паролем или сохранён в формате Excel 97–2003: сохраните его как книгу Excel (.xlsx) без пароля';

/** All detectFileKind looks at but a ZIP package's entries: the signatures and the 64 KB the text checks read. */
const HEAD_BYTES = 64 * 1024;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** A ZIP's end record: 22 bytes and a comment of up to 65,535, found from the file's end. */
const ZIP_END_SIGNATURE = 0x06054b50;
const ZIP_END_MAX_BYTES = 22 + 0xffff;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * What detectFileKind needs of an upload, read from its temporary file: the head, and for a ZIP also its central
 * directory, which names every entry (word/…, xl/…) however far into the package the first one's data pushes it.
 */
async function detectionSample(file: Blob): Promise<Uint8Array> {
  const head = await bytesOf(file.slice(0, HEAD_BYTES));
  if (!startsWith(head, ZIP) || file.size <= HEAD_BYTES) return head;
  const tail = await bytesOf(file.slice(Math.max(0, file.size - ZIP_END_MAX_BYTES)));
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let directory = tail;
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (view.getUint32(at, true) !== ZIP_END_SIGNATURE) continue;
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    // A damaged or ZIP64 end record (0xFFFFFFFF fields) points nowhere useful: the tail is searched as it is.
    if (offset + size <= file.size) directory = await bytesOf(file.slice(offset, offset + size));
    break;
  }
  const sample = new Uint8Array(head.byteLength + directory.byteLength);
  sample.set(head);
  sample.set(directory, head.byteLength);
  return sample;
}

/** The upload's size and real type checked, as every upload is, reading only what the check needs: the 413 or 400 names the field. */
async function checkUploadKind(file: File, allowed: readonly FileKind[], field = 'file'): Promise<FileKind> {
  if (file.size > MAX_UPLOAD_BYTES) throw fieldError(413, field, FILE_TOO_LARGE_MESSAGE);
  if (file.size === 0) throw fieldError(400, field, EMPTY_FILE_MESSAGE);
  const sample = await detectionSample(file);
  const kind = detectFileKind(sample, file.name);
  if (kind && allowed.includes(kind)) return kind;
  // Excel keeps a password-protected .xlsx in the old OLE2 container: 'only xlsx' would puzzle the dealer.
  if (allowed.includes('xlsx') && extensionOf(file.name) === 'xlsx' && startsWith(sample, OLE2)) throw fieldError(400, field, PROTECTED_WORKBOOK_MESSAGE);
  throw fieldError(400, field, fileTypeMessage(allowed));
}

/** checkUploadKind for a route that parses the file (the calculator's import): the checked file's bytes too. */
export async function checkUpload(file: File, allowed: readonly FileKind[], field = 'file'): Promise<{ bytes: Uint8Array; kind: FileKind }> {
  const kind = await checkUploadKind(file, allowed, field);
  return { bytes: await bytesOf(file), kind };
}

/**
 * Checks an uploaded file's size and real type, writes it to storage and records it. The field name goes into
 * the error map so that the form can show the message beside its file input. Call removeStoredFiles on a later
 * failure of the same request, so that nothing is left half-written.
 */
export async function storeUpload(
  { db, storage }: { db: Database; storage: FileStorage },
  file: File,
  allowed: readonly FileKind[],
  field = 'file',
): Promise<StoredFile> {
  const kind = await checkUploadKind(file, allowed, field);
  const now = new Date();
  const storageKey = path.posix.join(
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    `${randomUUID()}.${storedExtension(kind, file.name)}`,
  );
  // Streamed from the upload's temporary file: twenty 10 MB photos of a claim are never held in memory.
  await storage.put(storageKey, file, MIME_BY_KIND[kind]);
  const originalName = path.basename(file.name).slice(0, 255) || `file.${storedExtension(kind, file.name)}`;
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({ storageKey, originalName, mimeType: MIME_BY_KIND[kind], kind, size: file.size })
      .returning();
    if (!row) throw new Error('File was not recorded');
    return row;
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/** Undoes storeUpload for files whose request failed afterwards. */
export async function removeStoredFiles({ storage }: { storage: FileStorage }, files: StoredFile[], db: Database): Promise<void> {
  if (files.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.id, files.map((f) => f.id)));
  await removeObjects(storage, files);
}

/** Removes stored objects whose rows are already gone (or were never written). */
export async function removeObjects(storage: FileStorage, files: Pick<StoredFile, 'storageKey'>[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.storageKey)));
}
