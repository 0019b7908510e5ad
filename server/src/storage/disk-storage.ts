import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type ByteRange, type StorageDriver, type StoredObject } from './storage-driver.js';

/**
 * Files in a folder on the local disk (`DATA_DIR/files` by default), spread over 256
 * sub-folders by the key's first two characters. A write goes to a temporary name and is renamed,
 * so a reader never sees half a file.
 */
export class DiskStorage implements StorageDriver {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.dir, key.slice(0, 2).toLowerCase(), key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const length = await this.size(key);
    if (length === null) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { body, length };
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }
}
