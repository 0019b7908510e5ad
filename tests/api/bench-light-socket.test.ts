import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';

/** The bench's own WebSocket reader (bench/lib/light-socket.mjs), as figure 3's subscribers use it. */
type LightSocket = { send(text: string): void; terminate(): void };
type LightSocketClass = {
  open(
    url: string,
    protocol: string,
    onMessage: (text: string, at: number, bytes: number) => void,
    onClose?: () => void,
  ): Promise<LightSocket>;
};

const modulePath = path.resolve(import.meta.dirname, '../../bench/lib/light-socket.mjs');

let LightSocket: LightSocketClass;
const server = createServer();
const wss = new WebSocketServer({
  server,
  perMessageDeflate: false,
  handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false),
});
let url = '';

beforeAll(async () => {
  ({ LightSocket } = (await import(pathToFileURL(modulePath).href)) as { LightSocket: LightSocketClass });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

/** A client of the light socket, with the server's side of it and the messages it has read. */
async function connect() {
  const messages: { text: string; bytes: number }[] = [];
  let heard: () => void = () => {};
  const peer = once(wss, 'connection') as Promise<[WebSocket]>;
  const client = await LightSocket.open(url, 'graphql-transport-ws', (text, _at, bytes) => {
    messages.push({ text, bytes });
    heard();
  });
  const [socket] = await peer;
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      heard = () => messages.length >= count && resolve();
      heard();
    });
  return { client, socket, messages, until };
}

describe("the bench's light WebSocket reader", () => {
  it('reads short, 16-bit and 64-bit lengths, fragments, and frames split or joined in TCP writes', async () => {
    const { client, socket, messages, until } = await connect();
    socket.send('{"type":"connection_ack"}');
    socket.send('é'.repeat(100)); // 200 bytes: a 16-bit length
    socket.send('x'.repeat(70_000)); // a 64-bit length
    socket.send('frag', { fin: false });
    socket.send('ment', { fin: true });
    await until(4);
    // two frames in one write, then one frame in two writes
    const frame = (text: string) => Buffer.concat([Buffer.from([0x81, text.length]), Buffer.from(text)]);
    const raw = (socket as unknown as { _socket: { write(bytes: Buffer): void } })._socket;
    raw.write(Buffer.concat([frame('one'), frame('two')]));
    const split = frame('three');
    raw.write(split.subarray(0, 3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    raw.write(split.subarray(3));
    await until(7);
    expect(messages.map((m) => m.text.slice(0, 25))).toEqual([
      '{"type":"connection_ack"}',
      'é'.repeat(25),
      'x'.repeat(25),
      'fragment',
      'one',
      'two',
      'three',
    ]);
    expect(messages.map((m) => m.bytes).slice(0, 4)).toEqual([25, 200, 70_000, 8]);
    client.terminate();
  });

  it('sends masked text the server reads, and answers a ping with its pong', async () => {
    const { client, socket } = await connect();
    const received = once(socket, 'message') as Promise<[Buffer]>;
    client.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    expect(String((await received)[0])).toBe('{"type":"connection_init","payload":{}}');
    const pong = once(socket, 'pong') as Promise<[Buffer]>;
    socket.ping('are you there');
    expect(String((await pong)[0])).toBe('are you there');
    client.terminate();
  });

  it('rejects when the server closes the connection instead of upgrading it', async () => {
    const closing = createServer().on('upgrade', (_request, socket) => socket.destroy());
    closing.listen(0, '127.0.0.1');
    await once(closing, 'listening');
    const port = (closing.address() as AddressInfo).port;
    try {
      await expect(
        LightSocket.open(`ws://127.0.0.1:${port}/`, 'graphql-transport-ws', () => {}),
      ).rejects.toThrow(/closed the connection before upgrading/);
    } finally {
      await new Promise((resolve) => closing.close(resolve));
    }
  });

  it('refuses a server that does not speak the protocol asked', async () => {
    await expect(LightSocket.open(url, 'another-protocol', () => {})).rejects.toThrow(
      /upgrade refused|chose no/,
    );
  });
});
