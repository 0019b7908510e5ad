import { Field, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { WireResponse } from './response.entity.js';
import { ResponseEventType } from './response.enums.js';

export const ResponseConnection = connectionType(WireResponse, 'Response');

@ObjectType('ResponseEvent', { description: 'A response sent or changed, live.' })
export class ResponseEvent {
  @Field(() => ResponseEventType, { description: 'Sent (CREATED) or changed (UPDATED).' })
  type!: ResponseEventType;
  @Field(() => WireResponse, { description: 'The response as it is now.' })
  response!: WireResponse;
}

@ObjectType('BuyerContact', {
  description:
    "How to reach a wire's buyer: shown to the owner, admins, and the partner whose response was accepted.",
})
export class BuyerContact {
  @Field(() => String, { nullable: true, description: "The buyer's display name, when set." })
  name!: string | null;
  @Field(() => String, { description: "The buyer's account email." })
  email!: string;
  @Field(() => String, { nullable: true, description: "The buyer's phone, when they gave one." })
  phone!: string | null;
}

@ObjectType('PartnerContact', {
  description: "How to reach the partner of an accepted response: shown to the wire's owner (and admins).",
})
export class PartnerContact {
  @Field(() => String, { description: 'The business name.' }) businessName!: string;
  @Field(() => String, { description: "The partner account's email." }) email!: string;
  @Field(() => String, { nullable: true, description: "The business's phone, when it gave one." })
  phone!: string | null;
  @Field(() => String, { nullable: true, description: "The business's website, when it gave one." })
  website!: string | null;
}
