import { IsOptional, MaxLength } from 'class-validator';
import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Field,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { IdArg } from '../common/ids.js';
import type { Context } from '../common/context.js';
import { PageArgs, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import type { MemberAdminService } from './member-admin.service.js';
import {
  AdminMembersFilter,
  AdminMembersOrder,
  MemberConnection,
  MemberStatus,
  memberStatus,
} from './member-admin.types.js';
import { Member } from './member.entity.js';
import { lastSeenByMember } from './member.loaders.js';
import { isSelfOrAdmin } from './member.policy.js';
import type { MemberService } from './member.service.js';

const REASON_MAX = 500;

@ArgsType()
class ReasonArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Why (kept in the audit log; at most 500 characters).',
  })
  @IsOptional()
  @MaxLength(REASON_MAX, { message: `At most ${REASON_MAX} characters.` })
  reason?: string | null;
}

/** The admin's community page: the list of accounts and every admin action on one. */
@Resolver(() => Member)
export class MemberAdminResolver {
  constructor(
    private readonly members: MemberService,
    private readonly admin: MemberAdminService,
  ) {}

  @Auth(Role.ADMIN)
  @Query(() => MemberConnection, {
    description: 'Every account: searched, filtered and ordered (newest first).',
  })
  adminMembers(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => AdminMembersFilter, {
      description: 'Narrows the list (search, role, status).',
      nullable: true,
    })
    filter?: AdminMembersFilter | null,
    @Arg('orderBy', () => AdminMembersOrder, { description: 'Default: newest first.', nullable: true })
    orderBy?: AdminMembersOrder | null,
  ): Promise<Page<Member>> {
    return this.admin.list(ctx.actor.em, filter, orderBy, first, after);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Member, {
    description:
      'Disables or enables an account (never your own, never the last active admin, never a deleted one); disabling revokes its sessions and closes its websockets. Audited with the reason.',
  })
  setMemberDisabled(
    @IdArg('id', "The account's id.") id: string,
    @Arg('disabled', () => Boolean, { description: 'true to disable, false to enable again.' })
    disabled: boolean,
    @Args(() => ReasonArgs) { reason }: ReasonArgs,
    @Ctx() ctx: Context,
  ): Promise<Member> {
    return this.members.setDisabled(ctx.actor, id, disabled, reason ?? null);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Member, {
    description:
      "Changes an account's role (never the last active admin's; PARTNER only for an account with a business); its websockets reconnect. Audited.",
  })
  setMemberRole(
    @IdArg('id', "The account's id.") id: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
    @Ctx() ctx: Context,
  ): Promise<Member> {
    return this.admin.setRole(ctx.actor, id, role);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Boolean, {
    description: 'Emails the account a new sign-in link (not to a disabled or deleted account). Audited.',
  })
  async resendSignInLink(
    @IdArg('id', "The account's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.admin.resendSignInLink(ctx.actor, id);
    return true;
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Boolean, {
    description:
      'Deletes an account: its personal data is erased, its wires and responses stay (shown as a deleted account). Never the last admin. Audited with the reason.',
  })
  async deleteMember(
    @IdArg('id', "The account's id.") id: string,
    @Args(() => ReasonArgs) { reason }: ReasonArgs,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.admin.deleteMember(ctx.actor, id, reason ?? null);
    return true;
  }

  @FieldResolver(() => MemberStatus, {
    description: 'Whether the account can sign in: active, disabled or deleted.',
  })
  status(@Root() member: Member): MemberStatus {
    return memberStatus(member);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When the account last used a session it still holds; admins and the account only.',
  })
  lastSeenAt(@Root() member: Member, @Ctx() ctx: Context): Promise<Date | null> | null {
    return isSelfOrAdmin(ctx.actor.viewer, member.id) ? ctx.loaders.load(lastSeenByMember, member.id) : null;
  }
}
