import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Wire } from './wire.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { ResponseEventType, WireEventType } from './wire.enums.js';

@ObjectType('PageInfo')
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('Money', { description: 'An amount as a decimal string ("1500.00") and an ISO 4217 currency.' })
export class Money {
  @Field(() => String) amount!: string;
  @Field(() => String) currency!: string;
}

@ObjectType('Budget')
export class Budget {
  @Field(() => String, { nullable: true }) min!: string | null;
  @Field(() => String, { nullable: true }) max!: string | null;
  @Field(() => String) currency!: string;
}

@ObjectType('GeoPoint')
export class GeoPoint {
  @Field(() => String) label!: string;
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
}

@ObjectType('ServiceArea')
export class ServiceArea {
  @Field(() => String) label!: string;
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
  @Field(() => Float) radiusKm!: number;
}

@ObjectType('BuyerContact')
export class BuyerContact {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

@ObjectType('WireEdge')
export class WireEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Wire) node!: Wire;
}

@ObjectType('WireConnection')
export class WireConnection {
  @Field(() => [WireEdge]) edges!: WireEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}

@ObjectType('ResponseEdge')
export class ResponseEdge {
  @Field(() => String) cursor!: string;
  @Field(() => WireResponse) node!: WireResponse;
}

@ObjectType('ResponseConnection')
export class ResponseConnection {
  @Field(() => [ResponseEdge]) edges!: ResponseEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}

@ObjectType('PartnerEdge')
export class PartnerEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Partner) node!: Partner;
}

@ObjectType('PartnerConnection')
export class PartnerConnection {
  @Field(() => [PartnerEdge]) edges!: PartnerEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}

@ObjectType('WireEvent')
export class WireEvent {
  @Field(() => WireEventType) type!: WireEventType;
  @Field(() => Wire) wire!: Wire;
}

@ObjectType('ResponseEvent')
export class ResponseEvent {
  @Field(() => ResponseEventType) type!: ResponseEventType;
  @Field(() => WireResponse) response!: WireResponse;
}

@ObjectType('MarketStats')
export class MarketStats {
  @Field(() => Int) openWires!: number;
  @Field(() => Int) approvedPartners!: number;
}

@ObjectType('PartnerDashboard')
export class PartnerDashboard {
  @Field(() => Int) matchingOpenWires!: number;
  @Field(() => Int) responsesSent!: number;
  @Field(() => Int) responsesAccepted!: number;
  @Field(() => Float) acceptanceRate!: number;
}

export type Page<T> = { edges: { cursor: string; node: T }[]; pageInfo: PageInfo; totalCount: number };
