import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
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
