import type { StorageConfig } from '../common/config.js';
import { DiskStorage } from './disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { StorageDriver } from './storage-driver.js';

/** The storage driver the configuration names: an S3-compatible bucket, or a folder on disk. */
export function createStorage(config: StorageConfig): StorageDriver {
  return config.driver === 's3' ? new S3Storage(config) : new DiskStorage(config.dir);
}
