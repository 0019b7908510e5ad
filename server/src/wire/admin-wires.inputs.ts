import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { StatusesField, UpdatedSinceField } from '../common/filter-fields.js';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import { SortDirection } from '../common/list-order.js';
import { PageInfo } from '../common/paging.js';
import { Wire } from './wire.entity.js';
import { WireKind, WireStatus } from './wire.enums.js';
import { WIRE_LIMITS } from './wire.inputs.js';

export const ADMIN_WIRE_LIMITS = { owner: 254, reason: 500, bulkIds: 100 } as const;

export const AdminWireSort = graphqlEnum(
  'AdminWireSort',
  {
    CREATED: 'When the wire was posted.',
    NEEDED_BY: 'The date it is needed by; wires without one come last ascending.',
    BUDGET:
      'The highest budget amount (the lowest when only that is given), currencies not converted; wires without a budget come first ascending.',
    RESPONSES: 'How many responses the wire has (withdrawn ones not counted).',
    STATUS: 'The status, alphabetically by its name.',
  },
  'A column of the admin request table to sort by (ties: newest first within the direction).',
);
export type AdminWireSort = EnumValue<typeof AdminWireSort>;

// one SortDirection for every ordered list (common/list-order.ts)
export { SortDirection };

@InputType('AdminWiresFilter', { description: 'Narrows the request table; every filter is optional.' })
export class AdminWiresFilter {
  @StatusesField(WireStatus)
  statuses?: WireStatus[] | null;

  @Field(() => WireKind, { nullable: true, description: 'Only wires of this kind.' })
  kind?: WireKind | null;

  @Field(() => Date, { nullable: true, description: 'Created at or after this instant.' })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Created before this instant.' })
  createdTo?: Date | null;

  @UpdatedSinceField()
  updatedSince?: Date | null;

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

@InputType('AdminWiresOrder', { description: 'The order of the request table: a column and a direction.' })
export class AdminWiresOrder {
  @Field(() => AdminWireSort, { description: 'The column to sort by.' }) field!: AdminWireSort;
  @Field(() => SortDirection, { description: 'Ascending or descending.' }) direction!: SortDirection;
}

@ObjectType('AdminWireEdge', { description: 'One wire of a request-table page, with its cursor.' })
export class AdminWireEdge {
  @Field(() => String, {
    description: 'Pass it as `after` (with the same order) to get the wires that follow this one.',
  })
  cursor!: string;

  @Field(() => Wire, { description: 'The wire.' }) node!: Wire;
}

@ObjectType('AdminWireConnection', {
  description:
    'A page of the request table, reachable by page number (`page`) or by cursor (`after`). ' +
    '`totalCount` is exact up to a threshold and an estimate above it (`totalCountIsEstimate`).',
})
export class AdminWireConnection {
  @Field(() => [AdminWireEdge], { description: 'The wires of this page, in the order asked for.' })
  edges!: AdminWireEdge[];

  @Field(() => PageInfo, { description: 'Whether there is more, and the cursor to get it.' })
  pageInfo!: PageInfo;

  @Field(() => Int, {
    description:
      'How many wires match the filter: exact when only statuses and a kind narrow the table, or up to 10,000 matches; an estimate above (see `totalCountIsEstimate`). Counted only when asked for.',
    simple: false, // a promise when counted lazily: see paging.ts
  })
  totalCount!: number | Promise<number>;

  @Field(() => Boolean, {
    description: 'Whether `totalCount` is an estimate rather than an exact count.',
    simple: false,
  })
  totalCountIsEstimate!: boolean | Promise<boolean>;
  @Field(() => Int, { description: 'The page size used.' }) pageSize!: number;
  @Field(() => Int, { nullable: true, description: 'The page number, when paged by number.' })
  page!: number | null;
}

export const BulkOutcome = graphqlEnum(
  'BulkOutcome',
  {
    CHANGED: 'The action was applied to the wire.',
    SKIPPED: 'The wire was left as it was: its status does not allow the action.',
  },
  'What a bulk action did to one wire.',
);
export type BulkOutcome = EnumValue<typeof BulkOutcome>;

@ObjectType('BulkWireResult', { description: 'What a bulk action did to one wire.' })
export class BulkWireResult {
  @Field(() => ID, { description: "The wire's id." }) id!: string;
  @Field(() => BulkOutcome, { description: 'Whether the action changed it or skipped it.' })
  outcome!: BulkOutcome;
  @Field(() => WireStatus, { description: 'The status after the action.' }) status!: WireStatus;
}
