import { ArrayMinSize, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import { SortDirection } from '../common/list-order.js';
import { PageInfo } from '../common/paging.js';
import { Wire } from './wire.entity.js';
import { WireKind, WireStatus } from './wire.enums.js';
import { WIRE_LIMITS } from './wire.inputs.js';

export const ADMIN_WIRE_LIMITS = { owner: 254, reason: 500, bulkIds: 100 } as const;

export const AdminWireSort = graphqlEnum(
  'AdminWireSort',
  ['CREATED', 'NEEDED_BY', 'BUDGET', 'RESPONSES', 'STATUS'],
  'A column of the admin request table to sort by (ties: newest first within the direction).',
);
export type AdminWireSort = EnumValue<typeof AdminWireSort>;

// one SortDirection for every ordered list (common/list-order.ts)
export { SortDirection };

@InputType('AdminWiresFilter', { description: 'Narrows the request table; every filter is optional.' })
export class AdminWiresFilter {
  @Field(() => [WireStatus], { nullable: true, description: 'Non-empty when given.' })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one status.' })
  statuses?: WireStatus[] | null;

  @Field(() => WireKind, { nullable: true })
  kind?: WireKind | null;

  @Field(() => Date, { nullable: true, description: 'Created at or after this instant.' })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Created before this instant.' })
  createdTo?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Full-text search in title and description (the wireboard's), at most 200 characters.",
  })
  @IsOptional()
  @MaxLength(WIRE_LIMITS.text, { message: `At most ${WIRE_LIMITS.text} characters.` })
  text?: string | null;

  @Field(() => String, { nullable: true, description: "The owner's email or account id." })
  @IsOptional()
  @MaxLength(ADMIN_WIRE_LIMITS.owner, { message: `At most ${ADMIN_WIRE_LIMITS.owner} characters.` })
  owner?: string | null;
}

@InputType('AdminWiresOrder')
export class AdminWiresOrder {
  @Field(() => AdminWireSort) field!: AdminWireSort;
  @Field(() => SortDirection) direction!: SortDirection;
}

@ObjectType('AdminWireEdge')
export class AdminWireEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Wire) node!: Wire;
}

@ObjectType('AdminWireConnection', {
  description:
    'A page of the request table, reachable by page number (`page`) or by cursor (`after`). ' +
    '`totalCount` is exact up to a threshold and an estimate above it (`totalCountIsEstimate`).',
})
export class AdminWireConnection {
  @Field(() => [AdminWireEdge]) edges!: AdminWireEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
  @Field(() => Boolean) totalCountIsEstimate!: boolean;
  @Field(() => Int, { description: 'The page size used.' }) pageSize!: number;
  @Field(() => Int, { nullable: true, description: 'The page number, when paged by number.' })
  page!: number | null;
}

export const BulkOutcome = graphqlEnum('BulkOutcome', ['CHANGED', 'SKIPPED']);
export type BulkOutcome = EnumValue<typeof BulkOutcome>;

@ObjectType('BulkWireResult', { description: 'What a bulk action did to one wire.' })
export class BulkWireResult {
  @Field(() => ID) id!: string;
  @Field(() => BulkOutcome) outcome!: BulkOutcome;
  @Field(() => WireStatus, { description: 'The status after the action.' }) status!: WireStatus;
}
