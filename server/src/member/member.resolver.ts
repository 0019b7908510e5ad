import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { Member } from './member.entity.js';
import { UpdateProfileInput } from './member.inputs.js';
import { memberById } from './member.loaders.js';
import { isSelf } from './member.policy.js';
import type { MemberService } from './member.service.js';

@Resolver(() => Member)
export class MemberResolver {
  constructor(private readonly members: MemberService) {}

  @Public()
  @Query(() => Member, { nullable: true, description: 'The signed-in account, or null.' })
  async me(@Ctx() ctx: Context): Promise<Member | null> {
    const viewer = ctx.actor.viewer;
    return viewer ? ctx.loaders.load(memberById, viewer.id) : null;
  }

  @Auth()
  @Mutation(() => Member, {
    description:
      "Changes the signed-in account's name, phone and default location (its email is changed by no one).",
  })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The whole profile, as it should be.' })
    input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<Member> {
    return this.members.updateProfile(ctx.actor, input);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Deletes the account; its password is asked for when it has one.' })
  async deleteAccount(
    @Arg('password', () => String, {
      description: 'The current password, when the account has one.',
      nullable: true,
    })
    password: string | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.members.deleteAccount(ctx.actor, password);
    ctx.cookie?.clear();
    return true;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the account can sign in with a password.' })
  hasPassword(@Root() member: Member): boolean {
    return member.passwordHash != null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the profile has a name and a phone number.' })
  profileComplete(@Root() member: Member): boolean {
    return this.members.isProfileComplete(member);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'Expiry of the session making this request; null unless this member is the viewer.',
  })
  sessionExpiresAt(@Root() member: Member, @Ctx() ctx: Context): Date | null {
    return isSelf(ctx.actor.viewer, member.id) ? (ctx.session?.expiresAt ?? null) : null;
  }
}
