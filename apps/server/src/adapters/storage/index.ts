import path from 'node:path';
import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage, StoredFile } from './storage';
export { FILE_ROUTE_PREFIX, contentTypeOf, isValidKey } from './storage';
export { createDiskStorage } from './disk-storage';
export { createS3Storage, type S3Options } from './s3-storage';

/** S3-compatible storage when S3_BUCKET is set, files under DATA_DIR/files otherwise. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createDiskStorage(path.join(config.dataDir, 'files'));
}
