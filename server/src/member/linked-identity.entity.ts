import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { SocialProvider } from '../auth/social-providers.js';
import { Member } from './member.entity.js';

/**
 * An outside account (Google, GitHub) that signs in to a member: one per provider and member, and
 * a provider's account belongs to one member only.
 */
@Entity({ tableName: 'linked_identity' })
@Unique({ properties: ['provider', 'subject'] })
@Unique({ properties: ['member', 'provider'] })
@ObjectType('LinkedIdentity', { description: 'An outside account that signs in to this one.' })
export class LinkedIdentity {
  [OptionalProps]?: 'id' | 'linkedAt' | 'email';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @Field(() => SocialProvider, { description: 'The provider of the outside account.' })
  @Enum({ items: () => SocialProvider, type: 'text' })
  provider!: SocialProvider;

  /** The provider's stable id of the account (Google's `sub`, GitHub's user id). Never exposed. */
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String, { nullable: true, description: 'The email the provider gave when it was linked.' })
  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Field(() => Date, { description: 'When it was linked (ISO 8601 UTC).' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  linkedAt: Date = new Date();
}
