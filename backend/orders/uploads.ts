import type { FileKind } from '../../api-client/schemas/files';
import type { AppDeps } from '../lib/context';
import { removeStoredFiles, storeUpload, type StoredFile } from '../lib/files';

export const MAX_ATTACHMENTS = 10;

/**
 * Stores a request's files, then runs the work; if anything fails, the stored files are removed again, so that
 * a refused request leaves nothing behind.
 */
export async function withUploads<T>(
  deps: AppDeps,
  files: readonly { file: File; kinds: readonly FileKind[]; field: string }[],
  work: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const { file, kinds, field } of files) stored.push(await storeUpload(deps, file, kinds, field));
    return await work(stored);
  } catch (error) {
    await removeStoredFiles(deps, stored, deps.db);
    throw error;
  }
}
