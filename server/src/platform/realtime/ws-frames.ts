import { performance } from 'node:perf_hooks';
import type { ExecutionResult, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import { arrivalOf } from '../../events/arrivals.js';

/**
 * How many ids' frames a payload keeps. The app's client numbers its subscriptions (1, 2, …), so
 * most sockets' board subscription has one of a few ids.
 */
const SHARED_FRAME_IDS = 8;

/** A `next` payload serialized once, however many sockets it is written to. */
export class SerializedPayload {
  /** The bytes of a `next` message after its id (`,"type":"next","payload":…}`), once needed. */
  private tailBytes: Buffer | null = null;
  /** Frames made, by id (the first few ids): sockets whose subscriptions have the same id share one. */
  private frames: Map<string, Buffer> | null = null;

  get tail(): Buffer {
    return (this.tailBytes ??= Buffer.from(`,"type":"next","payload":${this.json}}`));
  }

  /**
   * The `next` frame of the subscription whose id is `idJson` (`nextFrame`). A frame is never
   * changed once written, so one made for an id is written as it is to the next socket with it.
   */
  frame(idJson: string): Buffer {
    const frames = (this.frames ??= new Map());
    let frame = frames.get(idJson);
    if (!frame) {
      frame = nextFrame(idJson, this.tail);
      // ids the client chose at random are each written once: only the first few are kept
      if (frames.size < SHARED_FRAME_IDS) frames.set(idJson, frame);
    }
    return frame;
  }

  constructor(
    readonly json: string,
    readonly errors: readonly GraphQLFormattedError[] | undefined,
    /** When the event it answers reached this process (performance.now()), if it answers one. */
    readonly arrivedAt: number | undefined,
  ) {}
}

/**
 * A websocket text frame (RFC 6455 §5.2: final, unmasked, as a server sends) of the `next` message
 * `{"id":<idJson>` + `tail`, in one buffer: one write to the socket, the shared payload copied once.
 */
export function nextFrame(idJson: string, tail: Buffer): Buffer {
  const head = `{"id":${idJson}`;
  const headBytes = Buffer.byteLength(head);
  const length = headBytes + tail.length;
  const offset = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(offset + length);
  frame[0] = 0x81; // FIN, text
  if (offset === 2) frame[1] = length;
  else if (offset === 4) {
    frame[1] = 126;
    frame[2] = length >>> 8;
    frame[3] = length & 0xff;
  } else {
    frame[1] = 127;
    frame.fill(0, 2, 6);
    frame.writeUInt32BE(length, 6);
  }
  // an id in ASCII (the usual) is written byte for byte
  frame.write(head, offset, headBytes, headBytes === head.length ? 'latin1' : 'utf8');
  tail.copy(frame, offset + headBytes);
  return frame;
}

/**
 * The TCP socket under a `ws` socket, when a whole frame may be written to it directly: no
 * extension negotiated (no permessage-deflate: `ws` then writes every frame through at once, so
 * ours keep their order with its own).
 */
export function rawSocket(socket: WebSocket): Duplex | null {
  const { _extensions: extensions, _socket: tcp } = socket as unknown as {
    _extensions?: Record<string, unknown>;
    _socket?: Duplex;
  };
  // (not `socket.extensions`: that getter joins their names anew on every read, once per frame)
  if (extensions) for (const _name in extensions) return null;
  return tcp ?? null;
}

/**
 * The close code of a subscriber too far behind (RFC 6455's registry: "Try Again Later"). graphql-ws'
 * client reconnects after it, and a live view refetches on reconnect (SPEC §4): nothing is lost.
 */
export const TOO_FAR_BEHIND = 1013;

/** The time from an event's arrival to the last frame of it handed to the sockets. */
export type FanOutTiming = { arrivedAt: number; lastFrameAt: number; frames: number };

/**
 * Each result serialized once, and written to every socket it goes to as one ready frame
 * (`{ id, type: "next", payload }`): the `next` messages of the WebSocket transport.
 */
export class PayloadFrames {
  private readonly serialized = new WeakMap<ExecutionResult, SerializedPayload>();
  /** The latest event delivered: when it arrived and when its last frame was handed over. */
  last: FanOutTiming | null = null;

  constructor(
    /** The errors as answered (formatted, with codes); run once per shared result. */
    private readonly formatErrors: (result: ExecutionResult) => GraphQLFormattedError[],
    private readonly eventOf: (result: ExecutionResult) => object | undefined,
    /** Told of each `next` frame's errors, once per frame (for /metrics). */
    private readonly onErrors: (errors: readonly GraphQLFormattedError[]) => void = () => {},
    /**
     * The most bytes a socket may hold unsent (written, not yet taken by the kernel): a subscriber
     * that reads slower than events come is closed (TOO_FAR_BEHIND) rather than buffered without end.
     */
    private readonly maxBufferedBytes = Number.POSITIVE_INFINITY,
    /** Told of each socket closed for being too far behind (for the log and /metrics). */
    private readonly onTooFarBehind: (socket: WebSocket) => void = () => {},
  ) {}

  /** Writes `result` to `socket` as the `next` message of operation `id` (the transport's `next`). */
  next(socket: WebSocket, id: string, result: ExecutionResult): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    const payload = this.payload(result);
    this.send(socket, JSON.stringify(id), payload, payload.arrivedAt);
  }

  /**
   * Writes `result` to `socket` as the `next` message of the subscription whose id is `idJson`
   * (JSON): `{ id, type, payload }`, the payload serialized once for all its sockets. A socket no
   * longer open is skipped.
   */
  write(socket: WebSocket, idJson: string, result: ExecutionResult, arrivedAt: number | undefined): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    this.send(socket, idJson, this.payload(result), arrivedAt);
  }

  private send(
    socket: WebSocket,
    idJson: string,
    payload: SerializedPayload,
    arrivedAt: number | undefined,
  ): void {
    if (payload.errors) this.onErrors(payload.errors);
    const raw = rawSocket(socket);
    if (raw) raw.write(payload.frame(idJson));
    else socket.send(`{"id":${idJson},"type":"next","payload":${payload.json}}`);
    if (arrivedAt !== undefined) this.delivered(arrivedAt);
    this.keepUp(socket);
  }

  /**
   * Closes `socket` when it holds more unsent bytes than allowed. It is CLOSING from then on, so
   * nothing more is written to it; `ws` ends the connection if the close is not answered in time.
   */
  keepUp(socket: WebSocket): void {
    if (socket.readyState !== WebSocket.OPEN || socket.bufferedAmount <= this.maxBufferedBytes) return;
    socket.close(TOO_FAR_BEHIND, 'Too far behind: reconnect to read again');
    this.onTooFarBehind(socket);
  }

  /** The result's one serialization. */
  payload(result: ExecutionResult): SerializedPayload {
    let payload = this.serialized.get(result);
    if (!payload) {
      const errors = result.errors?.length ? this.formatErrors(result) : undefined;
      const { errors: _raw, ...rest } = result;
      const formatted: FormattedExecutionResult = errors ? { ...rest, errors } : rest;
      const event = this.eventOf(result);
      payload = new SerializedPayload(JSON.stringify(formatted), errors, event && arrivalOf(event));
      this.serialized.set(result, payload);
    }
    return payload;
  }

  private delivered(arrivedAt: number): void {
    const now = performance.now();
    const last = this.last;
    if (last?.arrivedAt === arrivedAt) {
      last.lastFrameAt = now;
      last.frames++;
    } else if (!last || arrivedAt > last.arrivedAt) {
      this.last = { arrivedAt, lastFrameAt: now, frames: 1 };
    }
  }
}
