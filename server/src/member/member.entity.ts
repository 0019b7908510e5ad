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
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  displayName: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Field(() => Role)
  @Enum({ items: () => Role, nativeEnumName: 'role' })
  role: Role = Role.MEMBER;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  disabled = false;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt?: Date | null;

  @Field(() => GeoLocation, { nullable: true })
  @Embedded({ entity: () => GeoLocation, nullable: true, prefix: 'default_location_' })
  defaultLocation?: GeoLocation | null;

  /**
   * When the account was deleted: its personal data is erased and it can never sign in again,
   * but the row stays so its wires, its partner's responses and the audit log keep their owner.
   */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  /** argon2id PHC string, or null for link/social-only accounts. Never exposed. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;
}
