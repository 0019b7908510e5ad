import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AppError } from '../app/errors.js';
import { Role } from '../auth/role.js';
import type { Context } from '../app/context.js';
import { Auth } from '../auth/auth.directive.js';
import { Public } from '../auth/public.directive.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { viewerOf } from '../auth/viewer.js';
import { Member } from './member.entity.js';
import { UpdateProfileInput } from './member.inputs.js';

@Resolver(() => Member)
export class MemberResolver {
  @Public()
  @Query(() => Member, { nullable: true, description: 'The signed-in account, or null.' })
  me(@Ctx() ctx: Context): Member | null {
    return ctx.viewer;
  }

  @Auth()
  @Mutation(() => Member)
  updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<Member> {
    return ctx.services.members.updateProfile(ctx, viewerOf(ctx), input);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Deletes the account; its password is asked for when it has one.' })
  async deleteAccount(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.members.deleteAccount(ctx, viewerOf(ctx), password);
    clearSessionCookie(ctx);
    return true;
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Member, {
    description: 'Disables or enables an account; disabling revokes its sessions and closes its websockets.',
  })
  setMemberDisabled(
    @Arg('id', () => ID) id: string,
    @Arg('disabled', () => Boolean) disabled: boolean,
    @Ctx() ctx: Context,
  ): Promise<Member> {
    if (disabled && ctx.viewer?.id === id) {
      throw new AppError('BAD_USER_INPUT', 'You cannot disable your own account.', { field: 'id' });
    }
    return ctx.services.members.setDisabled(ctx.em, id, disabled);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the account can sign in with a password.' })
  hasPassword(@Root() member: Member): boolean {
    return member.passwordHash != null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the profile has a name and a phone number.' })
  profileComplete(@Root() member: Member, @Ctx() ctx: Context): boolean {
    return ctx.services.members.isProfileComplete(member);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'Expiry of the session making this request; null unless this member is the viewer.',
  })
  sessionExpiresAt(@Root() member: Member, @Ctx() ctx: Context): Date | null {
    return ctx.viewer?.id === member.id ? (ctx.session?.expiresAt ?? null) : null;
  }
}
