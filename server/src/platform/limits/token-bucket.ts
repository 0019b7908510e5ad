/**
 * A token bucket: holds at most `capacity`, refilled at `perMs` tokens a millisecond. The one
 * rate shape of the server: each websocket's operation rate (ws-rate.ts) and each client's cost
 * budget (client-limits.ts) are buckets.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.at = now;
  }

  /** What the bucket holds at `now`. */
  level(now: number): number {
    return Math.min(this.capacity, this.tokens + (now - this.at) * this.perMs);
  }

  /** Whether it is full again at `now` (a full bucket is the same as a new one). */
  isFull(now: number): boolean {
    return this.level(now) >= this.capacity;
  }

  /**
   * Takes `price` whatever the bucket holds, down to minus its capacity: what an operation used
   * beyond what it was charged, found after it ran. The debt is refilled before anything more is taken.
   */
  charge(price: number, now: number): void {
    this.tokens = Math.max(-this.capacity, this.level(now) - price);
    this.at = now;
  }

  /**
   * Takes `price` (at most the capacity: a dearer price waits for a full bucket); when the bucket
   * holds less, takes nothing and returns the milliseconds until it would hold enough, else 0.
   */
  take(price: number, now: number): number {
    const wanted = Math.min(price, this.capacity);
    this.tokens = this.level(now);
    this.at = now;
    if (this.tokens < wanted) return (wanted - this.tokens) / this.perMs;
    this.tokens -= wanted;
    return 0;
  }
}
