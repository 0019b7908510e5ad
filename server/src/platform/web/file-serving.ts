import type { Response } from 'express';
import { extensionOf } from '../../storage/file-content.js';
import type { ServedFile } from '../../storage/file-store.js';
import type { ByteRange } from '../../storage/storage-driver.js';
import type { StoredFile } from '../../storage/stored-file.entity.js';
import { FileKind } from '../../storage/stored-file.enums.js';

/** The headers and ranges of serving a stored file (`GET /files/:id`, file-routes.ts). */

/** A single `bytes=a-b` range (or `a-`, `-n`) of an object of `length` bytes; null: send it all; 'unsatisfiable'. */
export function parseRange(header: string | undefined, length: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, length - Number(match[2]));
    end = length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? length - 1 : Math.min(Number(match[2]), length - 1);
  }
  if (start > end || start >= length) return 'unsatisfiable';
  return { start, end };
}

/** `inline` or `attachment` with the file's name (an ASCII fallback and the UTF-8 original, RFC 6266). */
export function contentDisposition(
  type: 'inline' | 'attachment',
  file: Pick<StoredFile, 'name'>,
  ext: string,
): string {
  const stem = file.name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  const name = `${stem}.${ext}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/** Type, no sniffing, how to show it, its validator and who may cache it. */
export function serveHeaders(res: Response, served: ServedFile): void {
  const thumbnail = served.key !== served.file.storageKey;
  res.setHeader('content-type', served.contentType);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader(
    'content-disposition',
    contentDisposition(
      served.file.kind === FileKind.IMAGE ? 'inline' : 'attachment',
      served.file,
      thumbnail ? 'webp' : extensionOf(served.file.contentType),
    ),
  );
  res.setHeader('etag', served.etag);
  res.setHeader('accept-ranges', 'bytes');
  // a file's bytes never change; who may see it can (a product hidden): shared caches keep public ones only
  res.setHeader('cache-control', served.public ? 'public, max-age=31536000, immutable' : 'private, no-cache');
  // nothing in a served file may run, even if opened directly
  res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}
