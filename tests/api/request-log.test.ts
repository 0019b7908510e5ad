import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express, { type Request } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../server/src/platform/observability/request-log.js';
import type { Logger } from '../../server/src/common/logger.js';

/** An express app with `requestLog` on a logger at `level`, and the lines it wrote. */
async function withApp(level: string, run: (url: string, lines: Record<string, unknown>[]) => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level }, sink) as unknown as Logger;
  const app = express();
  app.use((req, _res, next) => {
    (req as Request & { id: string }).id = String(req.headers['x-request-id']);
    next();
  });
  app.use(requestLog(logger));
  app.get('/ok', (req, res) => {
    (req as Request & { log: Logger }).log.info('inside');
    res.json({ ok: true });
  });
  app.get('/fails', (_req, res) => {
    res.status(503).json({ ok: false });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const get = (url: string, id: string) => fetch(url, { headers: { 'x-request-id': id } });

describe('the request log', () => {
  it('below debug: the request’s logger carries its reqId, and only a failed answer writes a line', async () => {
    await withApp('info', async (url, lines) => {
      expect((await get(`${url}/ok`, 'req-ok')).status).toBe(200);
      expect((await get(`${url}/fails`, 'req-fails')).status).toBe(503);
      // the failure's line comes after the answer's own: wait for it as the barrier
      await expect.poll(() => lines.some((l) => l.msg === 'request errored')).toBe(true);
      expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
        ['req-ok', 'inside'],
        ['req-fails', 'request errored'],
      ]);
      const failed = lines[1]!;
      expect(failed.level).toBe(50);
      expect(failed.req).toMatchObject({ id: 'req-fails', method: 'GET', url: '/fails' });
      expect(failed.res).toMatchObject({ statusCode: 503 });
      expect(failed.err).toMatchObject({ message: 'failed with status code 503' });
      expect(failed.responseTime).toEqual(expect.any(Number));
    });
  });

  it('at debug: every answer is logged by pino-http, as before', async () => {
    await withApp('debug', async (url, lines) => {
      expect((await get(`${url}/ok`, 'req-ok')).status).toBe(200);
      await expect.poll(() => lines.some((l) => l.msg === 'request completed')).toBe(true);
      const completed = lines.find((l) => l.msg === 'request completed')!;
      expect(completed).toMatchObject({ level: 20, reqId: 'req-ok', req: { id: 'req-ok', url: '/ok' } });
      expect(lines.find((l) => l.msg === 'inside')).toMatchObject({ reqId: 'req-ok' });
    });
  });
});
