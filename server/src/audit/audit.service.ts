import type { EntityManager } from '@mikro-orm/postgresql';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import type { Tx } from '../common/unit-of-work.js';
import { AuditChange, AuditEntry, AuditSubject, type AuditValues } from './audit.entity.js';

/** What one audited change says; the actor comes from the unit of work. */
export type AuditRecord = {
  action: string;
  subjectType: AuditSubject;
  subjectId: string;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
};

export type AuditFilter = {
  subjectType?: AuditSubject | null;
  subjectId?: string | null;
  actorId?: string | null;
  action?: string | null;
};

/**
 * The audit log. `record` writes in the caller's transaction, so an entry exists exactly when its
 * change committed; every admin action and every status change of a wire, response, partner or
 * member goes through it.
 */
export class AuditLog {
  record(tx: Tx, entry: AuditRecord): void {
    this.recordAs(tx.em, tx.actor.viewer?.id ?? null, entry);
  }

  /**
   * The one way a record's status changes: sets `record.status` to `to` and records the change
   * (before/after status, the reason) in the same transaction.
   */
  changeStatus<S extends string>(
    tx: Tx,
    subjectType: AuditSubject,
    record: { id: string; status: S },
    to: S,
    action: string,
    reason: string | null = null,
  ): void {
    const before = record.status;
    record.status = to;
    this.record(tx, {
      action,
      subjectType,
      subjectId: record.id,
      before: { status: before },
      after: { status: to },
      reason,
    });
  }

  /** The same, for work outside a unit of work's actor (jobs, scripts): `actorId` null is the system. */
  recordAs(em: EntityManager, actorId: string | null, entry: AuditRecord): void {
    em.persist(
      em.create(AuditEntry, {
        actorId,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      }),
    );
  }

  /** Newest first, keyset-paged; each filter is index-backed. */
  async list(
    em: EntityManager,
    filter: AuditFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<AuditEntry>> {
    const size = pageSize(first);
    const where: Record<string, unknown> = {};
    if (filter?.subjectType) where.subjectType = filter.subjectType;
    if (filter?.subjectId) where.subjectId = filter.subjectId;
    if (filter?.actorId) {
      where.actorId = filter.actorId;
    }
    if (filter?.action) where.action = filter.action;
    const [rows, total] = await Promise.all([
      em.find(
        AuditEntry,
        { ...where, ...afterCursor(decodeCursor(after)) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      em.count(AuditEntry, where),
    ]);
    return toPage(rows, size, total);
  }
}

/** The fields that differ between `before` and `after`, in a stable order. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: printable(before[field]),
    after: printable(after[field]),
  }));
}

function printable(value: AuditValues[string] | undefined): string | null {
  return value === undefined || value === null ? null : String(value);
}
