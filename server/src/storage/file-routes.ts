import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { pipeline } from 'node:stream/promises';
import type { Context } from '../common/context.js';
import { AppError, type ErrorCode } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { isUploadKind } from './file-content.js';
import type { FileStore, ServedFile, ThumbnailWidth } from './file-store.js';
import type { StoredFile } from './stored-file.entity.js';
import { fileUrl, THUMBNAIL_WIDTHS } from './stored-file.resolver.js';
import type { ByteRange } from './storage-driver.js';
import { signInRefusal } from '../auth/access-rules.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { Config } from '../common/config.js';
import { ApiTokenScope } from '../common/api-token-scope.js';

/** The services the routes use. */
export type FileRouteServices = { config: Config; files: FileStore; rateLimiter: RateLimiter };

/**
 * The HTTP side of the routes, given by the composition root (app/server.ts): the request's
 * context as /graphql builds it, the CSRF rule, the upload's body and the download's headers.
 */
export type FileRouteHttp = {
  viewerOf: (req: Request, res: Response) => Promise<Context>;
  isDatabaseDown: (error: unknown) => boolean;
  csrfRefusal: (headers: IncomingHttpHeaders) => string | null;
  receiveFile: (req: Request, maxBytes: number) => Promise<{ bytes: Buffer; name: string }>;
  discardBody: (req: Request, cap: number) => void;
  etagMatches: (header: string | undefined, etag: string) => boolean;
  parseRange: (header: string | undefined, length: number) => ByteRange | null | 'unsatisfiable';
  serveHeaders: (res: Response, served: ServedFile) => void;
};

export const UPLOADS_PATH = '/api/uploads';
export const FILES_PATH = '/files/:id';

/** The scopes of which an API token needs one to upload. */
const UPLOAD_SCOPES = [ApiTokenScope.WIRES, ApiTokenScope.CATALOGUE];

/** A sign-in refusal placed at the upload's field. */
function atFile(error: AppError): AppError {
  return error.at('file');
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
  // a rate limit says when its window has room again (else a minute: its windows count minutes)
  const limitedFor = typeof error.details?.retryAfter === 'number' ? error.details.retryAfter : 60;
  if (status === 503) res.setHeader('retry-after', String(retryAfterSeconds));
  if (status === 429) res.setHeader('retry-after', String(limitedFor));
  send(res, status, {
    errors: [
      {
        message: error.message,
        // a refused request as a whole (CSRF) concerns no field
        extensions: {
          code: error.code,
          ...(error.code === 'BAD_REQUEST' ? {} : { field: error.field ?? 'file' }),
          ...(status === 429 ? { retryAfter: limitedFor } : {}),
        },
      },
    ],
  });
}

/**
 * `POST /api/uploads?kind=image|document|image-or-document` (multipart, one file in `file`) and
 * `GET /files/:id[?w=320|1280]`. Both resolve the viewer as `/graphql` does (`viewerOf`), so a
 * Bearer token works wherever the context builder accepts one.
 */
export function fileRoutes(services: FileRouteServices, http: FileRouteHttp): Router {
  const router = express.Router();
  const { config, files } = services;
  // the request's context: its viewer (session cookie, or a Bearer token) and a forked EntityManager
  const { viewerOf, isDatabaseDown, csrfRefusal, receiveFile, discardBody } = http;
  const { etagMatches, parseRange, serveHeaders } = http;

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
      if (context.limitedTo)
        throw new AppError('FORBIDDEN', context.limitedTo.message, {
          field: 'file',
          details: { reason: context.limitedTo.reason },
        });
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
