import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Files under `dir` (DATA_DIR/files by default), a folder no web server serves. */
export function diskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a crash mid-write never leaves a truncated file under the real name.
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = fileOf(key);
      try {
        const handle = await open(target, 'r');
        const { size } = await handle.stat();
        const stream = createReadStream('', { fd: handle.fd, autoClose: true });
        stream.once('close', () => void handle.close().catch(() => undefined));
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size };
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
