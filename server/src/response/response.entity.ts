import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { ResponseStatus } from './response.enums.js';

/** A partner's answer to a wire. One live (SENT or ACCEPTED) per partner per wire (partial unique index). */
@Entity({ tableName: 'response' })
@ObjectType('Response', { description: "A partner's answer to a wire: a quote and a message." })
export class WireResponse extends BaseEntity<'status' | 'validUntil' | 'offeredProperty' | 'reopenedAt'> {
  @ManyToOne(() => Wire, { deleteRule: 'cascade' })
  wire!: Wire;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @Field(() => ResponseStatus, { description: 'Where it stands: SENT, ACCEPTED, DECLINED or WITHDRAWN.' })
  @Enum({ items: () => ResponseStatus, type: 'text' })
  status: ResponseStatus = ResponseStatus.SENT;

  @Field(() => String, {
    description:
      'The partner\'s message to the buyer (1 to 2,000 characters); until this quote is accepted, contacts in it read "[contact hidden until accepted]" (its partner and admins read it as written).',
  })
  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  quoteAmount!: string;

  @Property({ type: 'text' })
  quoteCurrency!: string;

  @Field(() => Date, { nullable: true, description: 'Until when the quote holds, when the partner said.' })
  @Property({ type: 'timestamptz', nullable: true })
  validUntil: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the buyer reopened the wire to this declined partner (they may quote again); null while a DECLINED quote still stops them, and for any other status.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  reopenedAt: Date | null = null;

  /** For a PROPERTY wire: one of the partner's listings, ACTIVE when the quote was sent. */
  @ManyToOne(() => PropertyListing, { nullable: true, deleteRule: 'set null' })
  offeredProperty: PropertyListing | null = null;
}
