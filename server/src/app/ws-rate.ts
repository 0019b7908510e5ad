/** Close code of a websocket that keeps sending operations over its rate (graphql-ws treats it as final). */
export const WS_CLOSE_TOO_MANY_REQUESTS = 4429;

/**
 * A token bucket for one websocket's operations: `perSecond` come back each second, up to
 * `burst`. `take` says whether an operation may start; `flooding` whether the socket went on
 * sending more than a whole burst of refused operations in a row (then it is closed).
 */
export class OperationRate {
  private tokens: number;
  private last = Date.now();
  private refusedInARow = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow += 1;
    return false;
  }

  get flooding(): boolean {
    return this.refusedInARow > this.burst;
  }
}
