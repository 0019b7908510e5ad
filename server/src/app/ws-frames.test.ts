import { describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import { nextFrame } from './ws-frames.js';

/** `ws`' frame parser (a client's: frames from the server are unmasked); untyped by @types/ws. */
type Parser = {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(bytes: Buffer): void;
};
const { Receiver } = wsModule as unknown as { Receiver: new (options: { isServer: boolean }) => Parser };

/** The messages a websocket client reads from `bytes` (ws' own parser: lengths and UTF-8 checked). */
function read(bytes: Buffer): string[] {
  const messages: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    messages.push(data.toString('utf8'));
  });
  receiver.on('error', (error) => {
    throw error;
  });
  receiver.write(bytes);
  return messages;
}

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
