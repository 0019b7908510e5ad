import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { PropertyDeal, PropertyType, WireKind, WireStatus } from './wire.enums.js';

@ObjectType('MaterialLine', { description: 'One material a BUILDING_MATERIALS wire asks for.' })
export class MaterialLine {
  @Field(() => String, { description: 'The material, such as "Portland cement 50 kg".' }) material!: string;
  @Field(() => Float, { description: 'How many units (more than 0).' }) quantity!: number;
  @Field(() => String, { description: 'The unit of the quantity (bags, tonnes, pieces…).' }) unit!: string;
}

/** A buyer's request on the wireboard. Indexes are in the migration (some are expressions). */
@Entity({ tableName: 'wire' })
@ObjectType('Wire', { description: 'A buyer request on the wireboard.' })
export class Wire extends BaseEntity<
  | 'status'
  | 'responseCount'
  | 'lines'
  | 'expiresAt'
  | 'expiryWarnedAt'
  | 'sealed'
  | 'revealAt'
  | 'responseCap'
> {
  @Field(() => WireKind, { description: 'Property or building materials.' })
  @Enum({ items: () => WireKind, type: 'text' })
  kind!: WireKind;

  @Field(() => String, { description: 'A one-line summary of what is wanted (3..120 characters).' })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, {
    nullable: true,
    description: 'More detail from the buyer (at most 2000 characters); null when none.',
  })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => WireStatus, { description: 'Where the wire is in its life; only OPEN wires take responses.' })
  @Enum({ items: () => WireStatus, type: 'text' })
  status: WireStatus = WireStatus.OPEN;

  @Property({ type: 'text' })
  locationLabel!: string;

  @Property({ type: 'double' })
  lat!: number;

  @Property({ type: 'double' })
  lng!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  budgetMin: string | null = null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  budgetMax: string | null = null;

  @Property({ type: 'text', nullable: true })
  currency: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the buyer needs it by (ISO 8601, UTC); null when not said.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  neededBy: Date | null = null;

  @Field(() => Date, {
    description: 'When an OPEN wire becomes EXPIRED (ISO 8601, UTC): 30 days after it was posted.',
  })
  @Property({ type: 'timestamptz', defaultRaw: `now() + interval '30 days'` })
  expiresAt: Date = new Date(Date.now() + 30 * 86_400_000);

  @ManyToOne(() => Member, { deleteRule: 'cascade' })
  owner!: Member;

  @Field(() => PropertyDeal, {
    nullable: true,
    description: 'PROPERTY wires: to buy or to rent; null for materials.',
  })
  @Enum({ items: () => PropertyDeal, type: 'text', nullable: true })
  deal: PropertyDeal | null = null;

  @Field(() => PropertyType, {
    nullable: true,
    description: 'PROPERTY wires: the kind of property; null for materials.',
  })
  @Enum({ items: () => PropertyType, type: 'text', nullable: true })
  propertyType: PropertyType | null = null;

  @Field(() => Int, {
    nullable: true,
    description: 'PROPERTY wires: how many bedrooms at least; null for any.',
  })
  @Property({ type: 'integer', nullable: true })
  bedrooms: number | null = null;

  @Field(() => Float, {
    nullable: true,
    description: 'PROPERTY wires: the smallest area wanted, in square metres; null for any.',
  })
  @Property({ type: 'double', nullable: true })
  minAreaM2: number | null = null;

  @Field(() => [MaterialLine], {
    description: 'BUILDING_MATERIALS wires: the materials wanted (1..50); empty for property.',
  })
  @Property({ type: 'json' })
  lines: MaterialLine[] = [];

  @Field(() => Boolean, {
    nullable: true,
    description: 'BUILDING_MATERIALS wires: whether delivery to the location is needed; null for property.',
  })
  @Property({ type: 'boolean', nullable: true })
  deliveryNeeded: boolean | null = null;

  /** Read through `WireResolver.responseCount`: a sealed wire hides it from all but its owner and admins. */
  @Property({ type: 'integer' })
  responseCount = 0;

  @Field(() => Boolean, {
    description:
      'The buyer chose sealed quotes: until `revealAt`, partners see neither the count nor the quotes of others, and the buyer sees how many arrived but not what they say.',
  })
  @Property({ type: 'boolean', default: false })
  sealed = false;

  @Field(() => Date, {
    nullable: true,
    description: 'When sealed quotes are revealed to the buyer (ISO 8601, UTC); null when not sealed.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  revealAt: Date | null = null;

  /**
   * How many live responses the buyer chose to take; null: the server's default
   * (MAX_LIVE_RESPONSES_PER_WIRE). Read through `WireResponsesResolver.maxResponses`.
   */
  @Property({ type: 'integer', nullable: true })
  responseCap: number | null = null;

  /** When its owner was told it expires soon (once per expiry date; extending clears it). */
  @Property({ type: 'timestamptz', nullable: true })
  expiryWarnedAt: Date | null = null;
}
