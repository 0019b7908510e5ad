import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Auth } from '../auth/auth.directive.js';
import { Member } from './member.entity.js';
import { isSelf } from './member.policy.js';
import type { TwoFactorService } from './two-factor.service.js';
import { TwoFactorRecoveryCodes, TwoFactorSetup } from './two-factor.types.js';

@Resolver(() => Member)
export class TwoFactorResolver {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Auth()
  @Mutation(() => TwoFactorSetup, {
    description:
      'Starts setting up two-factor sign-in (or starts over while it is not on): a new secret, pending until `confirmTwoFactor`. Asks for the current password when the account has one.',
  })
  enableTwoFactor(
    @Arg('password', () => String, {
      description: 'The current password, when the account has one.',
      nullable: true,
    })
    password: string | null,
    @Ctx() ctx: Context,
  ): Promise<TwoFactorSetup> {
    return this.twoFactor.enable(ctx.actor, password);
  }

  @Auth()
  @Mutation(() => TwoFactorRecoveryCodes, {
    description:
      'Turns two-factor sign-in on with a code from the app; answers ten single-use recovery codes, once.',
  })
  async confirmTwoFactor(
    @Arg('code', () => String, { description: 'The 6-digit code the authenticator app shows now.' })
    code: string,
    @Ctx() ctx: Context,
  ): Promise<TwoFactorRecoveryCodes> {
    return { codes: await this.twoFactor.confirm(ctx.actor, code) };
  }

  @Auth()
  @Mutation(() => Boolean, {
    description: 'Turns two-factor sign-in off; proved with a code from the app or a recovery code.',
  })
  async disableTwoFactor(
    @Arg('code', () => String, { description: 'A code from the authenticator app, or a recovery code.' })
    code: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.twoFactor.disable(ctx.actor, code);
    return true;
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether two-factor sign-in is on; null unless this member is the viewer.',
  })
  twoFactorEnabled(@Root() member: Member, @Ctx() ctx: Context): Promise<boolean> | null {
    return isSelf(ctx.actor.viewer, member.id) ? this.twoFactor.isEnabled(ctx.actor.em, member.id) : null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Recovery codes not used yet; null unless this member is the viewer and two-factor sign-in is on.',
  })
  recoveryCodesLeft(@Root() member: Member, @Ctx() ctx: Context): Promise<number | null> | null {
    return isSelf(ctx.actor.viewer, member.id)
      ? this.twoFactor.recoveryCodesLeft(ctx.actor.em, member.id)
      : null;
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      'True when this admin must set up two-factor sign-in before anything else (REQUIRE_ADMIN_2FA); null unless this member is the viewer.',
  })
  twoFactorSetupRequired(@Root() member: Member, @Ctx() ctx: Context): Promise<boolean> | null {
    return isSelf(ctx.actor.viewer, member.id) ? this.twoFactor.setupRequired(ctx.actor.em, member) : null;
  }
}
