import { Field, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Wire } from './wire.entity.js';
import { WireEventType } from './wire.enums.js';

@ObjectType('Budget')
export class Budget {
  @Field(() => String, { nullable: true }) min!: string | null;
  @Field(() => String, { nullable: true }) max!: string | null;
  @Field(() => String) currency!: string;
}

export const WireConnection = connectionType(Wire, 'Wire');

@ObjectType('WireEvent')
export class WireEvent {
  @Field(() => WireEventType) type!: WireEventType;
  @Field(() => Wire) wire!: Wire;
}
