import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { Role } from '../common/role.js';
import type { Tx } from '../common/unit-of-work.js';
import { prepareFile, UploadKind, type PreparedFile } from './file-content.js';
import type { FileVisibility } from './file-visibility.js';
import type { ByteRange, StorageDriver, StoredObject } from './storage-driver.js';
import { StoredFile } from './stored-file.entity.js';
import { FileKind, type FileAttachment } from './stored-file.enums.js';
import { THUMBNAIL_WIDTHS } from './stored-file.resolver.js';

export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** A file about to be stored: the bytes as received, its name on the uploader's machine, what the form asked for. */
export type Upload = { bytes: Buffer; name: string; kind: UploadKind };

/** A file a viewer may read: which object to send and how it may be cached. */
export type ServedFile = {
  file: StoredFile;
  key: string;
  contentType: string;
  etag: string;
  /** Visible to anybody (so shared caches may keep it), not only to its owner and admins. */
  public: boolean;
};

/** The storage key of a thumbnail, beside its original's. */
export function thumbnailKey(key: string, width: ThumbnailWidth): string {
  return `${key}.${width}.webp`;
}

/** Every object a file has in storage (the original, and the thumbnails of an image). */
export function objectKeys(file: Pick<StoredFile, 'storageKey' | 'kind'>): string[] {
  return file.kind === FileKind.IMAGE
    ? [file.storageKey, ...THUMBNAIL_WIDTHS.map((width) => thumbnailKey(file.storageKey, width))]
    : [file.storageKey];
}

/** Serialises one owner's quota checks (per transaction), so parallel uploads cannot both squeeze in. */
const QUOTA_LOCK = 'select pg_advisory_xact_lock(hashtext(?))';

/**
 * The one upload pipeline (SPEC §4/§5) and what it keeps: stores a sniffed, re-encoded file and
 * its row within the owner's quota, finds what a viewer may read, removes files nobody attached
 * and the files of deleted accounts. Objects are written before the row and removed after it,
 * so a row never names a missing object for long and a failure leaves nothing behind.
 */
export class FileStore {
  private readonly imageJobs: Semaphore;

  constructor(
    private readonly limits: Config['uploads'],
    readonly storage: StorageDriver,
    readonly visibility: FileVisibility,
    private readonly log: Logger,
  ) {
    this.imageJobs = new Semaphore(limits.concurrentImageJobs);
  }

  get quotaBytes(): number {
    return this.limits.quotaBytes;
  }

  get maxFileBytes(): number {
    return this.limits.maxFileBytes;
  }

  /** Bytes the owner's files take (the sum of their stored sizes). */
  async usage(em: EntityManager, ownerId: string): Promise<number> {
    const [row] = await em
      .getConnection()
      .execute<{ used: string | null }[]>(`select sum(size) as used from stored_file where owner_id = ?`, [
        ownerId,
      ]);
    return Number(row?.used ?? 0);
  }

  /** QUOTA_EXCEEDED when `adding` more bytes would not fit (checked early, before reading an upload). */
  async assertRoom(em: EntityManager, ownerId: string, adding = 1): Promise<void> {
    if ((await this.usage(em, ownerId)) + adding > this.limits.quotaBytes) throw quotaExceeded();
  }

  /**
   * Stores an upload of `ownerId`: sniffed and prepared (file-content.ts), its objects written,
   * then its row inserted if it fits the quota. `stillWanted` is asked before the row is written:
   * when the client went away meanwhile, the objects are removed and CANCELED thrown.
   */
  async store(
    em: EntityManager,
    ownerId: string,
    upload: Upload,
    stillWanted: () => boolean = () => true,
  ): Promise<StoredFile> {
    // decoding a 10 MB image takes far more memory than its bytes: a few at a time per process
    const prepared = await this.imageJobs.run(() =>
      prepareFile(upload.bytes, UploadKind[upload.kind], this.limits),
    );
    const file = Object.assign(new StoredFile(), {
      ownerId,
      kind: prepared.kind,
      contentType: prepared.contentType,
      size: prepared.bytes.length,
      name: upload.name,
      sha256: prepared.sha256,
      storageKey: '',
      width: prepared.width,
      height: prepared.height,
    } satisfies Partial<StoredFile>);
    file.storageKey = `${file.id}.${prepared.ext}`;
    await this.putObjects(file.storageKey, prepared);
    try {
      if (!stillWanted()) throw canceled();
      await em.transactional(async (tx) => {
        await tx.execute(QUOTA_LOCK, [`upload-quota:${ownerId}`]);
        if ((await this.usage(tx, ownerId)) + file.size > this.limits.quotaBytes) throw quotaExceeded();
        tx.persist(file);
      });
    } catch (error) {
      await this.deleteObjects([file]);
      throw error;
    }
    return file;
  }

  private async putObjects(key: string, prepared: PreparedFile): Promise<void> {
    const writes = [
      { key, bytes: prepared.bytes, type: prepared.contentType },
      ...prepared.thumbnails.map((thumbnail) => ({
        key: thumbnailKey(key, thumbnail.width as ThumbnailWidth),
        bytes: thumbnail.bytes,
        type: 'image/webp',
      })),
    ];
    try {
      await Promise.all(writes.map((write) => this.storage.put(write.key, write.bytes, write.type)));
    } catch (error) {
      await this.storage.delete(writes.map((write) => write.key)).catch(() => {});
      throw error;
    }
  }

  /** Removes a stored file (row, then objects): an upload whose answer never reached its client. */
  async remove(em: EntityManager, file: StoredFile): Promise<void> {
    await em.nativeDelete(StoredFile, { id: file.id });
    await this.deleteObjects([file]);
  }

  private async deleteObjects(files: Pick<StoredFile, 'storageKey' | 'kind'>[]): Promise<void> {
    const keys = files.flatMap(objectKeys);
    try {
      await this.storage.delete(keys);
    } catch (error) {
      // a leftover object is only wasted space; the row (the only way to reach it) is gone
      this.log.warn({ err: error, keys }, 'could not remove stored objects');
    }
  }

  /**
   * The file `id` (or its thumbnail `width`) if `viewer` may read it: its owner always, admins
   * unless its type is private (then as its rule says);
   * anybody else only while the record it is attached to is visible (the registered rules).
   * Otherwise NOT_FOUND, whether it exists or not.
   */
  async find(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    width?: ThumbnailWidth,
  ): Promise<ServedFile> {
    const file = UUID.test(id) ? await em.findOne(StoredFile, { id }) : null;
    if (!file) throw notFound();
    const isPublic =
      file.attachedType !== null &&
      (await this.visibility.visible(em, file.attachedType, [file.attachedId!], null)).has(file.attachedId!);
    const mayRead =
      isPublic ||
      (viewer !== null &&
        (viewer.id === file.ownerId ||
          (viewer.role === Role.ADMIN && this.visibility.adminsReadAll(file.attachedType)) ||
          (file.attachedType !== null &&
            (await this.visibility.visible(em, file.attachedType, [file.attachedId!], viewer)).has(
              file.attachedId!,
            ))));
    if (!mayRead) throw notFound();
    const thumbnail = width !== undefined && file.kind === FileKind.IMAGE;
    return {
      file,
      key: thumbnail ? thumbnailKey(file.storageKey, width) : file.storageKey,
      contentType: thumbnail ? 'image/webp' : file.contentType,
      etag: thumbnail ? `"${file.sha256}.${width}"` : `"${file.sha256}"`,
      public: isPublic,
    };
  }

  /** The object of a served file (or `range` of it); NOT_FOUND when storage lost it. */
  async read(served: ServedFile, range?: ByteRange): Promise<StoredObject> {
    const object = await this.storage.get(served.key, range);
    if (!object) throw notFound();
    return object;
  }

  /**
   * The file attached to a record at `position` (the latest, if several), with its bytes, for a
   * server-side reader such as an email's attachment; null while there is none.
   */
  async attachedFile(
    em: EntityManager,
    at: { attachedType: string; attachedId: string; position: number },
  ): Promise<{ name: string; contentType: string; bytes: Buffer } | null> {
    const [file] = await em.find(
      StoredFile,
      { attachedType: at.attachedType as FileAttachment, attachedId: at.attachedId, position: at.position },
      { orderBy: { attachedAt: 'desc' }, limit: 1 },
    );
    const object = file && (await this.storage.get(file.storageKey));
    if (!file || !object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { name: file.name, contentType: file.contentType, bytes: Buffer.concat(chunks) };
  }

  /**
   * Removes up to `batch` files never attached (or let go) that were uploaded more than the
   * configured hours ago; returns how many. Safe with several processes: each batch's rows are
   * locked `for update skip locked`, so two runs never take the same file, and a record that is
   * attaching one of them (attachFiles locks it too) is left alone. Objects go first, then the
   * rows, in the same transaction.
   */
  async removeUnattached(em: EntityManager, batch = 100): Promise<number> {
    return em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: string; storage_key: string; kind: FileKind }[]>(
        `select id, storage_key, kind from stored_file
          where attached_id is null and created_at < now() - make_interval(hours => ?)
          order by created_at limit ? for update skip locked`,
        [this.limits.unattachedHours, batch],
      );
      if (rows.length === 0) return 0;
      await this.storage.delete(
        rows.flatMap((row) => objectKeys({ storageKey: row.storage_key, kind: row.kind })),
      );
      await tx.execute(`delete from stored_file where id in (?)`, [rows.map((row) => row.id)]);
      return rows.length;
    });
  }

  /** Removes, batch after batch, every file due for removal; returns how many. */
  async removeAllUnattached(em: EntityManager, batch = 100): Promise<number> {
    let total = 0;
    for (;;) {
      const removed = await this.removeUnattached(em, batch);
      total += removed;
      if (removed < batch) return total;
    }
  }

  /**
   * An account eraser (member/account-deletion.ts): a deleted account's files go, rows in its
   * transaction, objects once it committed.
   */
  readonly eraseOwner = async (tx: Tx, memberId: string): Promise<void> => {
    const rows = await tx.em.execute<{ storage_key: string; kind: FileKind }[]>(
      `delete from stored_file where owner_id = ? returning storage_key, kind`,
      [memberId],
    );
    if (rows.length === 0) return;
    tx.afterCommit(() =>
      this.deleteObjects(rows.map((row) => ({ storageKey: row.storage_key, kind: row.kind }))),
    );
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function quotaExceeded(): AppError {
  return new AppError('QUOTA_EXCEEDED', 'Your storage is full. Remove some files and try again.', {
    field: 'file',
  });
}

function canceled(): AppError {
  return new AppError('CANCELED', 'The upload was cancelled before it finished.', { field: 'file' });
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'No such file.');
}

/** At most `size` tasks at once; the rest wait in order. */
class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
