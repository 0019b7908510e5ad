import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests, type RateLimiter } from './rate-limit.js';

export type SignInLimits = {
  /** Failures per account from one IP (and per device cookie) in the window; also the account's free failures. */
  perAccount: number;
  /** Failures from one IP over every account in the window. */
  perIp: number;
  windowMinutes: number;
  /** The longest an untrusted attempt on an account under attack is held before its check (0: never). */
  maxDelaySeconds: number;
};

/**
 * What an attempt proves: a password (the first factor) or a two-factor code. Each has its own
 * counters, so wrong passwords never use up the codes' limit and a right password cannot wipe
 * the codes' count between guesses.
 */
export type Proof = 'PASSWORD' | 'CODE';

const PREFIX: Record<Proof, string> = { PASSWORD: 'signin', CODE: 'signin-code' };

/** The account's counter keys (by its normalized email), for erasing them with the account. */
export function signInCounterKeys(account: string): { exact: string[]; prefixes: string[] } {
  const prefixes = Object.values(PREFIX);
  return {
    exact: prefixes.map((p) => `${p}:acct:${account}`),
    prefixes: prefixes.map((p) => `${p}:acct-ip:${account}|`),
  };
}

/**
 * An admitted attempt. `succeeded` takes its counts back once the proof was right (the owner's
 * own earlier failures from this IP or cookie go too; others' failures on the account stay).
 */
export type Admission = {
  trusted: boolean;
  /** Seconds the attempt was held before its check (0: not slowed). */
  delayedSeconds: number;
  succeeded: (em: EntityManager) => Promise<void>;
};

/**
 * Who may try a password or code, decided before it is checked (OWASP Authentication Cheat
 * Sheet: throttle, do not lock out; and device cookies). Every attempt is counted first,
 * atomically, so parallel attempts cannot slip past a limit:
 *
 * - a browser holding a device cookie for the account is limited only per cookie (`perAccount`
 *   failures); failures from anywhere else never touch it, so the owner on a known browser always
 *   gets in;
 * - any other client is refused (TOO_MANY_REQUESTS with the seconds to wait) for its own failures
 *   only: per IP (`perIp` over every account) and per account and IP (`perAccount`);
 * - failures on an account from every untrusted client together never refuse anyone: beyond
 *   `perAccount` of them, each further untrusted attempt is held 1, 2, 4 … up to
 *   `maxDelaySeconds` before its check. A new browser of the owner gets in, slowed; an attacker
 *   spread over many IPs gets each guess's answer late.
 */
export class SignInGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: SignInLimits,
  ) {}

  async admit(
    em: EntityManager,
    attempt: { proof: Proof; account: string; ip: string | null; deviceNonce: string | null },
  ): Promise<Admission> {
    const prefix = PREFIX[attempt.proof];
    if (attempt.deviceNonce) {
      const deviceKey = `${prefix}:device:${attempt.deviceNonce}`;
      // a device cookie that failed too often is treated as an untrusted client (OWASP)
      if (await this.limiter.tryTake(em, deviceKey, this.limits.perAccount)) {
        return { trusted: true, delayedSeconds: 0, succeeded: (tx) => this.limiter.reset(tx, deviceKey) };
      }
    }
    const ip = attempt.ip ?? 'unknown';
    const ipKey = `${prefix}:ip:${ip}`;
    const pairKey = `${prefix}:acct-ip:${attempt.account}|${ip}`;
    const accountKey = `${prefix}:acct:${attempt.account}`;
    if (!(await this.limiter.tryTake(em, ipKey, this.limits.perIp))) {
      throw tooManyRequests(await this.limiter.retryAfter(em, ipKey));
    }
    if (!(await this.limiter.tryTake(em, pairKey, this.limits.perAccount))) {
      await this.limiter.refund(em, ipKey);
      throw tooManyRequests(await this.limiter.retryAfter(em, pairKey));
    }
    const delayedSeconds = this.delayFor(await this.countOnAccount(em, accountKey));
    // held without a connection or transaction: the statements above have each committed
    if (delayedSeconds > 0) await sleep(delayedSeconds * 1000);
    return {
      trusted: false,
      delayedSeconds,
      succeeded: async (tx) => {
        await this.limiter.refund(tx, ipKey);
        await this.limiter.reset(tx, pairKey);
        await tx.execute(`update signin_backoff set failures = greatest(failures - 1, 0) where key = ?`, [
          accountKey,
        ]);
      },
    };
  }

  /** Seconds to hold the `n`th untrusted attempt on an account: none for the first `perAccount`, then 1, 2, 4 …. */
  private delayFor(n: number): number {
    const beyond = n - this.limits.perAccount;
    if (beyond <= 0) return 0;
    return Math.min(2 ** Math.min(beyond - 1, 30), this.limits.maxDelaySeconds);
  }

  /**
   * Counts one untrusted attempt on the account (in flight or failed; a success takes it back)
   * and returns the count, which starts again after `windowMinutes` without attempts. One upsert,
   * so parallel attempts each see a higher count.
   */
  private async countOnAccount(em: EntityManager, key: string): Promise<number> {
    const stale = `signin_backoff.last_attempt_at < now() - make_interval(mins => ${Number(this.limits.windowMinutes)})`;
    const rows = await em.execute<{ failures: number }[]>(
      `insert into signin_backoff (key, failures, not_before, last_attempt_at)
       values (?, 1, now(), now())
       on conflict (key) do update set
         failures = case when ${stale} then 1 else signin_backoff.failures + 1 end,
         not_before = now(), last_attempt_at = now()
       returning failures`,
      [key],
    );
    return rows[0]?.failures ?? 1;
  }

  /** Forgets quiet accounts' counts (housekeeping). */
  async prune(em: EntityManager): Promise<void> {
    await em.execute(`delete from signin_backoff where last_attempt_at < now() - make_interval(mins => ?)`, [
      this.limits.windowMinutes,
    ]);
  }
}
