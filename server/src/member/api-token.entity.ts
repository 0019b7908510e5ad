import { ArrayType, Entity, ManyToOne, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import { Member } from './member.entity.js';

/**
 * A personal API token (SPEC §3 ApiToken): an integration acts with its account's role, limited
 * to the token's scopes. The secret is shown once; the row keeps its SHA-256 (unique, looked up
 * by it) and a short prefix the owner can recognise it by.
 */
@Entity({ tableName: 'api_token' })
@ObjectType('ApiToken', { description: 'A personal API token; its secret was shown once, when it was made.' })
export class ApiToken extends BaseEntity<
  'lastUsedAt' | 'expiresAt' | 'revokedAt' | 'revokedReason' | 'rotatedAt'
> {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade', index: true })
  member!: Ref<Member>;

  @Field(() => String, { description: 'What the owner called it, e.g. "Procurement system".' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The first characters of the secret, to recognise it by.' })
  @Property({ type: 'text' })
  prefix!: string;

  @Property({ type: 'blob', unique: true })
  secretHash!: Buffer;

  @Field(() => [ApiTokenScope], { description: "What it may do, on top of what its account's role allows." })
  @Property({ type: ArrayType })
  scopes!: ApiTokenScope[];

  @Field(() => Date, { nullable: true, description: 'Null: it does not expire.' })
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute).' })
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'Set once it is revoked; a revoked token is refused.' })
  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Set once it was rotated (`rotateApiToken`): it keeps working until `expiresAt`, the end of the grace period, and its successor from then on.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null = null;

  /** REVOKED (by its owner) or USER_DISABLED (the account was disabled). */
  @Property({ type: 'text', nullable: true })
  revokedReason: string | null = null;
}
