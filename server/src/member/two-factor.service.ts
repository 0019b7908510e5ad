import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { SessionLimit } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Role } from '../common/role.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import { AppSecret } from '../auth/app-secret.js';
import { verifyPassword } from '../auth/password.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import {
  newRecoveryCodes,
  newTotpSecret,
  open,
  recoveryCodeHash,
  seal,
  totpEnrolment,
  totpStep,
} from '../auth/totp.js';
import { Member } from './member.entity.js';
import { signInAccountKey } from './member.service.js';

/** How long the second step of a sign-in may wait for its code. */
export const CHALLENGE_MINUTES = 5;

/** What `enableTwoFactor` hands the owner once: the secret three ways. */
export type TwoFactorEnrolment = { secret: string; uri: string; qrCodeDataUrl: string };

/**
 * REQUIRE_ADMIN_2FA: what an admin's session may do until two-factor sign-in is on (set it up,
 * look at and end sessions, sign out); `me` and every `@public` field stay open.
 */
export const TWO_FACTOR_SETUP_LIMIT: SessionLimit = {
  fields: new Set([
    'enableTwoFactor',
    'confirmTwoFactor',
    'refreshSession',
    'signOut',
    'signOutEverywhere',
    'mySessions',
    'revokeSession',
  ]),
  reason: 'TWO_FACTOR_SETUP_REQUIRED',
  message: 'Set up two-factor sign-in on your account page before doing anything else.',
};

/** How the second factor was proved. */
export type SecondFactor = 'TOTP' | 'RECOVERY_CODE';

type Row = { secret_box: string; enabled_at: Date | null; recovery_left: number };

const wrongCode = () =>
  new AppError('INVALID_CREDENTIAL', 'This code is not right, or was used already.', { field: 'code' });

const badChallenge = (reason: 'INVALID' | 'EXPIRED') =>
  new AppError(
    'BAD_USER_INPUT',
    reason === 'EXPIRED'
      ? 'This sign-in waited too long for its code. Please enter your password again.'
      : 'This sign-in cannot be continued. Please enter your password again.',
    { field: 'challenge', details: { reason } },
  );

/**
 * Two-factor sign-in with TOTP (RFC 6238): setting it up (pending until a code confirms it),
 * ten single-use recovery codes (only their hashes kept), turning it off, checking a code at
 * sign-in (each time step is accepted once), and the short-lived challenge that carries a
 * sign-in from its first step to its second. The secret is kept sealed with AES-256-GCM under a
 * key in `app_secret`, bound to its member, and never leaves the server after setup.
 */
export class TwoFactorService {
  private readonly sealKey = new AppSecret('two_factor_seal_key');
  private readonly challengeKey = new AppSecret('two_factor_challenge_hmac');

  constructor(
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  private async row(em: EntityManager, memberId: string): Promise<Row | null> {
    const rows = await em.execute<Row[]>(
      `select secret_box, enabled_at, cardinality(recovery_hashes) as recovery_left
       from member_two_factor where member_id = ?`,
      [memberId],
    );
    return rows[0] ?? null;
  }

  async isEnabled(em: EntityManager, memberId: string): Promise<boolean> {
    return Boolean((await this.row(em, memberId))?.enabled_at);
  }

  /** Recovery codes not used yet, or null when two-factor sign-in is off. */
  async recoveryCodesLeft(em: EntityManager, memberId: string): Promise<number | null> {
    const row = await this.row(em, memberId);
    return row?.enabled_at ? Number(row.recovery_left) : null;
  }

  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in must set it up before anything else. */
  async setupRequired(em: EntityManager, member: { id: string; role: Role }): Promise<boolean> {
    if (!this.config.requireAdmin2fa || member.role !== Role.ADMIN) return false;
    return !(await this.isEnabled(em, member.id));
  }

  /**
   * Counts a check of something only the owner knows (password, code) against the account's
   * sign-in limit, runs it, and takes the count back when it passed.
   */
  private async counted(actor: Actor, check: () => Promise<boolean>, error: () => AppError): Promise<void> {
    const key = signInAccountKey(requireViewer(actor).email);
    await this.limiter.take(actor.em, key, this.config.rateLimit.signInPerAccount);
    if (!(await check())) throw error();
    await this.limiter.refund(actor.em, key);
  }

  /**
   * Starts setting up (or starts over): a new secret, pending until `confirm`. The current
   * password is asked for when the account has one. CONFLICT when it is on already.
   */
  async enable(actor: Actor, password: string | null | undefined): Promise<TwoFactorEnrolment> {
    const viewer = requireViewer(actor);
    const member = await actor.em.findOneOrFail(Member, { id: viewer.id });
    if (await this.isEnabled(actor.em, member.id)) {
      throw new AppError(
        'CONFLICT',
        'Two-factor sign-in is on already. Turn it off first to set up a new app.',
        { details: { reason: 'TWO_FACTOR_ON' } },
      );
    }
    if (member.passwordHash) {
      const hash = member.passwordHash;
      await this.counted(
        actor,
        async () => Boolean(password) && verifyPassword(hash, password!),
        () => new AppError('INVALID_CREDENTIAL', 'The password is not right.', { field: 'password' }),
      );
    }
    const secret = newTotpSecret();
    const box = seal(await this.sealKey.get(actor.em), secret, member.id);
    await actor.em.execute(
      `insert into member_two_factor (member_id, secret_box) values (?, ?)
       on conflict (member_id) do update set secret_box = excluded.secret_box, created_at = now(),
         enabled_at = null, last_used_step = null, recovery_hashes = '{}'`,
      [member.id, box],
    );
    return { secret, ...(await totpEnrolment(secret, member.email)) };
  }

  /** Turns on the pending setup with a code from the app; returns the ten recovery codes, once. */
  async confirm(actor: Actor, code: string): Promise<string[]> {
    const viewer = requireViewer(actor);
    const row = await this.row(actor.em, viewer.id);
    if (!row)
      throw new AppError('CONFLICT', 'Start setting up two-factor sign-in first.', {
        details: { reason: 'TWO_FACTOR_NOT_STARTED' },
      });
    if (row.enabled_at)
      throw new AppError('CONFLICT', 'Two-factor sign-in is on already.', {
        details: { reason: 'TWO_FACTOR_ON' },
      });
    const codes = newRecoveryCodes();
    // checked and counted outside the unit of work, so a refused code stays counted
    await this.counted(
      actor,
      () => this.useTotp(actor.em, viewer.id, row.secret_box, code, false),
      wrongCode,
    );
    await this.uow.run(actor, async (tx) => {
      await tx.em.execute(
        `update member_two_factor set enabled_at = now(), recovery_hashes = string_to_array(?, ',')
         where member_id = ?`,
        [codes.map(recoveryCodeHash).join(','), viewer.id],
      );
      this.audit.record(tx, {
        action: 'member.two_factor_enabled',
        subjectType: AuditSubject.MEMBER,
        subjectId: viewer.id,
        before: { twoFactor: false },
        after: { twoFactor: true },
      });
    });
    return codes;
  }

  /** Turns it off; proved with a code from the app or a recovery code (the session is the first factor). */
  async disable(actor: Actor, code: string): Promise<void> {
    const viewer = requireViewer(actor);
    if (!(await this.isEnabled(actor.em, viewer.id))) {
      throw new AppError('CONFLICT', 'Two-factor sign-in is not on.', {
        details: { reason: 'TWO_FACTOR_OFF' },
      });
    }
    await this.counted(actor, async () => (await this.prove(actor.em, viewer.id, code)) !== null, wrongCode);
    await this.uow.run(actor, async (tx) => {
      await tx.em.execute(`delete from member_two_factor where member_id = ?`, [viewer.id]);
      this.audit.record(tx, {
        action: 'member.two_factor_disabled',
        subjectType: AuditSubject.MEMBER,
        subjectId: viewer.id,
        before: { twoFactor: true },
        after: { twoFactor: false },
      });
    });
  }

  /**
   * Checks and uses up a second factor of an account with two-factor sign-in on: a code from the
   * app (its time step, once) or a recovery code (once). Null when it is neither.
   */
  async prove(em: EntityManager, memberId: string, code: string): Promise<SecondFactor | null> {
    const row = await this.row(em, memberId);
    if (!row?.enabled_at) return null;
    if (await this.useTotp(em, memberId, row.secret_box, code, true)) return 'TOTP';
    const used = await em.execute(
      `update member_two_factor set recovery_hashes = array_remove(recovery_hashes, ?)
       where member_id = ? and enabled_at is not null and ? = any(recovery_hashes) returning member_id`,
      [recoveryCodeHash(code), memberId, recoveryCodeHash(code)],
    );
    return used.length ? 'RECOVERY_CODE' : null;
  }

  /** Accepts a TOTP code once: its time step must be later than the last one used (one statement). */
  private async useTotp(
    em: EntityManager,
    memberId: string,
    box: string,
    code: string,
    enabled: boolean,
  ): Promise<boolean> {
    const step = totpStep(open(await this.sealKey.get(em), box, memberId), code);
    if (step === null) return false;
    const used = await em.execute(
      `update member_two_factor set last_used_step = ?
       where member_id = ? and (enabled_at is not null) = ? and (last_used_step is null or last_used_step < ?)
       returning member_id`,
      [step, memberId, enabled, step],
    );
    return used.length > 0;
  }

  /**
   * The challenge a password (or link, or social) sign-in hands back when a code is needed:
   * `memberId.expiry.nonce.mac`, an HMAC under a key in `app_secret` that also covers the
   * password hash, so a password change voids it. Good for `CHALLENGE_MINUTES`.
   */
  async issueChallenge(em: EntityManager, member: Member): Promise<string> {
    const expires = Date.now() + CHALLENGE_MINUTES * 60_000;
    const body = `${member.id}.${expires}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${await this.challengeMac(em, body, member)}`;
  }

  /** The account a challenge names; BAD_USER_INPUT at `challenge` (INVALID or EXPIRED) otherwise. */
  async readChallenge(em: EntityManager, challenge: string): Promise<Member> {
    const parts = challenge.split('.');
    if (parts.length !== 4 || challenge.length > 300) throw badChallenge('INVALID');
    const [memberId, expires, , mac] = parts as [string, string, string, string];
    const member = /^[0-9a-f-]{36}$/.test(memberId) ? await em.findOne(Member, { id: memberId }) : null;
    if (!member) throw badChallenge('INVALID');
    const expected = Buffer.from(await this.challengeMac(em, parts.slice(0, 3).join('.'), member));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badChallenge('INVALID');
    if (Number(expires) < Date.now()) throw badChallenge('EXPIRED');
    return member;
  }

  private async challengeMac(em: EntityManager, body: string, member: Member): Promise<string> {
    return createHmac('sha256', await this.challengeKey.get(em))
      .update(`${body}|${member.passwordHash ?? ''}`)
      .digest('base64url');
  }
}
