import type { ErrorCode } from '../error-messages';

/** What a form asks for: images only (products, listings, logos), documents, or either (wire attachments). */
export type UploadKind = 'image' | 'document' | 'image-or-document';

/** A stored file, as `POST /api/uploads` answers it and as the API's `File` type gives it. */
export type UploadedFile = {
  id: string;
  kind: 'IMAGE' | 'DOCUMENT';
  contentType: string;
  name: string;
  size: number;
  url: string;
  thumbnailUrl: string;
  largeUrl?: string;
  width?: number | null;
  height?: number | null;
  sha256?: string;
};

/** Why an upload did not succeed: a SPEC §6 code (CANCELED, QUOTA_EXCEEDED…) and the HTTP status (0: no answer). */
export class UploadFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    /** What the server's Retry-After asked for, in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}
