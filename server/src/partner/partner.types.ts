import { Field, Float, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Partner } from './partner.entity.js';

@ObjectType('ServiceArea')
export class ServiceArea {
  @Field(() => String) label!: string;
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
  @Field(() => Float) radiusKm!: number;
}

export const PartnerConnection = connectionType(Partner, 'Partner');
