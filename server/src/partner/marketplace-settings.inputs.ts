import { Field, InputType } from 'type-graphql';
import { PartnerApproval } from './partner.enums.js';

@InputType('MarketplaceSettingsInput', { description: 'The settings to change; the others stay.' })
export class MarketplaceSettingsInput {
  @Field(() => PartnerApproval, {
    nullable: true,
    description: 'How a new partner is approved; left out keeps it.',
  })
  partnerApproval?: PartnerApproval | null;
}
