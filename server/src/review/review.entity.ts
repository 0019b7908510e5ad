import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Wire } from '../wire/wire.entity.js';

/**
 * A buyer's review of a partner they accepted on a FULFILLED wire: one per wire and partner, with
 * the partner's one reply. Hidden reviews (an admin's decision) leave the partner's rating.
 * Indexes are in the migration.
 */
@Entity({ tableName: 'review' })
@ObjectType('Review', {
  description: "A buyer's rating and words about a partner after a fulfilled wire, with the partner's reply.",
})
export class Review extends BaseEntity<'reply' | 'repliedAt' | 'hidden' | 'hiddenReason'> {
  @ManyToOne(() => Wire, { deleteRule: 'cascade' })
  wire!: Wire;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @ManyToOne(() => Member, { deleteRule: 'cascade' })
  author!: Member;

  @Field(() => Int, { description: 'The rating, 1 (poor) to 5 (excellent).' })
  @Property({ type: 'smallint' })
  rating!: number;

  @Field(() => String, { description: "The buyer's words (1 to 1,000 characters)." })
  @Property({ type: 'text' })
  text!: string;

  @Field(() => String, { nullable: true, description: "The partner's one reply; null until it replies." })
  @Property({ type: 'text', nullable: true })
  reply: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the partner replied; null until it does.' })
  @Property({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null = null;

  @Field(() => Boolean, {
    description: 'An admin hid it as abusive: it is out of the rating and the public list.',
  })
  @Property({ type: 'boolean', default: false })
  hidden = false;

  /** Why an admin hid it (read through `ReviewResolver.hiddenReason`: admins only). */
  @Property({ type: 'text', nullable: true })
  hiddenReason: string | null = null;
}
