import { Field, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { WireResponse } from './response.entity.js';
import { ResponseEventType } from './response.enums.js';

export const ResponseConnection = connectionType(WireResponse, 'Response');

@ObjectType('ResponseEvent')
export class ResponseEvent {
  @Field(() => ResponseEventType) type!: ResponseEventType;
  @Field(() => WireResponse) response!: WireResponse;
}

@ObjectType('BuyerContact')
export class BuyerContact {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
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
