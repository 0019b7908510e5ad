import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { WireResponse } from './response.entity.js';
import { CounterOfferStatus } from './response.enums.js';

/** What the buyer would accept instead of a SENT quote: a price and, optionally, terms. */
@Entity({ tableName: 'response_counter_offer' })
@ObjectType('CounterOffer', {
  description: "The buyer's counter-offer on a quote: the price (and terms) they would accept.",
})
export class CounterOffer extends BaseEntity<'status' | 'message' | 'answeredAt'> {
  @ManyToOne(() => WireResponse, { deleteRule: 'cascade' })
  response!: WireResponse;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The buyer\'s terms or message (at most 2,000 characters); contacts in it read "[contact hidden until accepted]" for the partner until the quote is accepted.',
  })
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Field(() => CounterOfferStatus, { description: 'OPEN while it waits for the partner.' })
  @Enum({ items: () => CounterOfferStatus, type: 'text' })
  status: CounterOfferStatus = CounterOfferStatus.OPEN;

  @Field(() => Date, { nullable: true, description: 'When the partner accepted or answered it.' })
  @Property({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;

  /** The buyer (or admin) who made it. */
  @ManyToOne(() => Member, { deleteRule: 'set null', nullable: true })
  createdBy!: Member | null;
}
