import { isIPv6 } from 'node:net';
import type { Actor } from '../../common/actor.js';
import { TokenBucket } from './token-bucket.js';

/**
 * Who a request counts against: a signed-in account by its member id, anyone else by IP (an IPv6
 * address by its /64, which one subscriber usually holds whole). Integrators' API tokens get their
 * own key here when they arrive.
 */
export function clientKeyOf(actor: Pick<Actor, 'viewer' | 'ip' | 'tokenId'>): string {
  // an integration's token has its own budget: it cannot starve its owner's browser, or the reverse
  if (actor.tokenId) return `token:${actor.tokenId}`;
  if (actor.viewer) return `member:${actor.viewer.id}`;
  return `ip:${networkOf(actor.ip ?? 'unknown')}`;
}

function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** How many clients' state a process keeps before it forgets those at rest. */
const MAX_CLIENTS = 50_000;

/**
 * A cost budget per client: a token bucket holding at most `burst`, refilled at `perMinute`, that
 * each operation's estimated cost is taken from. In-process: with N server processes a client
 * gets up to N budgets (docs/decisions/0006-fair-use-of-the-database.md).
 */
/** A client's cost budget at one moment (see `CostBudget.status`). */
export type BudgetStatus = {
  limit: number;
  remaining: number;
  resetSeconds: number;
  restorePerSecond: number;
};

export class CostBudget {
  /** Each client's bucket, and until when it was told to wait after a refusal. */
  private readonly clients = new Map<string, { bucket: TokenBucket; until?: number }>();
  private readonly perMs: number;

  constructor(
    private readonly burst: number,
    perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes `cost` from `key`'s bucket; when it holds less, takes nothing and says how long to wait. */
  take(key: string, cost: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.now();
    const client = this.clientOf(key, now);
    // an operation dearer than the whole bucket waits for a full one (MAX_QUERY_COST keeps it below)
    const waitMs = client.bucket.take(cost, now);
    if (waitMs === 0) {
      client.until = undefined;
      return { ok: true };
    }
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    client.until = now + retryAfterSeconds * 1000;
    return { ok: false, retryAfterSeconds };
  }

  /** Takes `extra` from `key`'s bucket however little it holds (an operation's cost found after it ran). */
  charge(key: string, extra: number): void {
    if (extra <= 0) return;
    const now = this.now();
    this.clientOf(key, now).bucket.charge(extra, now);
  }

  private clientOf(key: string, now: number): { bucket: TokenBucket; until?: number } {
    let client = this.clients.get(key);
    if (!client) {
      if (this.clients.size >= MAX_CLIENTS) this.forgetFull(now);
      this.clients.set(key, (client = { bucket: new TokenBucket(this.burst, this.perMs, now) }));
    }
    return client;
  }

  /**
   * What `key`'s budget looks like now, for the RateLimit headers and `extensions.cost`: its size,
   * what is left, seconds until it is full again, and the refill rate per second.
   */
  status(key: string): BudgetStatus {
    const now = this.now();
    const level = this.clients.get(key)?.bucket.level(now) ?? this.burst;
    return {
      limit: this.burst,
      remaining: Math.max(0, Math.floor(level)),
      resetSeconds: Math.ceil((this.burst - level) / this.perMs / 1000),
      restorePerSecond: this.perMs * 1000,
    };
  }

  /**
   * Tells `key` to wait `seconds` (a refusal other than the budget's: too many of its operations
   * running): until then its anonymous requests are refused before any work is spent on them.
   */
  holdOff(key: string, seconds: number): void {
    const now = this.now();
    const client = this.clientOf(key, now);
    client.until = Math.max(client.until ?? 0, now + seconds * 1000);
  }

  /**
   * Seconds until `key` may try again after a refusal (0: now). Its requests until then can be
   * refused before any work is spent on them.
   */
  refusedFor(key: string): number {
    const until = this.clients.get(key)?.until ?? 0;
    return Math.max(0, Math.ceil((until - this.now()) / 1000));
  }

  /** Drops the buckets that have refilled (they would start full anyway). */
  private forgetFull(now: number): void {
    for (const [key, client] of this.clients) if (client.bucket.isFull(now)) this.clients.delete(key);
  }
}

export class ClientBusyError extends Error {
  constructor() {
    super('Too many requests of this client are running; try again in a moment.');
    this.name = 'ClientBusyError';
  }
}

/**
 * At most `running` operations of one client at once, so no client holds more than its share of
 * the database pool; more wait in the client's queue (at most `queued`, for `waitMs`), and past
 * that `enter` rejects with `ClientBusyError`.
 */
export class ClientGate {
  private readonly clients = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly limits: { running: number; queued: number; waitMs: number }) {}

  /** How many operations of `key` run now (tests and diagnostics). */
  runningOf(key: string): number {
    return this.clients.get(key)?.running ?? 0;
  }

  /** Resolves with a `release` once the operation may run. */
  async enter(key: string): Promise<() => void> {
    let client = this.clients.get(key);
    if (!client) this.clients.set(key, (client = { running: 0, waiting: [] }));
    if (client.running < this.limits.running) {
      client.running++;
    } else {
      if (client.waiting.length >= this.limits.queued) throw new ClientBusyError();
      await this.wait(client); // a leaving operation hands its place over
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.leave(key, client);
    };
  }

  private wait(client: { waiting: (() => void)[] }): Promise<void> {
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        client.waiting.splice(client.waiting.indexOf(turn), 1);
        reject(new ClientBusyError());
      }, this.limits.waitMs);
      client.waiting.push(turn);
    });
  }

  private leave(key: string, client: { running: number; waiting: (() => void)[] }): void {
    const next = client.waiting.shift();
    if (next) return next();
    client.running--;
    if (client.running === 0) this.clients.delete(key);
  }
}
