import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { PropertyDeal, PropertyType, WireKind, WireStatus } from './wire.enums.js';

@ObjectType('MaterialLine')
export class MaterialLine {
  @Field(() => String) material!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => String) unit!: string;
}

/** A buyer's request on the wireboard. Indexes are in the migration (some are expressions). */
@Entity({ tableName: 'wire' })
@ObjectType('Wire', { description: 'A buyer request on the wireboard.' })
export class Wire extends BaseEntity<'status' | 'responseCount' | 'lines' | 'expiresAt'> {
  @Field(() => WireKind)
  @Enum({ items: () => WireKind, type: 'text' })
  kind!: WireKind;

  @Field(() => String)
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => WireStatus)
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

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  neededBy: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: `now() + interval '30 days'` })
  expiresAt: Date = new Date(Date.now() + 30 * 86_400_000);

  @ManyToOne(() => Member, { deleteRule: 'cascade' })
  owner!: Member;

  @Field(() => PropertyDeal, { nullable: true })
  @Enum({ items: () => PropertyDeal, type: 'text', nullable: true })
  deal: PropertyDeal | null = null;

  @Field(() => PropertyType, { nullable: true })
  @Enum({ items: () => PropertyType, type: 'text', nullable: true })
  propertyType: PropertyType | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  bedrooms: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  minAreaM2: number | null = null;

  @Field(() => [MaterialLine])
  @Property({ type: 'json' })
  lines: MaterialLine[] = [];

  @Field(() => Boolean, { nullable: true })
  @Property({ type: 'boolean', nullable: true })
  deliveryNeeded: boolean | null = null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  responseCount = 0;
}
