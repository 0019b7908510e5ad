import { ArrayType, Entity, Enum, OneToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { PartnerCategory, PartnerStatus } from './partner.enums.js';

/** A seller business; one per PARTNER account. */
@Entity({ tableName: 'partner' })
@ObjectType('Partner', { description: 'A seller business answering wires.' })
export class Partner extends BaseEntity<
  'status' | 'description' | 'phone' | 'website' | 'verifiedAt' | 'verifiedUntil'
> {
  @OneToOne(() => Member, { owner: true, unique: true, deleteRule: 'cascade' })
  member!: Member;

  @Field(() => String, { description: 'The name of the business (2..120 characters).' })
  @Property({ type: 'text' })
  businessName!: string;

  @Field(() => String, {
    nullable: true,
    description: 'What the business does (at most 2000 characters); null when not given.',
  })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => [PartnerCategory], {
    description: 'What the business deals in; it decides which kinds of wire reach it.',
  })
  @Property({ type: ArrayType })
  categories!: PartnerCategory[];

  @Property({ type: 'text' })
  areaLabel!: string;

  @Property({ type: 'double' })
  lat!: number;

  @Property({ type: 'double' })
  lng!: number;

  @Property({ type: 'double' })
  radiusKm!: number;

  @Field(() => String, { nullable: true, description: "The business's phone number, as typed." })
  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "The business's website (an http(s) address); null when not given.",
  })
  @Property({ type: 'text', nullable: true })
  website: string | null = null;

  @Field(() => PartnerStatus, {
    description: 'Where the business stands with the marketplace: PENDING, APPROVED or SUSPENDED.',
  })
  @Enum({ items: () => PartnerStatus, type: 'text' })
  status: PartnerStatus = PartnerStatus.PENDING;

  @Field(() => String, {
    nullable: true,
    description: 'Why an admin suspended it, while SUSPENDED; null otherwise.',
  })
  @Property({ type: 'text', nullable: true })
  statusReason: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was first approved (ISO 8601 UTC); null while never approved.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When an admin last verified the business (its registration and papers); null while never, or after a refusal.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when that verification holds; `verified` is false from then on.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  verifiedUntil: Date | null = null;
}
