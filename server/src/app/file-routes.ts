import type { Request, Response, Router } from 'express';
import express from 'express';
import busboy from 'busboy';
import { pipeline } from 'node:stream/promises';
import type { Context } from '../common/context.js';
import { AppError, type ErrorCode } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { cleanFileName, extensionOf, isUploadKind } from '../storage/file-content.js';
import type { ServedFile, ThumbnailWidth } from '../storage/file-store.js';
import type { ByteRange } from '../storage/storage-driver.js';
import type { StoredFile } from '../storage/stored-file.entity.js';
import { FileKind } from '../storage/stored-file.enums.js';
import { fileUrl, THUMBNAIL_WIDTHS } from '../storage/stored-file.resolver.js';
import { buildContext, clientIp, type ProxyTrust } from './context.js';
import { isDatabaseDown } from './format-error.js';
import { csrfRefusal } from './http-protocol.js';
import { signInRefusal } from '../auth/access-rules.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Resolvers } from './schema.js';
import type { Services } from './services.js';

export const UPLOADS_PATH = '/api/uploads';
export const FILES_PATH = '/files/:id';

/** The scopes of which an API token needs one to upload. */
const UPLOAD_SCOPES = [ApiTokenScope.WIRES, ApiTokenScope.CATALOGUE];

/** A sign-in refusal placed at the upload's field. */
function atFile(error: AppError): AppError {
  return new AppError(error.code, error.message, { details: error.details, field: 'file' });
}

/**
 * The HTTP status of each storage refusal (SPEC §5 codes). QUOTA_EXCEEDED is a 403, not a 507:
 * a full quota does not clear by itself, and clients retry 5xx answers (SPEC §4).
 */
const STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  USER_DISABLED: 401,
  FORBIDDEN: 403,
  QUOTA_EXCEEDED: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  CANCELED: 499,
  UNAVAILABLE: 503,
};

/** A body this much larger than a file may be is refused from its Content-Length, unread. */
const HOPELESS_FACTOR = 2;

type RequestWithIds = Request & { id: string; log: Logger };

/** The uploaded file as answered by `POST /api/uploads` (the GraphQL `File`'s fields). */
export function fileJson(file: StoredFile) {
  return {
    id: file.id,
    kind: file.kind,
    contentType: file.contentType,
    size: file.size,
    name: file.name,
    width: file.width,
    height: file.height,
    sha256: file.sha256,
    url: fileUrl(file),
    thumbnailUrl: fileUrl(file, 320),
    largeUrl: fileUrl(file, 1280),
  };
}

function send(res: Response, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.status(status).type('application/json').setHeader('cache-control', 'no-store');
  res.send(JSON.stringify(body));
}

function refuse(res: Response, error: AppError, retryAfterSeconds: number): void {
  const status = STATUS[error.code] ?? 500;
  // a rate-limit window is counted in minutes: no point coming back in seconds
  if (status === 503) res.setHeader('retry-after', String(retryAfterSeconds));
  if (status === 429) res.setHeader('retry-after', '60');
  send(res, status, {
    errors: [
      {
        message: error.message,
        // a refused request as a whole (CSRF) concerns no field
        extensions: {
          code: error.code,
          ...(error.code === 'BAD_REQUEST' ? {} : { field: error.field ?? 'file' }),
        },
      },
    ],
  });
}

/** Reads and discards the rest of a refused request (so its client gets the answer), up to `cap` bytes. */
function discardBody(req: Request, cap: number): void {
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > cap) req.destroy();
  });
  req.resume();
}

type Received = { bytes: Buffer; name: string };

/**
 * Streams the one file of a multipart body (field `file`) into memory, stopping at
 * `maxBytes` + 1: a larger file is PAYLOAD_TOO_LARGE and none of it is kept (the rest of the body
 * is read and dropped, so the client still gets the answer). A client that goes away is CANCELED.
 */
function receiveFile(req: Request, maxBytes: number): Promise<Received> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // browsers send the file's name as raw UTF-8
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
      });
    } catch {
      req.resume();
      reject(new AppError('BAD_USER_INPUT', 'Send the file as multipart/form-data.', { field: 'file' }));
      return;
    }
    let chunks: Buffer[] = [];
    let name: string | null = null;
    let tooLarge = false;
    let tooMany = false;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || name !== null) {
        tooMany = true;
        stream.resume();
        return;
      }
      name = cleanFileName(info.filename);
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks = [];
      });
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('error', (error) => {
      req.unpipe(parser);
      req.resume();
      reject(
        req.complete || req.destroyed
          ? new AppError('CANCELED', 'The upload was cancelled before it finished.', { field: 'file' })
          : new AppError('BAD_USER_INPUT', 'The upload is not a valid multipart body.', {
              field: 'file',
              cause: error,
            }),
      );
    });
    parser.on('close', () => {
      if (tooLarge) {
        const megabytes = Math.floor(maxBytes / (1024 * 1024));
        reject(new AppError('PAYLOAD_TOO_LARGE', `Files may be at most ${megabytes} MB.`, { field: 'file' }));
      } else if (tooMany) {
        reject(
          new AppError('BAD_USER_INPUT', 'Send one file per request, in the field "file".', {
            field: 'file',
          }),
        );
      } else if (name === null) {
        reject(new AppError('BAD_USER_INPUT', 'Choose a file to upload.', { field: 'file' }));
      } else {
        const bytes = Buffer.concat(chunks);
        if (bytes.length === 0)
          reject(new AppError('BAD_USER_INPUT', 'This file is empty.', { field: 'file' }));
        else resolve({ bytes, name });
      }
    });
    req.on('close', () => {
      if (!req.complete)
        reject(new AppError('CANCELED', 'The upload was cancelled before it finished.', { field: 'file' }));
    });
    req.pipe(parser);
  });
}

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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/**
 * `POST /api/uploads?kind=image|document|image-or-document` (multipart, one file in `file`) and
 * `GET /files/:id[?w=320|1280]`. Both resolve the viewer as `/graphql` does (`viewerOf`), so a
 * Bearer token works wherever the context builder accepts one.
 */
export function fileRoutes(services: Services, resolvers: Resolvers, trust: ProxyTrust): Router {
  const router = express.Router();
  const { config, files } = services;

  /** The request's context: its viewer (session cookie, or a Bearer token) and a forked EntityManager. */
  const viewerOf = (req: Request, res: Response): Promise<Context> =>
    buildContext(services, resolvers, {
      headers: req.headers,
      ip: clientIp(req, trust),
      reqId: (req as RequestWithIds).id,
      log: (req as RequestWithIds).log,
      res,
    });

  const fail = (req: Request, res: Response, error: unknown) => {
    const log = (req as RequestWithIds).log;
    const known =
      error instanceof AppError
        ? error
        : isDatabaseDown(error)
          ? new AppError('UNAVAILABLE', 'BuildWire is briefly unavailable. Please try again in a minute.')
          : null;
    if (known?.code === 'CANCELED')
      log.info({ code: 'CANCELED', path: req.path }, 'upload cancelled by the client');
    else if (!known || known.code === 'UNAVAILABLE') log.error({ err: error }, 'file request failed');
    refuse(
      res,
      known ?? new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.'),
      config.retryAfterSeconds,
    );
  };

  router.post(UPLOADS_PATH, async (req, res) => {
    const maxBytes = config.uploads.maxFileBytes;
    let clientGone = false;
    res.on('close', () => {
      if (!res.writableFinished) clientGone = true;
    });
    try {
      const csrf = csrfRefusal(req.headers);
      if (csrf) throw new AppError('BAD_REQUEST', csrf);
      const context = await viewerOf(req, res);
      const viewer = context.actor.viewer;
      if (!viewer) throw atFile(signInRefusal(context.authError, 'Sign in to upload files.'));
      if (context.limitedTo) throw new AppError('FORBIDDEN', context.limitedTo.message, { field: 'file' });
      // a token uploads what it may attach: a wire's documents, or a catalogue's images
      if (context.token && !UPLOAD_SCOPES.some((scope) => context.token!.scopes.includes(scope)))
        throw new AppError(
          'FORBIDDEN',
          'This API token needs the WIRES or CATALOGUE scope to upload files.',
          {
            field: 'file',
            details: { reason: 'TOKEN_SCOPE', scopes: UPLOAD_SCOPES },
          },
        );
      const kind = req.query.kind ?? 'image';
      if (!isUploadKind(kind))
        throw new AppError('BAD_USER_INPUT', 'kind must be image, document or image-or-document.', {
          field: 'kind',
        });
      if (!req.is('multipart/form-data'))
        throw new AppError('BAD_USER_INPUT', 'Send the file as multipart/form-data in the field "file".', {
          field: 'file',
        });
      if (Number(req.headers['content-length'] ?? 0) > HOPELESS_FACTOR * maxBytes) {
        res.setHeader('connection', 'close');
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `Files may be at most ${Math.floor(maxBytes / 1048576)} MB.`,
          {
            field: 'file',
          },
        );
      }
      await services.rateLimiter.take(
        context.actor.em,
        `upload:${viewer.id}`,
        config.rateLimit.uploadsPerMember,
      );
      await files.assertRoom(context.actor.em, viewer.id);
      const received = await receiveFile(req, maxBytes);
      const file = await files.store(
        context.actor.em,
        viewer.id,
        { bytes: received.bytes, name: received.name, kind },
        () => !clientGone,
      );
      if (clientGone) {
        await files.remove(context.actor.em, file);
        throw new AppError('CANCELED', 'The upload was cancelled before it finished.', { field: 'file' });
      }
      send(res, 201, { file: fileJson(file) });
    } catch (error) {
      if (!req.complete && !req.destroyed) discardBody(req, HOPELESS_FACTOR * maxBytes);
      fail(req, res, error);
    }
  });

  router.get(FILES_PATH, async (req, res) => {
    try {
      const width = req.query.w === undefined ? undefined : Number(req.query.w);
      if (width !== undefined && !THUMBNAIL_WIDTHS.includes(width as ThumbnailWidth))
        throw new AppError('NOT_FOUND', 'No such file.');
      const context = await viewerOf(req, res);
      const served = await files.find(
        context.actor.em,
        context.actor.viewer,
        req.params.id!,
        width as ThumbnailWidth,
      );
      serveHeaders(res, served);
      if (etagMatches(req.headers['if-none-match'], served.etag)) {
        res.status(304).end();
        return;
      }
      const length =
        served.key === served.file.storageKey ? served.file.size : await files.storage.size(served.key);
      if (length === null) throw new AppError('NOT_FOUND', 'No such file.');
      const range = parseRange(req.headers.range, length);
      if (range === 'unsatisfiable') {
        res.status(416).setHeader('content-range', `bytes */${length}`);
        res.end();
        return;
      }
      const object = await files.read(served, range ?? undefined);
      if (range) {
        res.status(206);
        res.setHeader('content-range', `bytes ${range.start}-${range.end}/${length}`);
        res.setHeader('content-length', String(range.end - range.start + 1));
      } else {
        res.status(200);
        res.setHeader('content-length', String(length));
      }
      if (req.method === 'HEAD') {
        object.body.destroy();
        res.end();
        return;
      }
      await pipeline(object.body, res);
    } catch (error) {
      if (res.headersSent) {
        (req as RequestWithIds).log.warn({ err: error }, 'file download stopped');
        res.destroy();
        return;
      }
      res.removeHeader('etag');
      res.removeHeader('content-disposition');
      res.removeHeader('cache-control');
      fail(req, res, error);
    }
  });

  return router;
}

/** Type, no sniffing, how to show it, its validator and who may cache it. */
function serveHeaders(res: Response, served: ServedFile): void {
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
