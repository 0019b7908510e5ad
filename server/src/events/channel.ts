/**
 * A push-to-pull queue: producers `push`, one consumer iterates. `return()` (a client leaving)
 * runs `onClose` once, so listeners are always removed.
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private done = false;

  constructor(private onClose: () => void = () => {}) {}

  push(value: T): void {
    if (this.done) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value, done: false });
    else this.queue.push(value);
  }

  /** Ends the stream: the consumer sees `done` after what is queued. */
  end(): void {
    if (this.done) return;
    this.done = true;
    const close = this.onClose;
    this.onClose = () => {};
    close();
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queue.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
