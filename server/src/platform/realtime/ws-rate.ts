import { TokenBucket } from '../limits/token-bucket.js';

/** Close code of a websocket that keeps sending operations over its rate (graphql-ws treats it as final). */
export const WS_CLOSE_TOO_MANY_REQUESTS = 4429;

/**
 * A token bucket for one websocket's operations: `perSecond` come back each second, up to
 * `burst`. `take` says whether an operation may start; `flooding` whether the socket went on
 * sending more than a whole burst of refused operations in a row (then it is closed).
 */
export class OperationRate {
  private readonly bucket: TokenBucket;
  private refusedInARow = 0;
  /** Seconds until the last refused operation could have run (for its `retryAfter`). */
  retryAfterSeconds = 1;

  constructor(
    perSecond: number,
    private readonly burst: number,
  ) {
    this.bucket = new TokenBucket(burst, perSecond / 1000, Date.now());
  }

  take(now = Date.now()): boolean {
    const waitMs = this.bucket.take(1, now);
    if (waitMs === 0) {
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow += 1;
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return false;
  }

  get flooding(): boolean {
    return this.refusedInARow > this.burst;
  }
}
