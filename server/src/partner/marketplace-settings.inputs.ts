import { Field, InputType } from 'type-graphql';
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
}
