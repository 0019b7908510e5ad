import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import type { RateLimiter } from './rate-limit.js';

export type SignInLimits = {
  /** Failures per account from one IP (and per device cookie) in the window. */
  perAccount: number;
  /** Failures from one IP over every account in the window. */
  perIp: number;
  windowMinutes: number;
};

/** After this many failures on an account from untrusted clients, each next attempt waits. */
export const BACKOFF_FREE_FAILURES = 5;
/** The longest wait between two untrusted attempts on one account. */
export const BACKOFF_MAX_SECONDS = 300;

/**
 * What a sign-in attempt was admitted as. `succeeded` clears the account's failures (the sign-in
 * is complete); `forgive` takes back only this attempt's count and keeps earlier failures (a
 * right password that still needs a second factor: wrong codes after it go on counting).
 */
export type Admission = {
  trusted: boolean;
  succeeded: (em: EntityManager) => Promise<void>;
  forgive: (em: EntityManager) => Promise<void>;
};

const tooMany = (retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.', {
    details: retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {},
  });

/**
 * Who may try a password, decided before it is checked (OWASP Authentication Cheat Sheet:
 * "Login Throttling", and device cookies). Every attempt is counted first, atomically, and
 * `succeeded` takes the count back, so parallel attempts cannot slip past a limit:
 *
 * - a browser holding a device cookie for the account is limited only per cookie (`perAccount`
 *   failures), so strangers hammering the account cannot keep its owner out;
 * - any other client is limited per IP (`perIp` failures over every account), per account and IP
 *   (`perAccount`), and per account with growing delays: after `BACKOFF_FREE_FAILURES` failures,
 *   each further attempt must wait 1, 2, 4 … up to `BACKOFF_MAX_SECONDS` seconds after the last.
 */
export class SignInGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: SignInLimits,
  ) {}

  async admit(
    em: EntityManager,
    attempt: { account: string; ip: string | null; deviceNonce: string | null },
  ): Promise<Admission> {
    if (attempt.deviceNonce) {
      const deviceKey = `signin:device:${attempt.deviceNonce}`;
      // a device cookie that failed too often is treated as an untrusted client (OWASP)
      if (await this.limiter.tryTake(em, deviceKey, this.limits.perAccount)) {
        return {
          trusted: true,
          succeeded: (tx) => this.limiter.reset(tx, deviceKey),
          forgive: (tx) => this.limiter.refund(tx, deviceKey),
        };
      }
    }
    const ipKey = `signin:ip:${attempt.ip ?? 'unknown'}`;
    const pairKey = `signin:acct-ip:${attempt.account}|${attempt.ip ?? 'unknown'}`;
    const backoffKey = `signin:acct:${attempt.account}`;
    if (!(await this.limiter.tryTake(em, ipKey, this.limits.perIp))) throw tooMany();
    if (!(await this.limiter.tryTake(em, pairKey, this.limits.perAccount))) {
      await this.limiter.refund(em, ipKey);
      throw tooMany();
    }
    const wait = await this.takeBackoffTurn(em, backoffKey);
    if (wait > 0) {
      await this.limiter.refund(em, ipKey);
      await this.limiter.refund(em, pairKey);
      throw tooMany(wait);
    }
    return {
      trusted: false,
      succeeded: async (tx) => {
        await this.limiter.refund(tx, ipKey);
        await this.limiter.reset(tx, pairKey);
        await tx.execute(`delete from signin_backoff where key = ?`, [backoffKey]);
      },
      forgive: async (tx) => {
        await this.limiter.refund(tx, ipKey);
        await this.limiter.refund(tx, pairKey);
        await tx.execute(
          `update signin_backoff set failures = greatest(failures - 1, 0), not_before = now() where key = ?`,
          [backoffKey],
        );
      },
    };
  }

  /**
   * Counts one attempt on the account unless it must still wait; returns the seconds left to
   * wait (0: admitted). One upsert, so concurrent attempts take turns on the row.
   */
  private async takeBackoffTurn(em: EntityManager, key: string): Promise<number> {
    const window = `make_interval(mins => ${Number(this.limits.windowMinutes)})`;
    const stale = `signin_backoff.last_attempt_at < now() - ${window}`;
    const failures = `(case when ${stale} then 1 else signin_backoff.failures + 1 end)`;
    const delay = (n: string) =>
      `now() + make_interval(secs => case when ${n} >= ${BACKOFF_FREE_FAILURES}
        then least(power(2, ${n} - ${BACKOFF_FREE_FAILURES}), ${BACKOFF_MAX_SECONDS}) else 0 end)`;
    const admitted = await em.execute<{ failures: number }[]>(
      `insert into signin_backoff (key, failures, not_before, last_attempt_at)
       values (?, 1, now(), now())
       on conflict (key) do update set failures = ${failures}, not_before = ${delay(failures)},
         last_attempt_at = now()
       where signin_backoff.not_before <= now() or ${stale}
       returning failures`,
      [key],
    );
    if (admitted.length) return 0;
    const rows = await em.execute<{ wait: number }[]>(
      `select ceil(extract(epoch from not_before - now()))::int as wait from signin_backoff where key = ?`,
      [key],
    );
    return Math.max(1, rows[0]?.wait ?? 1);
  }

  /** Forgets quiet accounts' back-off rows (housekeeping). */
  async prune(em: EntityManager): Promise<void> {
    await em.execute(
      `delete from signin_backoff where last_attempt_at < now() - make_interval(mins => ?) and not_before < now()`,
      [this.limits.windowMinutes],
    );
  }
}
