import { Field, Float, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Partner } from './partner.entity.js';
import { PartnerEventType } from './partner.enums.js';

@ObjectType('ServiceArea')
export class ServiceArea {
  @Field(() => String) label!: string;
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
  @Field(() => Float) radiusKm!: number;
}

export const PartnerConnection = connectionType(Partner, 'Partner');

@ObjectType('PartnerEvent', { description: 'A partner signed up (CREATED) or changed (UPDATED).' })
export class PartnerEvent {
  @Field(() => PartnerEventType) type!: PartnerEventType;
  @Field(() => Partner, { description: 'The partner as it is now.' }) partner!: Partner;
}
