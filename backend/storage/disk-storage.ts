import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { assertStorageKey, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The file's bytes, opened on the first read: an answer nobody reads holds no file descriptor. */
function lazyFileStream(file: string): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** Files under `dir` (DATA_DIR/files by default), a folder no web server serves. */
export function diskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a crash mid-write never leaves a truncated file under the real name.
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (body instanceof Blob) await pipeline(Readable.fromWeb(body.stream() as NodeReadableStream<Uint8Array>), createWriteStream(partial));
        else await writeFile(partial, body);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = fileOf(key);
      try {
        const { size } = await stat(target);
        return { body: lazyFileStream(target), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
