import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { PageArgs, connectionType, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import { AuditChange, AuditEntry } from '../audit/audit.entity.js';
import { AuditLogFilter } from '../audit/audit.inputs.js';
import { auditChanges, type AuditLog } from '../audit/audit.service.js';
import { Member } from './member.entity.js';
import { memberById } from './member.loaders.js';

export const AuditEntryConnection = connectionType(AuditEntry, 'AuditEntry');

@Resolver(() => AuditEntry)
export class AuditResolver {
  constructor(private readonly audit: AuditLog) {}

  @Auth(Role.ADMIN)
  @Query(() => AuditEntryConnection, {
    description: 'The audit log, newest first: who did what, when and why.',
  })
  auditLog(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => AuditLogFilter, {
      description: 'Whose or what entries (subject, actor).',
      nullable: true,
    })
    filter?: AuditLogFilter | null,
  ): Promise<Page<AuditEntry>> {
    return this.audit.list(ctx.actor.em, filter, first, after);
  }

  @FieldResolver(() => Member, {
    nullable: true,
    description: 'Who acted; null for the system (expiry, jobs) or an account since deleted.',
  })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: Context): Promise<Member | null> | null {
    return entry.actorId ? ctx.loaders.load(memberById, entry.actorId) : null;
  }

  @FieldResolver(() => [AuditChange], { description: 'The fields the action changed, before and after.' })
  changes(@Root() entry: AuditEntry): AuditChange[] {
    return auditChanges(entry);
  }
}
