import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { WireResponse } from './response.entity.js';
import { RevisionCause, RevisionChange } from './response.enums.js';

/** One line of a quote as it stood in an earlier version (copied, so it reads the same later). */
export type RevisedLineRow = { name: string; unit: string; quantity: number; unitPrice: string };

/**
 * An earlier version of a quote, kept when the partner revised it (or accepted a counter-offer):
 * what it said before, who replaced it, when (`createdAt`) and what the replacement changed.
 */
@Entity({ tableName: 'response_revision' })
@ObjectType('ResponseRevision', {
  description:
    'An earlier version of a quote, as it stood before a revision; `createdAt` is when it was replaced.',
})
export class ResponseRevision extends BaseEntity<'validUntil'> {
  @ManyToOne(() => WireResponse, { deleteRule: 'cascade' })
  response!: WireResponse;

  @Field(() => Int, { description: 'Its version number: 1 is the quote as first sent.' })
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  quoteAmount!: string;

  @Property({ type: 'text' })
  quoteCurrency!: string;

  @Field(() => Date, { nullable: true, description: 'Until when this version held, when the partner said.' })
  @Property({ type: 'timestamptz', nullable: true })
  validUntil: Date | null = null;

  @Field(() => String, {
    description: "This version's message; contacts in it are hidden as in `Response.message`.",
  })
  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'jsonb' })
  lines!: RevisedLineRow[];

  @Field(() => [RevisionChange], { description: 'What the next version changed from this one.' })
  @Property({ type: 'jsonb' })
  changed!: RevisionChange[];

  @Field(() => RevisionCause, { description: 'Why it was replaced.' })
  @Enum({ items: () => RevisionCause, type: 'text' })
  cause!: RevisionCause;

  /** The account that replaced it (the partner's). */
  @ManyToOne(() => Member, { deleteRule: 'set null', nullable: true })
  revisedBy!: Member | null;
}
