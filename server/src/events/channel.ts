/** What a channel hands its values to when it has a listener instead of an iterating consumer. */
export type ChannelSink<T> = {
  /** Each value, synchronously as it is pushed (or, for those already queued, when listened to). */
  deliver(value: T): void;
  /** The end, after the last value. */
  ended(): void;
};

/**
 * A push-to-pull queue: producers `push`, one consumer iterates — or `listen`s, and is then given
 * each value synchronously as it is pushed (no promise per value: the live fan-out's delivery).
 * `return()` (a client leaving) runs `onClose` once, so listeners are always removed.
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private queue: T[] | null = null;
  private waiting: ((result: IteratorResult<T>) => void)[] | null = null;
  private sink: ChannelSink<T> | null = null;
  private done = false;

  constructor(private readonly onClose?: () => void) {}

  push(value: T): void {
    if (this.done) return;
    if (this.sink) return this.sink.deliver(value);
    const waiter = this.waiting?.shift();
    if (waiter) waiter({ value, done: false });
    else (this.queue ??= []).push(value);
  }

  /** Ends the stream: the consumer sees `done` after what is queued. */
  end(): void {
    if (this.done) return;
    this.done = true;
    this.closing();
    if (this.sink) this.sink.ended();
    for (const waiter of this.waiting?.splice(0) ?? []) waiter({ value: undefined, done: true });
  }

  /** Called once, as the channel ends (by `end()` or the consumer's `return()`). */
  protected closing(): void {
    this.onClose?.();
  }

  /**
   * Hands every value to `sink` from now on (those queued first) instead of to `next()`; the
   * channel's only consumer. An ended channel's sink is told of the end at once.
   */
  listen(sink: ChannelSink<T>): void {
    const queued = this.queue;
    this.queue = null;
    for (const value of queued ?? []) sink.deliver(value);
    if (this.done) return sink.ended();
    this.sink = sink;
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queue?.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting ??= []).push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.queue = null;
    this.sink = null;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
