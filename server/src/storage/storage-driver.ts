import type { Readable } from 'node:stream';

/** A byte range of an object, both ends included (as in an HTTP `Range` header). */
export type ByteRange = { start: number; end: number };

/** An object read back: its bytes (the whole object or the range asked for) and its full length. */
export type StoredObject = { body: Readable; length: number };

/**
 * Where the bytes of uploaded files live. Keys are flat names made by the upload pipeline
 * (letters, digits, `.`, `-`, `_`); every method is safe to repeat.
 */
export interface StorageDriver {
  /** Stores `body` under `key`, replacing anything there; visible to `get` once it resolves. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes (or `range` of them), or null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's length in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Removes the objects (missing ones are not an error). */
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Lets go of connections (at shutdown), when the driver holds any. */
  close?(): void;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Refuses a key that could leave the storage's folder or bucket prefix. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}
