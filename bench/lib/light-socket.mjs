// A WebSocket client (RFC 6455) with as little work per frame as a reader can do: the bench's
// thousands of subscribers all live in one process, so each frame's cost on the reading side adds
// up in series. `ws`' client (a stream per socket that parses into another) fell behind the
// server's write loop at 10k sockets; reading the TCP socket and splitting its frames here, with
// JSON.parse on each message as before, keeps pace with it. What a subscriber is sent, and when,
// is the same.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { nowMs } from './common.mjs';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa };

/** A client frame (final, masked, as RFC 6455 §5.3 requires of a client) of `opcode` with `payload`. */
function clientFrame(opcode, payload) {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + lengthBytes + 4 + length);
  frame[0] = 0x80 | opcode;
  if (lengthBytes === 0) frame[1] = 0x80 | length;
  else if (lengthBytes === 2) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const maskAt = 2 + lengthBytes;
  randomBytes(4).copy(frame, maskAt);
  for (let i = 0; i < length; i++) frame[maskAt + 4 + i] = payload[i] ^ frame[maskAt + (i & 3)];
  return frame;
}

/**
 * One WebSocket over a TCP socket. `onMessage(text, at, bytes)`: each text message, as a string,
 * with the time (`nowMs`) its last bytes were read and its length in bytes. Pings are answered; a close is answered and ends it.
 */
export class LightSocket {
  /** Bytes read that do not make a whole frame yet. */
  rest = null;
  /** A fragmented message's parts so far (servers here never fragment; handled all the same). */
  parts = null;

  constructor(socket, onMessage, onClose) {
    this.socket = socket;
    this.onMessage = onMessage;
    this.onClose = onClose;
  }

  /**
   * Opens a socket to `url` (ws://) speaking `protocol`, from `localAddress` when given; resolves
   * once the server has upgraded it.
   */
  static open(url, protocol, onMessage, onClose = () => {}, localAddress = undefined) {
    const { hostname, port, pathname, search, host } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port: Number(port || 80), host: hostname, localAddress });
      socket.setNoDelay(true);
      const key = randomBytes(16).toString('base64');
      const expected = createHash('sha1')
        .update(key + ACCEPT_GUID)
        .digest('base64');
      let head = Buffer.alloc(0);
      const fail = (error) => {
        socket.destroy();
        reject(error);
      };
      const closedEarly = () => fail(new Error('the server closed the connection before upgrading it'));
      const onHead = (chunk) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onHead);
        socket.off('error', fail);
        socket.off('close', closedEarly);
        const lines = head.subarray(0, end).toString('latin1').split('\r\n');
        const headers = new Map(
          lines.slice(1).map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        if (!/^HTTP\/1\.1 101 /.test(lines[0]) || headers.get('sec-websocket-accept') !== expected)
          return fail(new Error(`WebSocket upgrade refused: ${lines[0]}`));
        if (headers.get('sec-websocket-protocol') !== protocol)
          return fail(new Error(`the server chose no ${protocol}`));
        const light = new LightSocket(socket, onMessage, onClose);
        socket.on('data', (data) => light.read(data));
        socket.on('close', () => light.onClose());
        socket.on('error', () => {});
        const after = head.subarray(end + 4);
        if (after.length) light.read(after);
        resolve(light);
      };
      socket.on('data', onHead);
      socket.on('error', fail);
      socket.on('close', closedEarly);
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: ${protocol}\r\n\r\n`,
      );
    });
  }

  /** Sends `text` as one text message. */
  send(text) {
    this.socket.write(clientFrame(OP.text, Buffer.from(text)));
  }

  terminate() {
    this.socket.destroy();
  }

  /** Takes the bytes read: each whole frame in them, in order; keeps the rest for the next read. */
  read(chunk) {
    const at = nowMs();
    const data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      const available = data.length - offset;
      if (available < 2) break;
      const first = data[offset];
      const second = data[offset + 1];
      if (second & 0x80) return this.protocolError('a server frame is masked');
      let length = second & 0x7f;
      let headLength = 2;
      if (length === 126) {
        if (available < 4) break;
        length = data.readUInt16BE(offset + 2);
        headLength = 4;
      } else if (length === 127) {
        if (available < 10) break;
        length = Number(data.readBigUInt64BE(offset + 2));
        headLength = 10;
      }
      if (available < headLength + length) break;
      const payload = data.subarray(offset + headLength, offset + headLength + length);
      offset += headLength + length;
      this.frame(first & 0x0f, (first & 0x80) !== 0, payload, at);
    }
    this.rest = offset < data.length ? data.subarray(offset) : null;
  }

  frame(opcode, final, payload, at) {
    if (opcode === OP.ping) return void this.socket.write(clientFrame(OP.pong, payload));
    if (opcode === OP.pong) return;
    if (opcode === OP.close) {
      this.socket.end(clientFrame(OP.close, payload.subarray(0, 2)));
      return;
    }
    if (opcode === OP.text || opcode === OP.binary) {
      if (this.parts) return this.protocolError('a new message before the last one ended');
      if (final)
        return void (opcode === OP.text && this.onMessage(payload.toString('utf8'), at, payload.length));
      this.parts = { opcode, buffers: [payload] };
      return;
    }
    if (opcode === OP.continuation && this.parts) {
      this.parts.buffers.push(payload);
      if (!final) return;
      const { opcode: kind, buffers } = this.parts;
      this.parts = null;
      const whole = Buffer.concat(buffers);
      if (kind === OP.text) this.onMessage(whole.toString('utf8'), at, whole.length);
      return;
    }
    this.protocolError(`unexpected opcode ${opcode}`);
  }

  protocolError(reason) {
    this.socket.destroy(new Error(`WebSocket protocol error: ${reason}`));
  }
}
