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
