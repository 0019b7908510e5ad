import { Embedded, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { GeoLocation } from '../common/geo.js';
import { Role } from '../common/role.js';

@Entity({ tableName: 'member' })
@Index({ properties: ['role', 'createdAt'] })
@ObjectType('Member', { description: 'An account: a buyer, a partner or an admin.' })
export class Member extends BaseEntity<
  'role' | 'disabled' | 'passwordHash' | 'displayName' | 'phone' | 'deletedAt'
> {
  /** Always stored lower-cased, so the unique index makes it case-insensitive. */
  @Field(() => String, {
    description:
      'The sign-in email, lower-cased and unique regardless of case; a placeholder once the account is deleted.',
  })
  @Property({ type: 'text', unique: true })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The name shown to others (at most 80 characters); null until given.',
  })
  @Property({ type: 'text', nullable: true })
  displayName: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'A phone number as typed (digits, spaces, brackets, dashes, optional +); null until given.',
  })
  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Field(() => Role, { description: 'What the account may do.' })
  @Enum({ items: () => Role, nativeEnumName: 'role' })
  role: Role = Role.MEMBER;

  @Field(() => Boolean, {
    description:
      'True when an admin disabled the account (or it was deleted): it cannot sign in, and its sessions and tokens are revoked.',
  })
  @Property({ type: 'boolean' })
  disabled = false;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the email was shown to belong to the account (an emailed link used, or a provider vouching for it), ISO 8601 UTC; null while unverified.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt?: Date | null;

  @Field(() => GeoLocation, {
    nullable: true,
    description: 'Where the account usually wants things; forms start from it. Null until given.',
  })
  @Embedded({ entity: () => GeoLocation, nullable: true, prefix: 'default_location_' })
  defaultLocation?: GeoLocation | null;

  /**
   * When the account was deleted: its personal data is erased and it can never sign in again,
   * but the row stays so its wires, its partner's responses and the audit log keep their owner.
   */
  @Field(() => Date, {
    nullable: true,
    description:
      'When the account was deleted (ISO 8601 UTC): its personal data is erased and it can never sign in again. Null while it exists.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  /** argon2id PHC string, or null for link/social-only accounts. Never exposed. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;
}
