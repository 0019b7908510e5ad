import http from 'node:http';
import zlib from 'node:zlib';

/** An HTTP answer as it came off the wire: status, headers and the body's bytes (still encoded). */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request with Node's own client, nothing added or decoded: a GET without a body, else a POST
 * of `body` as JSON with its length (`headers` may override either).
 */
export function rawRequest(
  url: string,
  headers: Record<string, string | number> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  const sent: Record<string, string | number> =
    body === undefined
      ? headers
      : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers };
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: body === undefined ? 'GET' : 'POST', headers: sent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The body's bytes after its `content-encoding` (brotli, gzip or none). */
export function decodedBody(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}
