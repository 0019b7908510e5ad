import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../app/context.js';
import { Auth } from './auth.directive.js';
import { Public } from './public.directive.js';
import { AuthPayload, PasswordPolicyType } from './auth.types.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { ChangePasswordInput, SignInInput, SignUpInput } from '../member/member.inputs.js';
import type { SignedIn } from '../member/member.service.js';
import { viewerOf } from './viewer.js';
import { AppError } from '../app/errors.js';

/** Sets the session cookie and the viewer after a sign-in or sign-up. */
export function signedIn(ctx: Context, result: SignedIn): AuthPayload {
  setSessionCookie(ctx, result.token, result.session.expiresAt);
  ctx.viewer = result.member;
  ctx.session = result.session;
  return { member: result.member, sessionExpiresAt: result.session.expiresAt };
}

@Resolver()
export class AuthResolver {
  @Public()
  @Query(() => PasswordPolicyType)
  passwordPolicy(@Ctx() ctx: Context): PasswordPolicyType {
    return { ...ctx.services.config.password };
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Creates a buyer account (MEMBER) and signs it in.' })
  async signUp(
    @Arg('input', () => SignUpInput) input: SignUpInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.members.signUp(ctx, input));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in with email and password; sets the session cookie.' })
  async signIn(
    @Arg('input', () => SignInInput) input: SignInInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return signedIn(ctx, await ctx.services.members.signIn(ctx, input));
  }

  @Auth()
  @Mutation(() => AuthPayload, {
    description:
      'Pushes the expiry of this session a full lifetime ahead (the client calls it before it expires).',
  })
  async refreshSession(@Ctx() ctx: Context): Promise<AuthPayload> {
    const member = viewerOf(ctx);
    if (!ctx.session) throw new AppError('UNAUTHENTICATED', 'Only a browser session can be refreshed.');
    const session = await ctx.services.sessions.refresh(ctx.em, ctx.session);
    if (ctx.sessionToken) setSessionCookie(ctx, ctx.sessionToken, session.expiresAt);
    return { member, sessionExpiresAt: session.expiresAt };
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Ends this session.' })
  async signOut(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.members.signOut(ctx);
    clearSessionCookie(ctx);
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Ends every session of this account, this one included.' })
  async signOutEverywhere(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.members.signOutEverywhere(ctx, viewerOf(ctx));
    clearSessionCookie(ctx);
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Changes the password; every other session is signed out.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.members.changePassword(ctx, viewerOf(ctx), input);
    return true;
  }
}
