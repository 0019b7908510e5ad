import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import { WebSocket } from 'ws';
import { nextFrame, PayloadFrames, rawSocket, TOO_FAR_BEHIND } from './ws-frames.js';
import { GraphqlSocket } from './ws-transport.js';

/** `ws`' frame parser (a client's: frames from the server are unmasked); untyped by @types/ws. */
type Parser = {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'conclude', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(bytes: Buffer): void;
};
const { Receiver } = wsModule as unknown as { Receiver: new (options: { isServer: boolean }) => Parser };

/** What a websocket client reads from `bytes` (ws' own parser: lengths and UTF-8 checked). */
function readAll(bytes: Buffer): { messages: string[]; closeCode: number | null } {
  const messages: string[] = [];
  let closeCode: number | null = null;
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    messages.push(data.toString('utf8'));
  });
  receiver.on('conclude', (code) => (closeCode = code));
  receiver.on('error', (error) => {
    throw error;
  });
  receiver.write(bytes);
  return { messages, closeCode };
}
const read = (bytes: Buffer): string[] => readAll(bytes).messages;

describe('nextFrame', () => {
  // 7-bit, 16-bit and 64-bit payload lengths (RFC 6455 §5.2), ids with characters outside ASCII
  it.each([
    ['"1"', 10],
    ['"3f0c-ü-✓"', 500],
    ['"a\\"b"', 70_000],
  ])('is the text frame of the next message with id %s (payload of %i characters)', (idJson, size) => {
    const json = JSON.stringify({ data: { text: 'é'.repeat(size) } });
    const tail = Buffer.from(`,"type":"next","payload":${json}}`);
    const frames = read(Buffer.concat([nextFrame(idJson, tail), nextFrame(idJson, tail)]));
    expect(frames).toHaveLength(2);
    const message = JSON.parse(frames[1]!) as { id: string; type: string; payload: unknown };
    expect(message).toEqual({ id: JSON.parse(idJson) as string, type: 'next', payload: JSON.parse(json) });
  });
});

/**
 * A server-side socket (the transport's own class) over a stream standing for the TCP connection:
 * a reader that keeps up takes every write at once; a stalled one takes none until it resumes.
 */
function socketOver(frames: PayloadFrames, reading: boolean) {
  const taken: Buffer[] = [];
  let stalled: (() => void) | null = null;
  const stream = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      taken.push(chunk);
      if (reading) done();
      else stalled = done; // the rest queue behind this write
    },
  });
  // as `ws`'s server makes its sockets (its option, missing from @types/ws)
  const socket = new GraphqlSocket(null as unknown as string, undefined, { closeTimeout: 60_000 } as object);
  (socket as unknown as { setSocket(s: Duplex, head: Buffer, o: object): void }).setSocket(
    stream,
    Buffer.alloc(0),
    { maxPayload: 1024 * 1024 },
  );
  /** What the client reads once the reader takes everything queued. */
  const drained = () => {
    reading = true;
    stalled?.();
    return readAll(Buffer.concat(taken));
  };
  return { socket, drained };
}

describe('PayloadFrames: a subscriber too far behind', () => {
  const result = { data: { wireboardEvents: { kind: 'POSTED', text: 'x'.repeat(1000) } } };
  const LIMIT = 8 * 1024;
  const frameBytes = nextFrame(
    '"1"',
    Buffer.from(`,"type":"next","payload":${JSON.stringify(result)}}`),
  ).length;

  /** Frames held to LIMIT, and the sockets it closed. */
  const limited = () => {
    const behind: WebSocket[] = [];
    const frames = new PayloadFrames(
      () => [],
      () => undefined,
      () => {},
      LIMIT,
      (s) => behind.push(s),
    );
    return { frames, behind };
  };

  it('is closed with 1013 on the first write past the limit, and written no more', () => {
    const { frames, behind } = limited();
    const { socket, drained } = socketOver(frames, false);
    let writes = 0;
    while (socket.readyState === WebSocket.OPEN && writes < 100) {
      frames.write(socket, '"1"', { ...result }, undefined);
      writes++;
    }
    expect(socket.readyState).toBe(WebSocket.CLOSING);
    expect(behind).toEqual([socket]);
    expect(writes).toBe(Math.floor(LIMIT / frameBytes) + 1);
    frames.write(socket, '"1"', { ...result }, undefined); // closing: skipped
    const { messages, closeCode } = drained();
    expect(messages).toHaveLength(writes);
    expect(JSON.parse(messages[0]!)).toEqual({ id: '1', type: 'next', payload: result });
    expect(closeCode).toBe(TOO_FAR_BEHIND);
  });

  it('is left open while it keeps up, however many frames it is sent', () => {
    const { frames, behind } = limited();
    const { socket, drained } = socketOver(frames, true);
    for (let i = 0; i < 100; i++) frames.write(socket, '"1"', { ...result }, undefined);
    socket.send(JSON.stringify({ type: 'pong' })); // the protocol's other messages go the same way
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(behind).toEqual([]);
    const { messages, closeCode } = drained();
    expect(messages).toHaveLength(101);
    expect(closeCode).toBeNull();
  });
});

describe('PayloadFrames: one result to many sockets', () => {
  it('writes each socket the frame of its own id, one frame shared by the sockets whose subscriptions have the same id', () => {
    const frames = new PayloadFrames(
      () => [],
      () => undefined,
    );
    const result = { data: { wireboardEvents: { type: 'CREATED', title: 'Cement, 40 bags' } } };
    // a stalled reader still holds its frame, unsent, while the others are written
    const sockets = [
      socketOver(frames, false),
      socketOver(frames, true),
      socketOver(frames, true),
      socketOver(frames, true),
    ];
    const ids = ['"1"', '"1"', '"2"', '"1"'];
    sockets.forEach(({ socket }, i) => frames.write(socket, ids[i]!, result, undefined));
    const payload = frames.payload(result);
    expect(payload.frame('"1"')).toBe(payload.frame('"1"'));
    expect(payload.frame('"2"')).not.toBe(payload.frame('"1"'));
    sockets.forEach(({ drained }, i) => {
      const { messages } = drained();
      expect(messages.map((message) => JSON.parse(message) as unknown)).toEqual([
        { id: JSON.parse(ids[i]!) as string, type: 'next', payload: result },
      ]);
    });
  });
});

describe('rawSocket', () => {
  it('is the TCP socket when no extension was negotiated, and null when one was (its frames are not whole)', () => {
    const frames = new PayloadFrames(
      () => [],
      () => undefined,
    );
    const { socket } = socketOver(frames, true);
    const tcp = (socket as unknown as { _socket: Duplex })._socket;
    expect(rawSocket(socket)).toBe(tcp);
    (socket as unknown as { _extensions: object })._extensions = { 'permessage-deflate': {} };
    expect(rawSocket(socket)).toBeNull();
  });
});
