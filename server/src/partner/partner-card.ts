import { Field, ID, ObjectType } from 'type-graphql';
import { PartnerCategory } from './partner.enums.js';

/**
 * What anyone may see of a partner business beside its public records (a listing, a product):
 * no account, email or status reason. Resolvers return the Partner entity itself as this type.
 */
@ObjectType('PartnerCard', { description: 'The public face of a partner business.' })
export class PartnerCard {
  @Field(() => ID, { description: "The partner's id." }) id!: string;
  @Field(() => String, { description: 'The name of the business.' }) businessName!: string;
  @Field(() => String, { nullable: true, description: 'What the business does; null when not given.' })
  description!: string | null;
  @Field(() => [PartnerCategory], { description: 'What the business deals in.' })
  categories!: PartnerCategory[];
  @Field(() => String, {
    nullable: true,
    description: "The business's website (an http(s) address); null when not given.",
  })
  website!: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When an admin last verified the business; null while never, or after a refusal.',
  })
  verifiedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Until when that verification holds.' })
  verifiedUntil!: Date | null;
}
