import { retryAfterMs } from '../retry-after';
import { codeForStatus, errorMessages, isErrorCode, messageForCode, type ErrorCode } from '../error-messages';
import { UploadFailure, type UploadedFile, type UploadKind } from './upload-types';

/** Where files are uploaded (one per request, field `file`). */
export const UPLOADS_URL = '/api/uploads';

export type SendUploadOptions = {
  kind: UploadKind;
  /** Called with the share sent so far (0..1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Sends one file; resolves with the stored file or rejects with an UploadFailure. */
export type SendUpload = (file: File, options: SendUploadOptions) => Promise<UploadedFile>;

/** The failure an answer describes (its `errors[0]` when it has one, else its status). */
export function failureOf(status: number, body: string, retryAfter: string | null): UploadFailure {
  let code: ErrorCode = status === 0 ? 'NETWORK_REQUEST_FAILED' : codeForStatus(status);
  let message = errorMessages[code];
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
    const first = parsed.errors?.[0];
    if (first && isErrorCode(first.extensions?.code)) {
      code = first.extensions.code;
      // the server's sentence says what was wrong with this file (type, size); never a 5xx's text
      message =
        code === 'BAD_USER_INPUT' && typeof first.message === 'string' && first.message
          ? first.message
          : messageForCode(code);
    }
  } catch {
    // not JSON (a proxy's page): the status decides
  }
  return new UploadFailure(code, status, message, retryAfterMs(retryAfter));
}

/**
 * The browser's sender: XMLHttpRequest, because fetch cannot report upload progress. The
 * preflight header is the CSRF proof `/api/uploads` asks for, as `/graphql` does.
 */
export const sendUpload: SendUpload = (file, { kind, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadFailure('CANCELED', 0, errorMessages.CANCELED));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${UPLOADS_URL}?kind=${encodeURIComponent(kind)}`);
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      if (xhr.status === 201) {
        try {
          resolve((JSON.parse(xhr.responseText) as { file: UploadedFile }).file);
          return;
        } catch {
          // fall through: an unreadable success is a failure worth retrying
        }
      }
      reject(failureOf(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadFailure('NETWORK_REQUEST_FAILED', 0, errorMessages.NETWORK_REQUEST_FAILED));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadFailure('CANCELED', 0, errorMessages.CANCELED));
    };
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
