import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import type { Context } from '../common/context.js';
import { selects } from '../common/selection.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import { MaxItems } from '../common/list-limits.js';
import {
  ADMIN_WIRE_LIMITS,
  AdminWireConnection,
  AdminWiresFilter,
  AdminWiresOrder,
  BulkWireResult,
} from './admin-wires.inputs.js';
import type { AdminWireQueries } from './admin-wires.queries.js';
import type { WireCommands } from './wire.commands.js';

/** The admin request table: every wire, paged by number or cursor; bulk close and remove. */
@Resolver()
export class AdminWiresResolver {
  constructor(
    private readonly queries: AdminWireQueries,
    private readonly commands: WireCommands,
  ) {}

  @Auth(Role.ADMIN)
  @Query(() => AdminWireConnection, {
    description:
      'Every wire, any status: filtered, sorted (default: newest first), paged by `page` number ' +
      '(1-based, with `first` as the page size) or by cursor (`after`), not both.',
  })
  adminWires(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => AdminWiresFilter, {
      description: 'Narrows the table (statuses, kind, dates, text, owner).',
      nullable: true,
    })
    filter?: AdminWiresFilter | null,
    @Arg('orderBy', () => AdminWiresOrder, { description: 'Default: CREATED DESC.', nullable: true })
    orderBy?: AdminWiresOrder | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20, description: 'Page size: 1 to 100.' })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The `endCursor` of the page before.' })
    after?: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page number (1-based).' })
    page?: number | null,
  ): Promise<AdminWireConnection> {
    // the total asked for: read with the page when the counter keeps it (one statement)
    return this.queries.list(
      ctx.actor.em,
      { filter, orderBy, first, after, page },
      selects(info, 'totalCount'),
    );
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [BulkWireResult], {
    description: 'Closes the OPEN ones of these wires (others: SKIPPED); audited with the reason.',
  })
  @MaxItems({ ids: ADMIN_WIRE_LIMITS.bulkIds })
  bulkCloseWires(
    @IdArg('ids', 'The wires; ones not OPEN are skipped.', { list: true })
    ids: string[],
    @Arg('reason', () => String, { description: 'Why (kept in the audit log; at least 3 characters).' })
    reason: string,
    @Ctx() ctx: Context,
  ): Promise<BulkWireResult[]> {
    return this.commands.bulkClose(ctx.actor, ids, reason);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [BulkWireResult], {
    description: 'Removes these wires from the site (already REMOVED: SKIPPED); audited with the reason.',
  })
  @MaxItems({ ids: ADMIN_WIRE_LIMITS.bulkIds })
  bulkRemoveWires(
    @IdArg('ids', 'The wires; ones already removed are skipped.', { list: true })
    ids: string[],
    @Arg('reason', () => String, { description: 'Why (kept in the audit log; at least 3 characters).' })
    reason: string,
    @Ctx() ctx: Context,
  ): Promise<BulkWireResult[]> {
    return this.commands.bulkRemove(ctx.actor, ids, reason);
  }
}
