import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { Role } from '../common/role.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import {
  SocialProvider,
  type AuthorizationStart,
  type OAuthProvider,
  type ProviderIdentity,
} from '../auth/social-providers.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { AccountService, SignedIn } from './account.service.js';
import { LinkedIdentity } from './linked-identity.entity.js';
import { Member } from './member.entity.js';
import type { MemberService } from './member.service.js';
import { PendingIdentity } from './pending-identity.entity.js';

/** The HttpOnly cookie holding the token of a remembered identity (see `SocialSignInService.signIn`). */
export const PENDING_IDENTITY_COOKIE = 'bw_pending_identity';

/** What a provider's sign-in led to: a session, or an identity remembered until its owner signs up. */
export type SocialOutcome =
  | { kind: 'SIGNED_IN'; signed: SignedIn }
  | { kind: 'TWO_FACTOR_REQUIRED'; challenge: string }
  | { kind: 'NO_ACCOUNT'; pendingToken: string; expiresAt: Date };

/** A remembered identity as its owner may see it. */
export type PendingIdentityView = {
  provider: SocialProvider;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const PROVIDER_NAMES: Record<SocialProvider, string> = { GOOGLE: 'Google', GITHUB: 'GitHub' };

function sha256(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Signing in with Google or GitHub, and the outside accounts linked to a member: an identity
 * already linked signs its member in; else an account with the same email, when the provider has
 * verified it, is linked and signed in; else the identity is remembered so that signing up links
 * it. Every sign-in goes through `AccountService.signInProven`.
 */
export class SocialSignInService {
  constructor(
    private readonly config: Pick<Config, 'social' | 'rateLimit'>,
    private readonly providers: ReadonlyMap<SocialProvider, OAuthProvider>,
    private readonly accounts: AccountService,
    private readonly members: MemberService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  /** The providers that are configured, in the enum's order (Google first). */
  configured(): SocialProvider[] {
    return Object.values(SocialProvider).filter((provider) => this.providers.has(provider));
  }

  isConfigured(provider: SocialProvider): boolean {
    return this.providers.has(provider);
  }

  private provider(provider: SocialProvider): OAuthProvider {
    const found = this.providers.get(provider);
    if (!found) throw new AppError('NOT_FOUND', `Sign-in with ${PROVIDER_NAMES[provider]} is not offered.`);
    return found;
  }

  /** Where to send the browser to sign in with `provider`, with the state and PKCE verifier to keep. */
  start(provider: SocialProvider): Promise<AuthorizationStart> {
    return this.provider(provider).start();
  }

  /** Exchanges the callback's code and reads who signed in (a provider error throws). */
  identify(provider: SocialProvider, code: string, codeVerifier: string): Promise<ProviderIdentity> {
    return this.provider(provider).identify(code, codeVerifier);
  }

  /**
   * Signs in the member `identity` belongs to (linking it first to the account with the same,
   * provider-verified email), or remembers it when there is no such member. `requireRole` refuses
   * other accounts (admins pass) before anything changes, as the password sign-in does.
   */
  async signIn(actor: Actor, identity: ProviderIdentity, requireRole?: Role): Promise<SocialOutcome> {
    const em = actor.em;
    const linked = await em.findOne(
      LinkedIdentity,
      { provider: identity.provider, subject: identity.subject },
      { populate: ['member'] },
    );
    let member = linked?.member.getEntity() ?? null;
    if (!member && identity.emailVerified && identity.email) {
      const sameEmail = await em.findOne(Member, { email: identity.email });
      if (sameEmail) {
        this.admit(sameEmail, requireRole);
        await this.uow.run(actor, (tx) => this.linkTo(tx, sameEmail, identity, sameEmail.id));
        member = sameEmail;
      }
    }
    if (!member) return { kind: 'NO_ACCOUNT', ...(await this.remember(em, identity)) };
    this.admit(member, requireRole);
    const outcome = await this.accounts.signInProven(actor, member, identity.provider);
    return outcome.kind === 'SIGNED_IN'
      ? { kind: 'SIGNED_IN', signed: outcome }
      : { kind: 'TWO_FACTOR_REQUIRED', challenge: outcome.challenge };
  }

  private admit(member: Member, requireRole: Role | undefined): void {
    if (member.disabled) throw new AppError('USER_DISABLED', 'This account has been disabled.');
    if (requireRole && member.role !== requireRole && member.role !== Role.ADMIN)
      throw new AppError('FORBIDDEN', 'This account cannot sign in here.', {
        details: { reason: 'ROLE_REQUIRED', roles: [requireRole] },
      });
  }

  /** Links `identity` to the signed-in viewer (from /userinfo). */
  async link(actor: Actor, identity: ProviderIdentity): Promise<void> {
    const viewer = requireViewer(actor);
    await this.uow.run(actor, async (tx) => {
      const member = await tx.em.findOneOrFail(Member, { id: viewer.id });
      await this.linkTo(tx, member, identity, viewer.id);
    });
  }

  /**
   * Links in the caller's transaction and records it (as `actorId`: the member, who proved both
   * sides). CONFLICT when the outside account signs in to another member, or the member already
   * has another account of this provider; linking the same one again changes nothing.
   */
  private async linkTo(tx: Tx, member: Member, identity: ProviderIdentity, actorId: string): Promise<void> {
    const name = PROVIDER_NAMES[identity.provider];
    const existing = await tx.em.findOne(LinkedIdentity, {
      provider: identity.provider,
      subject: identity.subject,
    });
    if (existing) {
      if (existing.member.id === member.id) return;
      throw new AppError('CONFLICT', `This ${name} account already signs in to another BuildWire account.`, {
        details: { reason: 'IDENTITY_LINKED_ELSEWHERE' },
      });
    }
    if (await tx.em.count(LinkedIdentity, { member, provider: identity.provider }))
      throw new AppError('CONFLICT', `Another ${name} account is linked already: remove it first.`, {
        details: { reason: 'PROVIDER_LINKED' },
      });
    tx.em.persist(
      tx.em.create(LinkedIdentity, {
        member,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
      }),
    );
    if (identity.emailVerified && identity.email === member.email) member.emailVerifiedAt ??= new Date();
    this.audit.recordAs(tx.em, actorId, {
      action: 'member.identity_linked',
      subjectType: AuditSubject.MEMBER,
      subjectId: member.id,
      after: { provider: identity.provider, email: identity.email },
    });
    try {
      await tx.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new AppError('CONFLICT', `This ${name} account was linked at the same time elsewhere.`, {
          details: { reason: 'IDENTITY_LINKED_ELSEWHERE' },
        });
      throw error;
    }
  }

  /** Keeps `identity` for a while under a new random token (only its hash is stored). */
  private async remember(
    em: EntityManager,
    identity: ProviderIdentity,
  ): Promise<{ pendingToken: string; expiresAt: Date }> {
    const pendingToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.social.pendingIdentityMinutes * 60_000);
    await em.nativeDelete(PendingIdentity, { expiresAt: { $lt: new Date() } });
    await em.insert(PendingIdentity, {
      tokenHash: sha256(pendingToken),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name?.slice(0, 200) ?? null,
      expiresAt,
    });
    return { pendingToken, expiresAt };
  }

  /** The identity a pending token remembers, while it lasts. */
  async pending(em: EntityManager, token: string | null | undefined): Promise<PendingIdentityView | null> {
    if (!token) return null;
    const found = await em.findOne(PendingIdentity, {
      tokenHash: sha256(token),
      expiresAt: { $gt: new Date() },
    });
    return (
      found && {
        provider: found.provider,
        email: found.email,
        emailVerified: found.emailVerified,
        name: found.name,
      }
    );
  }

  /**
   * Opens a buyer account without a password for the remembered identity (named `displayName`,
   * else as the provider names the person), links it and signs in.
   * Only for an email the provider has verified (else anyone could claim an address at the
   * provider and hold the account its owner would open later).
   */
  async signUpWithPending(
    actor: Actor,
    token: string | null | undefined,
    displayName: string | null,
  ): Promise<SignedIn> {
    await this.limiter.take(
      actor.em,
      `signup:ip:${actor.ip ?? 'unknown'}`,
      this.config.rateLimit.signUpPerIp,
    );
    const { member, provider } = await this.uow.run(actor, async (tx) => {
      const pending =
        token &&
        (await tx.em.findOne(PendingIdentity, { tokenHash: sha256(token), expiresAt: { $gt: new Date() } }));
      if (!pending)
        throw new AppError('BAD_USER_INPUT', 'That sign-in has expired. Sign in with your provider again.');
      const name = PROVIDER_NAMES[pending.provider];
      if (!pending.email || !pending.emailVerified)
        throw new AppError(
          'BAD_USER_INPUT',
          `${name} has not confirmed your email address: create an account with a password instead.`,
        );
      const created = await this.members.createMember(tx.em, {
        email: pending.email,
        displayName: displayName?.trim() || pending.name,
        role: Role.MEMBER,
      });
      const identity = {
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
        emailVerified: true,
        name: pending.name,
      };
      tx.em.remove(pending);
      await this.linkTo(tx, created, identity, created.id);
      return { member: created, provider: pending.provider };
    });
    const outcome = await this.accounts.signInProven(actor, member, provider);
    // a brand-new account has no second factor yet
    if (outcome.kind !== 'SIGNED_IN') throw new Error('a new account asked for a second factor');
    return outcome;
  }

  /** The viewer's linked outside accounts, oldest first. */
  list(actor: Actor): Promise<LinkedIdentity[]> {
    const viewer = requireViewer(actor);
    return actor.em.find(LinkedIdentity, { member: viewer.id }, { orderBy: { linkedAt: 'asc', id: 'asc' } });
  }

  /** Unlinks the viewer's account of `provider`; never the last way in (no password, no other). */
  async unlink(actor: Actor, provider: SocialProvider): Promise<void> {
    const viewer = requireViewer(actor);
    await this.uow.run(actor, async (tx) => {
      const member = await tx.em.findOneOrFail(Member, { id: viewer.id });
      const all = await tx.em.find(LinkedIdentity, { member });
      const identity = all.find((each) => each.provider === provider);
      if (!identity)
        throw new AppError('NOT_FOUND', `No ${PROVIDER_NAMES[provider]} account is linked.`, {
          field: 'provider',
        });
      if (!member.passwordHash && all.length === 1)
        throw new AppError(
          'CONFLICT',
          `${PROVIDER_NAMES[provider]} is your only way to sign in: set a password or link another account first.`,
          { details: { reason: 'ONLY_SIGN_IN_METHOD' } },
        );
      tx.em.remove(identity);
      this.audit.record(tx, {
        action: 'member.identity_unlinked',
        subjectType: AuditSubject.MEMBER,
        subjectId: member.id,
        before: { provider: identity.provider, email: identity.email },
      });
    });
  }

  /** Account deletion's step for this slice: the outside accounts that signed in to it. */
  readonly eraseIdentities = async (tx: Tx, memberId: string): Promise<void> => {
    await tx.em.nativeDelete(LinkedIdentity, { member: memberId });
  };
}
