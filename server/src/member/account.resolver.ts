import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Config } from '../common/config.js';
import { IdempotencyKeyArg } from '../common/idempotency.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Auth, Public } from '../auth/auth.directive.js';
import type { AccountService } from './account.service.js';
import { AuthPayload, PasswordPolicyType } from './account.types.js';
import { ChangePasswordInput, SignInInput, SignUpInput } from './member.inputs.js';
import type { MemberService } from './member.service.js';
import { memberById } from './member.loaders.js';
import { signedIn, signInAnswer } from './signed-in.js';
import { SessionInfoType, SignInPayload } from './two-factor.types.js';
import { describeDevice } from './user-agent.js';

@Resolver()
export class AccountResolver {
  constructor(
    private readonly config: Config,
    private readonly accounts: AccountService,
    private readonly members: MemberService,
  ) {}

  @Public()
  @Query(() => PasswordPolicyType, { description: 'The rules a new password must meet (for forms to show).' })
  passwordPolicy(): PasswordPolicyType {
    return { ...this.config.password };
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Creates a buyer account (MEMBER) and signs it in.' })
  async signUp(
    @Arg('input', () => SignUpInput, { description: 'Email, password and name.' }) input: SignUpInput,
    @IdempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const options = { idempotencyKey, deviceCookie: ctx.device?.value };
    return signedIn(ctx, await this.accounts.signUp(ctx.actor, input, options));
  }

  @Public()
  @Mutation(() => SignInPayload, {
    description:
      'Signs in with email and password and sets the session cookie; for an account with two-factor sign-in, answers a challenge instead (no session) for `signInWithTwoFactor`.',
  })
  async signIn(
    @Arg('input', () => SignInInput, { description: 'Email and password.' }) input: SignInInput,
    @Ctx() ctx: Context,
  ): Promise<SignInPayload> {
    return signInAnswer(ctx, await this.accounts.signIn(ctx.actor, input, ctx.device?.value ?? null));
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'The second step of a sign-in: a code from the authenticator app or a recovery code; sets the session cookie. A wrong code counts like a wrong password.',
  })
  async signInWithTwoFactor(
    @Arg('challenge', () => String, { description: 'The challenge the first sign-in step answered.' })
    challenge: string,
    @Arg('code', () => String, { description: 'A code from the authenticator app, or a recovery code.' })
    code: string,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const device = ctx.device?.value ?? null;
    return signedIn(ctx, await this.accounts.signInWithTwoFactor(ctx.actor, challenge, code, device));
  }

  @Auth({ scopes: [] })
  @Query(() => [SessionInfoType], {
    description: "This account's live browser sessions, the most recent first.",
  })
  async mySessions(@Ctx() ctx: Context): Promise<SessionInfoType[]> {
    return (await this.accounts.mySessions(ctx.actor)).map((session) => ({
      id: session.id,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      device: describeDevice(session.userAgent),
      ip: session.ip ?? null,
      current: session.id === ctx.actor.sessionId,
    }));
  }

  @Auth()
  @Mutation(() => Boolean, {
    description: "Ends one of this account's sessions (NOT_FOUND for any other) and closes its websockets.",
  })
  async revokeSession(
    @Arg('id', () => ID, { description: "The session's id (from mySessions)." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.accounts.revokeSession(ctx.actor, id);
    if (id === ctx.actor.sessionId) ctx.cookie?.clear();
    return true;
  }

  @Auth()
  @Mutation(() => AuthPayload, {
    description:
      'Pushes the expiry of this session a full lifetime ahead (the client calls it before it expires).',
  })
  async refreshSession(@Ctx() ctx: Context): Promise<AuthPayload> {
    const expiresAt = await this.accounts.refreshSession(ctx.actor);
    if (ctx.session) {
      ctx.session.expiresAt = expiresAt;
      ctx.cookie?.set(ctx.session.token, expiresAt);
    }
    const member = ctx.actor.viewer && (await ctx.loaders.load(memberById, ctx.actor.viewer.id));
    if (!member) throw new AppError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
    return { member, sessionExpiresAt: expiresAt };
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Ends this session.' })
  async signOut(@Ctx() ctx: Context): Promise<boolean> {
    await this.accounts.signOut(ctx.actor);
    ctx.cookie?.clear();
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Ends every session of this account, this one included.' })
  async signOutEverywhere(@Ctx() ctx: Context): Promise<boolean> {
    await this.accounts.signOutEverywhere(ctx.actor);
    ctx.cookie?.clear();
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Changes the password; every other session is signed out.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, {
      description: 'The current password (when there is one) and the new one.',
    })
    input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.members.changePassword(ctx.actor, input);
    return true;
  }
}
