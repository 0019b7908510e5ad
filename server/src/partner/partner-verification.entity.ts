import { Entity, Enum, OneToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Partner } from './partner.entity.js';
import { VerificationStatus } from './partner-verification.enums.js';

/**
 * A partner's business verification: its registration (the CAC number in Nigeria) and papers
 * (private files), and the admin's decision. One per partner: a resubmission replaces the last
 * one, and the audit log keeps every step.
 */
@Entity({ tableName: 'partner_verification' })
@ObjectType('PartnerVerification', {
  description: "A partner's business verification: its registration, papers and the admin's decision.",
})
export class PartnerVerification extends BaseEntity<
  'status' | 'note' | 'expiresAt' | 'reviewedById' | 'reviewedAt'
> {
  @OneToOne(() => Partner, { owner: true, unique: true, deleteRule: 'cascade' })
  partner!: Partner;

  @Field(() => String, {
    description: 'The registration number as the registry issued it, e.g. `RC1234567` (CAC: RC, BN or IT).',
  })
  @Property({ type: 'text' })
  registrationNumber!: string;

  @Field(() => VerificationStatus, { description: 'Where it stands.' })
  @Enum({ items: () => VerificationStatus, type: 'text' })
  status: VerificationStatus = VerificationStatus.PENDING;

  @Field(() => String, {
    nullable: true,
    description: "The admin's reason (REJECTED) or what to add (MORE_INFO); null otherwise.",
  })
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when the business counts as verified (VERIFIED); null otherwise.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Field(() => Date, { description: 'When the partner last submitted it.' })
  @Property({ type: 'timestamptz' })
  submittedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When an admin last decided on it; null while never.' })
  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  /** The admin who last decided. */
  @Property({ type: 'uuid', nullable: true })
  reviewedById: string | null = null;
}
