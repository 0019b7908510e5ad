import { Field, InputType } from 'type-graphql';
import { MaxItems } from '../common/list-limits.js';
import { BLOCKED_WORDS_MAX } from './partner.enums.js';
import { PartnerApproval } from './partner.enums.js';

@InputType('MarketplaceSettingsInput', { description: 'The settings to change; the others stay.' })
export class MarketplaceSettingsInput {
  @Field(() => PartnerApproval, {
    nullable: true,
    description: 'How a new partner is approved; left out keeps it.',
  })
  partnerApproval?: PartnerApproval | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether partners must be verified to respond to wires; left out keeps it.',
  })
  verificationRequiredToQuote?: boolean | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'The blocked words, as the list should be (each 1 to 40 characters, at most 200; trimmed, lower-cased, repeats dropped); left out keeps it.',
  })
  @MaxItems(BLOCKED_WORDS_MAX)
  blockedWords?: string[] | null;
}
