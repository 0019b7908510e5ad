import { Field, Float, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Partner } from './partner.entity.js';
import { PartnerEventType } from './partner.enums.js';

@ObjectType('ServiceArea', {
  description: 'Where a partner works: a circle around a place; wires located inside it reach the partner.',
})
export class ServiceArea {
  @Field(() => String, { description: 'The place at the centre, as people name it.' }) label!: string;
  @Field(() => Float, { description: 'Latitude of the centre in degrees (−90..90).' }) lat!: number;
  @Field(() => Float, { description: 'Longitude of the centre in degrees (−180..180).' }) lng!: number;
  @Field(() => Float, { description: 'The radius in km (1..500).' }) radiusKm!: number;
}

export const PartnerConnection = connectionType(Partner, 'Partner');

@ObjectType('PartnerEvent', { description: 'A partner signed up (CREATED) or changed (UPDATED).' })
export class PartnerEvent {
  @Field(() => PartnerEventType, { description: 'What happened to the partner.' }) type!: PartnerEventType;
  @Field(() => Partner, { description: 'The partner as it is now.' }) partner!: Partner;
}
