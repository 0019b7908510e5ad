import type { WebSocket } from 'ws';

/** The transport's two timers over all its sockets: one keep-alive, one wait for `connection_init`. */

/** How often every socket is pinged; one that has not answered the previous ping by then is dropped. */
export const KEEP_ALIVE_MS = 12_000;
/**
 * The sockets are pinged a slice at a time, one slice per tick (every 100 ms), each slice once per
 * `KEEP_ALIVE_MS`: small slices hold the event loop only briefly, so an event that comes during a
 * tick waits little (with 10k sockets, a few milliseconds).
 */
export const KEEP_ALIVE_SLICES = 120;
/** How long a socket may take to send `connection_init` (graphql-ws' default): then it is closed 4408. */
export const CONNECTION_INIT_WAIT_MS = 3_000;

/**
 * The keep-alive of every socket, in slices: each socket has its slice (in turn, as they open)
 * and is pinged every `slices` ticks; one that has not answered its previous ping (a pong, or any
 * message) by its next turn is dropped. 10k sockets' pings, and their pongs, are then spread over
 * the interval, not one burst that would hold up the events behind it (≈ 0.2 s of CPU at 10k);
 * a tick visits only its own slice's sockets.
 */
export class KeepAlive {
  /** The sockets of each slice (a closed one leaves at its slice's next turn). */
  private readonly slices: Set<WebSocket>[];
  /** Sockets pinged that have not answered since. */
  private readonly silent = new WeakSet<WebSocket>();
  private opened = 0;
  private ticks = 0;

  constructor(slices: number) {
    this.slices = Array.from({ length: slices }, () => new Set<WebSocket>());
  }

  /** A new socket: alive, in the next slice. */
  add(socket: WebSocket): void {
    this.slices[this.opened++ % this.slices.length]!.add(socket);
  }

  /** The socket answered (a pong, or any message). */
  answered(socket: WebSocket): void {
    this.silent.delete(socket);
  }

  /** The next slice's turn: each of its open sockets is dropped if it has not answered, else pinged. */
  tick(): void {
    const slice = this.slices[this.ticks++ % this.slices.length]!;
    for (const socket of slice) {
      if (socket.readyState === socket.CLOSED) slice.delete(socket);
      if (socket.readyState !== socket.OPEN) continue;
      if (this.silent.has(socket)) {
        slice.delete(socket);
        socket.terminate();
        continue;
      }
      this.silent.add(socket);
      socket.ping();
    }
  }
}

/**
 * The sockets waiting for their `connection_init`, behind one timer for all of them (not one per
 * socket, kept as long as the socket is): each has the same wait, so the first one in is the
 * first one due, and the timer is set for it alone.
 */
export class InitDeadlines {
  /** Waiting sockets and when they opened, in the order they opened (a Map keeps it). */
  private readonly waiting = new Map<WebSocket, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly waitMs: number,
    /** Told of each socket whose wait is over. */
    private readonly expired: (socket: WebSocket) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** How many sockets are waiting. */
  get size(): number {
    return this.waiting.size;
  }

  add(socket: WebSocket): void {
    this.waiting.set(socket, this.now());
    if (!this.timer) this.arm();
  }

  /** The socket sent its `connection_init`, or closed. */
  delete(socket: WebSocket): void {
    this.waiting.delete(socket);
    if (this.waiting.size === 0) this.stop();
  }

  /** Every socket whose wait is over is told of, in the order they opened; then the timer is set for the next. */
  check(): void {
    this.timer = null;
    const now = this.now();
    for (const [socket, openedAt] of this.waiting) {
      if (openedAt + this.waitMs > now) break;
      this.waiting.delete(socket);
      this.expired(socket);
    }
    if (this.waiting.size) this.arm();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    const first = this.waiting.values().next();
    const due = first.done ? this.waitMs : first.value + this.waitMs - this.now();
    this.timer = setTimeout(() => this.check(), Math.max(0, Math.ceil(due)));
    this.timer.unref();
  }
}
