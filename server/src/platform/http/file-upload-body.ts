import type { Request } from 'express';
import busboy from 'busboy';
import { AppError } from '../../common/errors.js';
import { cleanFileName } from '../../storage/file-content.js';

/** Receiving an upload's body (`POST /api/uploads`, file-routes.ts). */

/** Reads and discards the rest of a refused request (so its client gets the answer), up to `cap` bytes. */
export function discardBody(req: Request, cap: number): void {
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
export function receiveFile(req: Request, maxBytes: number): Promise<Received> {
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
      // a client that went away is CANCELED; a body that arrived whole but does not parse (a NUL in
      // a file name is a malformed part header) is the client's mistake
      reject(
        req.destroyed && !req.complete
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
