import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context, MiddlewareHandler } from 'hono';
import { INVALID_VALUE_MESSAGE } from '../../api-client/schemas/fields';
import { MAX_UPLOAD_BYTES } from '../../api-client/schemas/files';
import type { AppEnv } from './context';
import { ApiError, BAD_REQUEST_MESSAGE, refuseNul } from './errors';
import { MAX_PLAIN_BODY_BYTES, UploadTooLargeError } from './files';
import type { Logger } from './logger';
import { loggerOf } from './request-log';

/** More files or fields than any form of the site sends: a body of thousands of tiny parts is refused. */
export const MAX_FORM_FILES = 200;
export const MAX_FORM_FIELDS = 1000;

/**
 * Multipart files are written to a temporary folder of the request's as they arrive (parsed in memory, a claim's
 * 200 MB took the backend to 880 MB): the folder goes when the route has answered, failed or the client left.
 */
export function removeUploadsAfter(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const dirs: string[] = [];
    c.set('uploadDirs', dirs);
    try {
      await next();
    } finally {
      // A folder that cannot be removed is the server's to look at, not a reason to fail an answered request.
      const remove = (dir: string) =>
        rm(dir, { recursive: true, force: true }).catch((err: unknown) => loggerOf(c, logger).warn({ err, dir }, 'upload folder not removed'));
      await Promise.all(dirs.map(remove));
    }
  };
}

/**
 * The fields of a JSON, urlencoded or multipart body as one object. Repeated multipart fields (`add_files[]`)
 * become arrays; files stay File objects (backed by the temporary files) for the route to check and store.
 */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const form = await parseForm(c);
  refuseNul(form);
  return form;
}

async function parseForm(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return parseMultipart(c, type);
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
      throw new Error('not an object');
    }
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return await c.req.parseBody({ all: true });
    }
  } catch {
    throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE });
  }
  throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE });
}

type Part = { name: string; value: Promise<string | File> };

/** The streamed twin of Hono's parseBody({ all: true }): same keys, arrays for repeated names and `[]` names. */
async function parseMultipart(c: Context, contentType: string): Promise<Record<string, unknown>> {
  const dirs = (c as Context<AppEnv>).get('uploadDirs');
  if (!dirs) throw new Error('readForm of a multipart body needs removeUploadsAfter around the route');
  const parts: Part[] = [];
  const writes: Promise<unknown>[] = [];
  let refusal: ApiError | undefined;
  let diskError: Error | undefined;
  let dir: Promise<string> | undefined;
  const folder = () => {
    dir ??= mkdtemp(path.join(tmpdir(), 'upload-')).then((made) => {
      dirs.push(made);
      return made;
    });
    return dir;
  };
  const badRequest = () => new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE });
  const refuse = (error: ApiError) => {
    refusal ??= error;
  };

  try {
    const body = c.req.raw.body;
    if (!body) throw badRequest();
    const parser = busboy({
      headers: { 'content-type': contentType },
      // Names as the browser sent them: UTF-8 (Cyrillic file names), no folder stripped, as undici keeps them.
      defParamCharset: 'utf8',
      preservePath: true,
      // One byte over the upload limit is enough for checkUpload's 413 naming the field; the rest is drained unwritten.
      // A text field is cut at the plain body limit: every text field's schema allows far less, so the route still
      // answers with the field's own length message.
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, fieldSize: MAX_PLAIN_BODY_BYTES, files: MAX_FORM_FILES, fields: MAX_FORM_FIELDS },
    });
    parser.on('field', (name: string | undefined, value) => {
      if (name === undefined) return refuse(badRequest());
      parts.push({ name: unescapeName(name), value: Promise.resolve(value) });
    });
    parser.on('file', (name: string | undefined, stream, info) => {
      if (name === undefined) refuse(badRequest());
      if (name === undefined || refusal) {
        stream.resume();
        return;
      }
      const index = parts.length;
      const file = (async () => {
        const target = path.join(await folder(), String(index));
        await pipeline(stream, createWriteStream(target));
        // An empty file input comes as filename="", which busboy reports as no name and undici as an empty one.
        return new File([await openAsBlob(target, { type: info.mimeType })], unescapeName(info.filename ?? ''), { type: info.mimeType });
      })();
      // A disk that cannot take the file is the server's fault, not the request's; the parser waiting on it must stop too.
      file.catch((error: unknown) => {
        if (!isSystemError(error)) return;
        diskError ??= error;
        parser.destroy(error);
      });
      writes.push(file);
      parts.push({ name: unescapeName(name), value: file });
    });
    parser.on('filesLimit', () => refuse(badRequest()));
    parser.on('fieldsLimit', () => refuse(badRequest()));
    // The whole body is read even when refused, so the answer reaches the client instead of a reset connection.
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser);
    if (refusal) throw refusal;
    const values = await Promise.all(parts.map(({ value }) => value));
    return formOf(parts.map(({ name }, i) => [name, values[i] ?? '']));
  } catch (error) {
    // Nothing may still be writing into the folder when the route's answer removes it.
    await Promise.allSettled(writes);
    if (error instanceof ApiError) throw error;
    if (diskError) throw diskError;
    if (error instanceof UploadTooLargeError) throw new ApiError(413, { errorMessage: error.message });
    // busboy refuses control characters in a part's headers: a NUL in a field name, which refuseNul names as the request's.
    if (error instanceof Error && error.message === 'Malformed part header') {
      throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE, errors: { request: INVALID_VALUE_MESSAGE } });
    }
    throw badRequest();
  }
}

/** A failed system call (ENOSPC, EACCES), as opposed to a body that ended early or broke off. */
const isSystemError = (error: unknown): error is Error => error instanceof Error && 'syscall' in error;

/** Browsers and undici escape a name's quote and line breaks as %22, %0A and %0D; undici's parser turned them back. */
const unescapeName = (name: string) => name.replace(/%(22|0a|0d)/gi, (escape) => decodeURIComponent(escape));

/** As Hono's parseBody({ all: true }) shapes a FormData: a null-prototype object, arrays for repeats and `[]` names. */
function formOf(entries: [string, string | File][]): Record<string, unknown> {
  const form = Object.create(null) as Record<string, string | File | (string | File)[]>;
  for (const [name, value] of entries) {
    const earlier = form[name];
    if (earlier === undefined) form[name] = name.endsWith('[]') ? [value] : value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else form[name] = [earlier, value];
  }
  return form;
}
