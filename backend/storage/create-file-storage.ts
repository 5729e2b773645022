import { diskStorage } from './disk-storage';
import type { FileStorage, StorageConfig } from './file-storage';
import { s3Storage } from './s3-storage';

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 'disk' ? diskStorage(config.dir) : s3Storage(config);
}
