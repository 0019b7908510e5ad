import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../common/ids.js';
import { AppError } from '../common/errors.js';
import { defineLoader, groupBy } from '../common/loaders.js';
import { StoredFile } from './stored-file.entity.js';
import type { FileAttachment, FileKind } from './stored-file.enums.js';

/** The record a file is attached to. */
export type AttachmentTarget = { type: FileAttachment; id: string };

export type AttachOptions = {
  /** The input field named in errors (e.g. `imageIds`). */
  field: string;
  /** At most this many files (e.g. 8 product images). */
  max: number;
  /** Kinds accepted (images only for products, listings and logos). */
  kinds: readonly FileKind[];
};

/**
 * Makes `fileIds`, in this order, the files of `target`, inside the caller's transaction: each
 * must be the owner's, of an accepted kind, and unattached or already this record's; files the
 * record had and no longer lists are let go (unattached, so the daily clean-up removes them).
 * Every refusal is BAD_USER_INPUT at `options.field` and changes nothing.
 */
export async function attachFiles(
  tx: EntityManager,
  ownerId: string,
  target: AttachmentTarget,
  fileIds: readonly string[],
  options: AttachOptions,
): Promise<StoredFile[]> {
  const ids = [...fileIds];
  if (new Set(ids).size !== ids.length) {
    throw new AppError('BAD_USER_INPUT', 'The same file is listed twice.', { field: options.field });
  }
  if (ids.length > options.max) {
    throw new AppError('BAD_USER_INPUT', `At most ${options.max} files.`, { field: options.field });
  }
  const malformed = ids.find((id) => !isUuid(id));
  if (malformed !== undefined) {
    throw new AppError('BAD_USER_INPUT', 'A file was not found among your uploads.', {
      field: options.field,
      details: { fileId: malformed },
    });
  }
  const listed = ids.length
    ? await tx.find(StoredFile, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : [];
  const byId = new Map(listed.map((file) => [file.id, file]));
  for (const id of ids) {
    const file = byId.get(id);
    if (!file || file.ownerId !== ownerId) {
      throw new AppError('BAD_USER_INPUT', 'A file was not found among your uploads.', {
        field: options.field,
        details: { fileId: id },
      });
    }
    const elsewhere =
      file.attachedId !== null && (file.attachedType !== target.type || file.attachedId !== target.id);
    if (elsewhere) {
      throw new AppError('BAD_USER_INPUT', 'A file is already used elsewhere; upload it again.', {
        field: options.field,
        details: { fileId: id },
      });
    }
    if (!options.kinds.includes(file.kind)) {
      throw new AppError('BAD_USER_INPUT', `Only ${options.kinds.join(' or ').toLowerCase()} files here.`, {
        field: options.field,
        details: { fileId: id },
      });
    }
  }
  const now = new Date();
  const previous = await tx.find(StoredFile, { attachedType: target.type, attachedId: target.id });
  for (const file of previous) {
    if (!byId.has(file.id)) releaseFile(file);
  }
  return ids.map((id, position) => {
    const file = byId.get(id)!;
    file.attachedType = target.type;
    file.attachedId = target.id;
    file.position = position;
    file.attachedAt ??= now;
    return file;
  });
}

/** Lets go of every file of a record (deleted): the clean-up removes them from storage. */
export async function releaseFiles(tx: EntityManager, target: AttachmentTarget): Promise<void> {
  const files = await tx.find(StoredFile, { attachedType: target.type, attachedId: target.id });
  for (const file of files) releaseFile(file);
}

function releaseFile(file: StoredFile): void {
  file.attachedType = null;
  file.attachedId = null;
  file.attachedAt = null;
  file.position = 0;
}

/** A record's files in order (main image first), keyed `TYPE:id` (see `attachmentKey`). */
export const filesOf = defineLoader<string, StoredFile[]>('filesOf', async (em, keys) => {
  const targets = keys.map(parseKey);
  const rows = await em.find(
    StoredFile,
    { $or: groupTargets(targets).map(([type, ids]) => ({ attachedType: type, attachedId: { $in: ids } })) },
    { orderBy: { position: 'asc' } },
  );
  return groupBy(keys, rows, (file) => attachmentKey({ type: file.attachedType!, id: file.attachedId! }));
});

export function attachmentKey(target: AttachmentTarget): string {
  return `${target.type}:${target.id}`;
}

function parseKey(key: string): AttachmentTarget {
  const at = key.indexOf(':');
  return { type: key.slice(0, at) as FileAttachment, id: key.slice(at + 1) };
}

function groupTargets(targets: AttachmentTarget[]): [FileAttachment, string[]][] {
  const groups = new Map<FileAttachment, string[]>();
  for (const target of targets) groups.set(target.type, [...(groups.get(target.type) ?? []), target.id]);
  return [...groups];
}
