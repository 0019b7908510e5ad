import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Member } from '../member/member.entity.js';
import { isSelfOrAdmin } from '../member/member.policy.js';
import { Partner } from './partner.entity.js';
import { partnerByMember } from './partner.loaders.js';

/** `Member.partner`: an account's business, for the admin's community page (the member slice cannot look). */
@Resolver(() => Member)
export class MemberPartnerResolver {
  @FieldResolver(() => Partner, {
    nullable: true,
    description: "The account's partner business (its status included); admins and the account only.",
  })
  partner(@Root() member: Member, @Ctx() ctx: Context): Promise<Partner | null> | null {
    return isSelfOrAdmin(ctx.actor.viewer, member.id) ? ctx.loaders.load(partnerByMember, member.id) : null;
  }
}
