import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorCode } from '../../common/errors.js';
import { logger } from '../../common/logger.js';

type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** What a request that never reached GraphQL did wrong, in the words of SPEC §6. */
function describe(error: HttpError): { status: number; code: ErrorCode; message: string } {
  const status = error.status ?? error.statusCode ?? 500;
  switch (error.type) {
    case 'entity.too.large':
      return {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is larger than the server accepts.',
      };
    case 'entity.parse.failed':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, code: 'BAD_REQUEST', message: 'The request body must be UTF-8 JSON.' };
    default:
      break;
  }
  if (status >= 400 && status < 500) {
    return { status, code: 'BAD_REQUEST', message: 'The request could not be understood.' };
  }
  return {
    status: 500,
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Something went wrong on our side. Please try again.',
  };
}

/**
 * Errors on `/graphql` before Apollo answers (a body that is not JSON, too large, a bad
 * encoding): a GraphQL-shaped JSON answer with a SPEC §6 code; never a stack or a path.
 */
export const graphqlHttpErrors: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, code, message } = describe(error);
  if (status >= 500) (req.log ?? logger).error({ err: error }, 'request failed');
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
};

/** Every other failed request: a plain status line, with the cause logged, never shown. */
export const plainHttpErrors: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status } = describe(error);
  if (status >= 500) (req.log ?? logger).error({ err: error }, 'request failed');
  res
    .status(status)
    .type('text/plain')
    .send(status === 404 ? 'Not Found' : status < 500 ? 'Bad Request' : 'Internal Server Error');
};

/** A path nothing served (e.g. a POST outside /graphql): a plain 404, not express's HTML page. */
export const plainNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not Found');
};
