import { UpdatedSinceField } from '../common/filter-fields.js';
import { IsOptional, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import { connectionType } from '../common/paging.js';
import { Role } from '../common/role.js';
import { Member } from './member.entity.js';

/** Whether an account can be used: a deleted account is also disabled, for good. */
export const MemberStatus = graphqlEnum(
  'MemberStatus',
  {
    ACTIVE: 'The account can sign in.',
    DISABLED: 'An admin disabled the account: it cannot sign in until enabled again.',
    DELETED: 'The account was deleted: its personal data is erased, for good.',
  },
  'Whether an account can sign in: ACTIVE, DISABLED by an admin, or DELETED (personal data erased, for good).',
);
export type MemberStatus = EnumValue<typeof MemberStatus>;

export function memberStatus(member: Pick<Member, 'disabled' | 'deletedAt'>): MemberStatus {
  if (member.deletedAt) return MemberStatus.DELETED;
  return member.disabled ? MemberStatus.DISABLED : MemberStatus.ACTIVE;
}

/** The orders of the admin's list of accounts, each index-backed. */
export const AdminMembersOrder = graphqlEnum(
  'AdminMembersOrder',
  {
    NEWEST: 'Newest account first.',
    OLDEST: 'Oldest account first.',
    NAME: 'By display name, A first (the email where there is no name).',
    EMAIL: 'By email, A first.',
  },
  'NEWEST/OLDEST by creation; NAME by display name (the email where there is none); EMAIL.',
);
export type AdminMembersOrder = EnumValue<typeof AdminMembersOrder>;

export const SEARCH_MAX = 100;

@InputType('AdminMembersFilter', { description: 'Narrows the list of accounts; every filter is optional.' })
export class AdminMembersFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Part of the email or the name, case-insensitive (1 to 100 characters).',
  })
  @IsOptional()
  @MinLength(1, { message: 'Type something to search for.' })
  @MaxLength(SEARCH_MAX, { message: `At most ${SEARCH_MAX} characters.` })
  search?: string | null;

  @Field(() => Role, { nullable: true, description: 'Only accounts with this role.' })
  @IsOptional()
  role?: Role | null;

  @Field(() => MemberStatus, { nullable: true, description: 'Only accounts in this state.' })
  @IsOptional()
  status?: MemberStatus | null;
  @UpdatedSinceField()
  updatedSince?: Date | null;
}

export const MemberConnection = connectionType(Member, 'Member');
