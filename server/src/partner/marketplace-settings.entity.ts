import { ArrayType, Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { PartnerApproval } from './partner.enums.js';

/** The id of the one row of `marketplace_settings` (a check constraint allows no other). */
export const SETTINGS_ROW = 1;

/**
 * How the marketplace runs, as admins set it: one row, created by its migration. Every change is
 * audited (`settings.updated`, before and after).
 */
@Entity({ tableName: 'marketplace_settings' })
@ObjectType('MarketplaceSettings', { description: 'How the marketplace runs; admins change it.' })
export class MarketplaceSettings {
  [OptionalProps]?:
    'id' | 'partnerApproval' | 'verificationRequiredToQuote' | 'blockedWords' | 'updatedAt' | 'updatedById';

  @PrimaryKey({ type: 'int', autoincrement: false })
  id: number = SETTINGS_ROW;

  @Field(() => PartnerApproval, { description: 'How a new partner is approved (default MANUAL).' })
  @Enum({ items: () => PartnerApproval, type: 'text' })
  partnerApproval: PartnerApproval = PartnerApproval.MANUAL;

  @Field(() => Boolean, {
    description:
      'Whether a partner must be verified (and not expired) to respond to wires; refused with FORBIDDEN (PARTNER_NOT_VERIFIED) otherwise. Default false.',
  })
  @Property({ type: 'boolean', default: false })
  verificationRequiredToQuote: boolean = false;

  @Field(() => [String], {
    description:
      'Words that flag a wire or a message for the trust and safety queue (an automatic report, rule BLOCKED_WORDS), matched as whole words whatever the case; lower case, at most 200. Default none.',
  })
  @Property({ type: ArrayType, default: '{}' })
  blockedWords: string[] = [];

  @Field(() => Date, { nullable: true, description: 'When an admin last changed a setting; null: never.' })
  @Property({ type: 'timestamptz', nullable: true })
  updatedAt: Date | null = null;

  /** The admin who last changed a setting (`updatedBy` on the API). */
  @Property({ type: 'uuid', nullable: true })
  updatedById: string | null = null;
}
