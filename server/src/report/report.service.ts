import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { Member } from '../member/member.entity.js';
import type { MemberService } from '../member/member.service.js';
import type { MessageService } from '../message/message.service.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import type { ReviewService } from '../review/review.service.js';
import { Report } from './report.entity.js';
import {
  HIDEABLE,
  REPORT_REASON_MAX,
  ReportAction,
  ReportEventType,
  ReportStatus,
  ReportSubjectType,
} from './report.enums.js';
import './report.events.js';
import type { HandleReportInput, ReportContentInput } from './report.inputs.js';
import { reporterNotice, ownerNotice } from './report.notices.js';
import { findSubject } from './report.subjects.js';

/** An owner's record in the queue before a report: how many reports, and how many were acted on. */
export type OwnerHistory = { reportCount: number; actionedCount: number };

/** `text` trimmed, or BAD_USER_INPUT at `field` when empty (unless `optional`) or too long. */
function reasonOf(text: string | null | undefined, field: string, optional = false): string | null {
  const why = text?.trim() ?? '';
  if (!why && !optional) throw new AppError('BAD_USER_INPUT', 'Say what is wrong.', { field });
  if (why.length > REPORT_REASON_MAX)
    throw new AppError('BAD_USER_INPUT', `At most ${REPORT_REASON_MAX} characters.`, { field });
  return why || null;
}

const STATUS_AFTER: Record<ReportAction, ReportStatus> = {
  DISMISS: ReportStatus.DISMISSED,
  HIDE: ReportStatus.ACTIONED,
  WARN: ReportStatus.ACTIONED,
  SUSPEND: ReportStatus.ACTIONED,
};

/**
 * The trust and safety queue: members report items (one open report per reporter and item),
 * admins work through them oldest first and dismiss, hide (reviews), warn or suspend. Every
 * report and action is audited and told to the reporter and the owner.
 */
export class ReportService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly notifier: Notifier,
    private readonly messages: MessageService,
    private readonly members: MemberService,
    private readonly reviews: ReviewService,
    private readonly bus: EventBus,
  ) {}

  /** A signed-in member reports an item. CONFLICT while their earlier report of it is open. */
  async report(actor: Actor, input: ReportContentInput): Promise<Report> {
    const viewer = requireViewer(actor);
    const reason = reasonOf(input.reason, 'reason')!;
    try {
      return await this.uow.run(actor, async (tx) => {
        const subject = await findSubject(tx.em, this.messages, viewer, input.subjectType, input.subjectId);
        const open = await tx.em.count(Report, {
          reporterId: viewer.id,
          subjectType: input.subjectType,
          subjectId: input.subjectId,
          status: ReportStatus.OPEN,
        });
        if (open) throw duplicate();
        const report = tx.em.create(Report, {
          subjectType: input.subjectType,
          subjectId: input.subjectId,
          title: subject.title,
          excerpt: subject.excerpt,
          ownerId: subject.ownerId,
          reporterId: viewer.id,
          reason,
        });
        tx.em.persist(report);
        await tx.em.flush();
        if (input.subjectType === ReportSubjectType.CONVERSATION) {
          // the thread's own entry, as before the queue: admins may read a reported thread
          this.audit.record(tx, {
            action: 'messages.reported',
            subjectType: AuditSubject.RESPONSE,
            subjectId: input.subjectId,
            after: { reportId: report.id },
            reason,
          });
        }
        this.audit.record(tx, {
          action: 'report.filed',
          subjectType: AuditSubject.REPORT,
          subjectId: report.id,
          after: { subjectType: report.subjectType, subjectId: report.subjectId, status: report.status },
          reason,
        });
        this.bus.publish(tx, { topic: 'REPORT', type: ReportEventType.CREATED, reportId: report.id });
        return report;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw duplicate();
      throw error;
    }
  }

  /** The queue, oldest first, optionally of one status. */
  async list(
    em: EntityManager,
    status: ReportStatus | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Report>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const where = status ? { status } : {};
    const later = cursor
      ? {
          $or: [
            { createdAt: { $gt: cursor.createdAt } },
            { createdAt: cursor.createdAt, id: { $gt: cursor.id } },
          ],
        }
      : {};
    const [rows, total] = await Promise.all([
      em.find(Report, { ...where, ...later }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: size + 1 }),
      em.count(Report, where),
    ]);
    return toPage(rows, size, total);
  }

  /** How many reports wait for an admin (the admin layout's badge). */
  openCount(em: EntityManager): Promise<number> {
    return em.count(Report, { status: ReportStatus.OPEN });
  }

  /** The owner's reports before `report`, and how many of those were acted on. */
  async history(em: EntityManager, report: Report): Promise<OwnerHistory> {
    if (!report.ownerId) return { reportCount: 0, actionedCount: 0 };
    const [row] = await em.execute<{ reports: number; actioned: number }[]>(
      `select count(*)::int as reports, count(*) filter (where status = 'ACTIONED')::int as actioned
         from report where owner_id = ? and (created_at, id) < (?, ?)`,
      [report.ownerId, report.createdAt, report.id],
    );
    return { reportCount: row?.reports ?? 0, actionedCount: row?.actioned ?? 0 };
  }

  /**
   * An admin acts on an open report (CONFLICT once handled). HIDE works on reviews only (the one
   * item with an admin's hiding; BAD_USER_INPUT at `action` otherwise) through the review's own
   * hiding; SUSPEND disables the owner's account through `setMemberDisabled`. Those run first in
   * their own transactions (audited there); the report is then closed, audited and told.
   */
  async handle(actor: Actor, input: HandleReportInput): Promise<Report> {
    const reason = reasonOf(input.reason, 'reason', input.action === ReportAction.DISMISS);
    const report = await actor.em.findOne(Report, { id: input.id });
    if (!report) throw new AppError('NOT_FOUND', 'No such report.');
    if (report.status !== ReportStatus.OPEN) throw handled();
    if (input.action === ReportAction.HIDE) {
      if (!HIDEABLE.includes(report.subjectType))
        throw new AppError('BAD_USER_INPUT', 'Only reviews can be hidden; warn or suspend instead.', {
          field: 'action',
        });
      await this.reviews.setHidden(actor, report.subjectId, true, reason);
    }
    if (input.action === ReportAction.SUSPEND) {
      if (!report.ownerId)
        throw new AppError('BAD_USER_INPUT', 'This item has no owner left to suspend.', { field: 'action' });
      await this.members.setDisabled(actor, report.ownerId, true, reason);
    }
    return this.uow.run(actor, async (tx) => {
      const open = await tx.em.findOne(Report, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!open || open.status !== ReportStatus.OPEN) throw handled();
      open.status = STATUS_AFTER[input.action];
      open.action = input.action;
      open.actionReason = reason;
      open.handledById = tx.actor.viewer?.id ?? null;
      open.handledAt = new Date();
      this.audit.record(tx, {
        action: `report.${input.action.toLowerCase()}`,
        subjectType: AuditSubject.REPORT,
        subjectId: open.id,
        before: { status: ReportStatus.OPEN },
        after: { status: open.status, action: open.action },
        reason,
      });
      await this.tell(tx, open);
      this.bus.publish(tx, { topic: 'REPORT', type: ReportEventType.UPDATED, reportId: open.id });
      return open;
    });
  }

  /** Tells the reporter (when a member) and the owner what was done. */
  private async tell(tx: Tx, report: Report): Promise<void> {
    const ids = [report.reporterId, report.ownerId].filter((id): id is string => Boolean(id));
    const people = ids.length ? await tx.em.find(Member, { id: { $in: ids }, deletedAt: null }) : [];
    const reporter = people.find((m) => m.id === report.reporterId);
    const owner = people.find((m) => m.id === report.ownerId);
    if (reporter)
      this.notifier.notify(tx, reporter, {
        kind: NotificationKind.REPORT_UPDATE,
        notice: reporterNotice(report),
      });
    // a dismissed report is nothing the owner has to know of; every action is
    if (owner && owner.id !== reporter?.id && report.action !== ReportAction.DISMISS)
      this.notifier.notify(tx, owner, {
        kind: NotificationKind.REPORT_UPDATE,
        notice: ownerNotice(report),
        reason: report.actionReason,
      });
  }
}

function duplicate(): AppError {
  return new AppError('CONFLICT', 'You already reported this; an admin will look at it.', {
    details: { reason: 'ALREADY_REPORTED' },
  });
}

function handled(): AppError {
  return new AppError('CONFLICT', 'This report has already been handled.', {
    details: { reason: 'REPORT_HANDLED' },
  });
}
