import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../common/logger.js';

type WithLog = { id: string; log: Logger; err?: unknown };

/**
 * The request's logger (`req.log`, with its `reqId`) and one line per answer: `debug` when it is
 * answered, `error` when it fails (an error, or a 5xx status), as pino-http writes them.
 *
 * pino-http serialises each request's headers into a second child logger as the request starts,
 * whether or not a line is ever written. Below `debug` (info, in production) only a failure
 * writes one: then only the request's logger is made as it starts, and pino-http's line is made
 * the same way (its serialisers, bindings and message) if the answer fails.
 */
export function requestLog(root: Logger): RequestHandler {
  const http = pinoHttp({
    logger: root,
    genReqId: (req) => (req as Request & WithLog).id,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'debug'),
    quietReqLogger: true,
  });
  return (req, res, next) => {
    if (root.isLevelEnabled('debug')) return http(req, res, next);
    const request = req as Request & WithLog;
    const log = http.logger.child({ reqId: request.id });
    request.log = log;
    (res as Response & { log?: Logger }).log = log;
    const started = Date.now();
    const done = (err?: Error) => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      res.removeListener('error', done);
      const failed = (res as Response & { err?: unknown }).err;
      if (!err && !failed && res.statusCode < 500) return;
      const error = err ?? failed ?? new Error(`failed with status code ${res.statusCode}`);
      log.child({ req }).error({ res, err: error, responseTime: Date.now() - started }, 'request errored');
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}
