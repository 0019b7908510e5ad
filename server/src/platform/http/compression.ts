import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Bodies smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of the app's own answers (GraphQL JSON, index.html, CSV exports): brotli
 * (fast quality) when the client accepts it, else gzip, only above the threshold and only for
 * compressible types. Never for answers that stream events (SSE, incremental delivery), whose
 * parts must reach the client as they are written, nor for answers already encoded (the
 * precompressed assets below).
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD_BYTES,
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (/^(text\/event-stream|multipart\/mixed)/i.test(type)) return false;
      return compression.filter(req, res);
    },
  });
}

/** The encodings the build writes beside each text asset, best first (client/vite.config.ts). */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves a built file's precompressed sibling (`app.js.br`, `app.js.gz`) when the client accepts
 * that encoding, with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`; hashed
 * assets stay immutable for a year. Anything else falls through to the plain static files.
 */
export function precompressedAssets(dir: string, cacheControl: (filePath: string) => string): RequestHandler {
  const root = path.resolve(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(root + path.sep)) return next();
    // ours is the order of preference (brotli is smaller), whatever order the client lists them in
    const choice = PRECOMPRESSED.find((p) => req.acceptsEncodings(p.encoding) === p.encoding);
    if (!choice) return next();
    fs.stat(file + choice.suffix, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.setHeader('Content-Encoding', choice.encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.type(path.extname(file));
      res.setHeader('Cache-Control', cacheControl(file));
      res.sendFile(file + choice.suffix, { cacheControl: false, dotfiles: 'deny' }, (sendError) => {
        if (sendError && !res.headersSent) next();
      });
    });
  };
}
