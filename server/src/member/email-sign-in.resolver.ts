import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { TokenRefusal } from '../auth/one-time-tokens.js';
import type { Context } from '../common/context.js';
import { Public } from '../auth/auth.directive.js';
import { SignInPayload } from './two-factor.types.js';
import type { EmailSignInService } from './email-sign-in.service.js';
import { signInAnswer } from './signed-in.js';

const SAME_ANSWER =
  'Always true, whether or not an account uses the address (one without an account is emailed a way to sign up).';

@Resolver()
export class EmailSignInResolver {
  constructor(private readonly emailSignIn: EmailSignInService) {}

  @Public()
  @Mutation(() => Boolean, { description: `Emails a single-use sign-in link (15 minutes). ${SAME_ANSWER}` })
  async requestSignInLink(
    @Arg('email', () => String, { description: 'The email to send the link to.' }) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.emailSignIn.requestSignInLink(ctx.actor, email);
    return true;
  }

  @Public()
  @Mutation(() => SignInPayload, {
    description:
      'Signs in with the token of an emailed sign-in link (once), or answers the two-factor challenge; BAD_USER_INPUT at `token` with `details.reason` INVALID, EXPIRED or USED otherwise.',
  })
  async signInWithEmailLink(
    @Arg('token', () => String, { description: 'The token of the emailed sign-in link.' }) token: string,
    @Ctx() ctx: Context,
  ): Promise<SignInPayload> {
    const device = ctx.device?.value ?? null;
    return signInAnswer(ctx, await this.emailSignIn.signInWithLink(ctx.actor, token, device));
  }

  @Public()
  @Mutation(() => Boolean, {
    description: `Emails a single-use password reset link (30 minutes). ${SAME_ANSWER}`,
  })
  async requestPasswordReset(
    @Arg('email', () => String, { description: 'The email of the account.' }) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.emailSignIn.requestPasswordReset(ctx.actor, email);
    return true;
  }

  @Public()
  @Query(() => TokenRefusal, {
    nullable: true,
    description:
      'Whether a password reset link can still be used, without using it: null when it can, else why not (what `resetPassword` would refuse it for), so the page says so before a password is typed.',
  })
  passwordResetLinkRefusal(
    @Arg('token', () => String, { description: 'The token of the emailed reset link.' }) token: string,
    @Ctx() ctx: Context,
  ): Promise<TokenRefusal | null> {
    return this.emailSignIn.passwordResetRefusal(ctx.actor, token);
  }

  @Public()
  @Mutation(() => SignInPayload, {
    description:
      'Sets a new password with the token of an emailed reset link (once), ends every other session of the account and signs in (or answers the two-factor challenge).',
  })
  async resetPassword(
    @Arg('token', () => String, { description: 'The token of the emailed reset link.' }) token: string,
    @Arg('newPassword', () => String, {
      description: 'The new password (the policy of passwordPolicy applies).',
    })
    newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<SignInPayload> {
    return signInAnswer(ctx, await this.emailSignIn.resetPassword(ctx.actor, token, newPassword));
  }
}
