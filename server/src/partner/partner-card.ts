import { Field, ID, ObjectType } from 'type-graphql';
import { PartnerCategory } from './partner.enums.js';

/**
 * What anyone may see of a partner business beside its public records (a listing, a product):
 * no account, email or status reason. Resolvers return the Partner entity itself as this type.
 */
@ObjectType('PartnerCard', { description: 'The public face of a partner business.' })
export class PartnerCard {
  @Field(() => ID) id!: string;
  @Field(() => String) businessName!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [PartnerCategory]) categories!: PartnerCategory[];
  @Field(() => String, { nullable: true }) website!: string | null;
}
