import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../../common/logger.js';
import { serveGraphqlWs, type Protocol } from './ws-transport.js';

describe('a frame the client should not have sent', () => {
  it('closes the socket with 1009 and logs a warning, not an error, for a message over the limit', async () => {
    const lines: { level: number; msg: string; code?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    const log = pino({ level: 'info' }, sink) as unknown as Logger;
    const wsServer = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 1024 });
    await new Promise<void>((resolve) => wsServer.once('listening', resolve));
    // no message is ever read, so the protocol is never asked
    const served = serveGraphqlWs({} as Protocol<unknown>, wsServer, log);
    try {
      const { port } = wsServer.address() as AddressInfo;
      const client = new WebSocket(`ws://127.0.0.1:${port}`, 'graphql-transport-ws');
      await new Promise<void>((resolve, reject) => {
        client.once('open', resolve);
        client.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => client.once('close', (code) => resolve(code)));
      client.send('x'.repeat(2048));
      expect(await closed).toBe(1009);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'websocket frame refused',
          code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
        }),
      );
    } finally {
      await served.dispose(); // closes the server too
    }
  });
});
