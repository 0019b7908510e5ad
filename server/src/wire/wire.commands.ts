import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { recordOnce } from '../common/idempotency.js';
import { AppError, InputProblems } from '../common/errors.js';
import { FUTURE_YEARS_MAX, futureHorizon } from '../common/input-bounds.js';
import { CURRENCY, toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { Reactions } from '../common/domain-events.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import { Member } from '../member/member.entity.js';
import { wireExpiredNotice, wireExpiringNotice } from '../mail/notices.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { ADMIN_WIRE_LIMITS, BulkOutcome, type BulkWireResult } from './admin-wires.inputs.js';
import { Wire } from './wire.entity.js';
import { WireEventType, WireStatus } from './wire.enums.js';
import './wire.events.js';
import { WIRE_LIMITS, WIRE_OPEN_DAYS, type PostWireInput } from './wire.inputs.js';
import { assertWireCan, WIRE_TRANSITIONS } from './wire.transitions.js';

const DAY_MS = 86_400_000;
/**
 * The job that tells everyone concerned when a wire's sealed quotes are revealed (see
 * response/sealed-reveal.ts, which defines it: the quotes are the response domain's).
 */
export const REVEAL_SEALED_QUOTES = 'reveal_sealed_quotes';
export type RevealJob = { wireId: string };

import type { WireQueries } from './wire.queries.js';
import type { WireInvites } from './wire-invite.service.js';
import { kindFields, sealFields } from './wire-post-fields.js';

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/** An admin's bulk actions: the state machine's close and remove. */
const BULK = { close: WIRE_TRANSITIONS.close, remove: WIRE_TRANSITIONS.remove } as const;

/** Changing wires: posting with every rule, the owner's close, admins' bulk actions, and expiry. */
export class WireCommands {
  constructor(
    private readonly config: Config,
    private readonly queries: WireQueries,
    private readonly limiter: RateLimiter,
    private readonly bus: EventBus,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly notifier: Notifier,
    private readonly jobs: JobQueue,
    private readonly reactions: Reactions,
    private readonly invites: WireInvites,
  ) {}

  /** Audits a status change and tells the boards the wire left them (the one way a wire leaves). */
  private leave(tx: Tx, wire: Wire, to: WireStatus, action: string, reason: string | null = null): void {
    this.audit.changeStatus(tx, AuditSubject.WIRE, wire, to, action, reason);
    this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.REMOVED, wireId: wire.id });
  }

  /** Posts a wire; a repeated `idempotencyKey` answers the wire the first request made. */
  async postWire(actor: Actor, input: PostWireInput, idempotencyKey?: string | null): Promise<Wire> {
    const viewer = requireViewer(actor);
    // every problem of the input at once, each at its path
    const problems = new InputProblems();
    const title = input.title.trim();
    if (title.length < 3) problems.add(['input', 'title'], 'The title needs at least 3 characters.');
    const budget = input.budget;
    if (budget?.min && budget.max && Number(budget.min) > Number(budget.max)) {
      problems.add(['input', 'budget', 'min'], 'The lowest budget cannot be more than the highest.');
    }
    if (budget?.currency && !CURRENCY.test(budget.currency)) {
      problems.add(
        ['input', 'budget', 'currency'],
        'Use a three-letter ISO 4217 currency code, such as NGN.',
      );
    }
    if (input.neededBy && input.neededBy.getTime() > futureHorizon().getTime())
      problems.add(['input', 'neededBy'], `The date needed can be at most ${FUTURE_YEARS_MAX} years ahead.`);
    if (input.neededBy && input.neededBy.getTime() < Date.now()) {
      problems.add(['input', 'neededBy'], 'The date needed cannot be in the past.');
    }
    const openForDays = input.openForDays ?? WIRE_OPEN_DAYS.default;
    if (
      !Number.isInteger(openForDays) ||
      openForDays < WIRE_OPEN_DAYS.min ||
      openForDays > WIRE_OPEN_DAYS.max
    ) {
      problems.add(
        ['input', 'openForDays'],
        `A request stays open ${WIRE_OPEN_DAYS.min} to ${WIRE_OPEN_DAYS.max} days.`,
      );
    }
    const expiresAt = new Date(Date.now() + openForDays * DAY_MS);
    const seal = sealFields(input, expiresAt, problems);
    const responseCap = this.checkCap(input.maxResponses, ['input', 'maxResponses'], problems);
    const specific = kindFields(input, problems);
    const invitees = [...new Set(input.invitePartnerIds ?? [])];
    if (invitees.length > this.invites.maxInvites)
      problems.add(
        ['input', 'invitePartnerIds'],
        `Invite at most ${this.invites.maxInvites} partners to a request.`,
      );
    problems.throwIfAny();
    return this.uow.run(
      actor,
      async (tx) => {
        await this.limiter.take(tx.em, `wire:post:${viewer.id}`, this.config.rateLimit.postWirePerMember);
        const wire = tx.em.create(Wire, {
          kind: input.kind,
          title,
          description: input.description?.trim() || null,
          locationLabel: input.location.label.trim(),
          lat: input.location.lat,
          lng: input.location.lng,
          budgetMin: budget?.min ? toDecimal(budget.min) : null,
          budgetMax: budget?.max ? toDecimal(budget.max) : null,
          currency: budget?.min || budget?.max ? (budget.currency ?? this.config.defaultCurrency) : null,
          neededBy: input.neededBy ?? null,
          expiresAt,
          owner: tx.em.getReference(Member, viewer.id),
          responseCap,
          ...seal,
          ...specific,
        });
        tx.em.persist(wire);
        await attachFiles(
          tx.em,
          viewer.id,
          { type: FileAttachment.WIRE, id: wire.id },
          input.attachmentIds ?? [],
          {
            field: 'attachmentIds',
            max: WIRE_LIMITS.attachments,
            kinds: [FileKind.IMAGE, FileKind.DOCUMENT],
          },
        );
        await this.invites.inviteIn(tx, wire, invitees, 'invitePartnerIds');
        this.audit.record(tx, {
          action: 'wire.posted',
          subjectType: AuditSubject.WIRE,
          subjectId: wire.id,
          after: {
            status: WireStatus.OPEN,
            title,
            ...(wire.sealed ? { sealed: true, revealAt: wire.revealAt!.toISOString() } : {}),
            ...(responseCap !== null ? { maxResponses: responseCap } : {}),
          },
        });
        this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.CREATED, wireId: wire.id });
        if (wire.revealAt)
          this.jobs.add(tx, REVEAL_SEALED_QUOTES, { wireId: wire.id } satisfies RevealJob, {
            runAt: wire.revealAt,
            jobKey: `${REVEAL_SEALED_QUOTES}:${wire.id}`,
          });
        this.reactions.raise(tx, 'wire.posted', { wire });
        return wire;
      },
      recordOnce(Wire, { key: idempotencyKey, memberId: viewer.id, operation: 'postWire', input }),
    );
  }

  /**
   * The owner keeps an OPEN wire open `days` longer (from its expiry, or from now if that has
   * passed), at most WIRE_OPEN_DAYS.max days from now; audited, announced, warned again later.
   */
  extendWire(actor: Actor, id: string, days: number): Promise<Wire> {
    if (!Number.isInteger(days) || days < 1 || days > WIRE_OPEN_DAYS.max)
      throw bad('days', `Extend by 1 to ${WIRE_OPEN_DAYS.max} days.`);
    return this.uow.run(actor, async (tx) => {
      const wire = await this.queries.findOwned(tx.actor, id);
      assertWireCan(wire, 'extend');
      const now = Date.now();
      const until = Math.min(
        Math.max(wire.expiresAt.getTime(), now) + days * DAY_MS,
        now + WIRE_OPEN_DAYS.max * DAY_MS,
      );
      // less than an hour more is no extension: it is at the cap already
      if (until < wire.expiresAt.getTime() + 3_600_000)
        throw new AppError(
          'CONFLICT',
          `This request already stays open as long as allowed: ${WIRE_OPEN_DAYS.max} days from now.`,
          { details: { reason: 'EXPIRY_AT_MAXIMUM' } },
        );
      const before = wire.expiresAt.toISOString();
      wire.expiresAt = new Date(until);
      wire.expiryWarnedAt = null;
      this.audit.record(tx, {
        action: 'wire.extended',
        subjectType: AuditSubject.WIRE,
        subjectId: wire.id,
        before: { expiresAt: before },
        after: { expiresAt: wire.expiresAt.toISOString() },
      });
      this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.UPDATED, wireId: wire.id });
      return wire;
    });
  }

  /** Closes an OPEN wire; closing a closed one again answers it as it is (a retry's answer). */
  closeWire(actor: Actor, id: string, idempotencyKey?: string | null): Promise<Wire> {
    const viewer = requireViewer(actor);
    return this.uow.run(
      actor,
      async (tx) => {
        const wire = await this.queries.findOwned(tx.actor, id);
        if (wire.status === WIRE_TRANSITIONS.close.to) return wire;
        assertWireCan(wire, 'close');
        this.leave(tx, wire, WIRE_TRANSITIONS.close.to, WIRE_TRANSITIONS.close.action);
        return wire;
      },
      recordOnce(Wire, { key: idempotencyKey, memberId: viewer.id, operation: 'closeWire', input: { id } }),
    );
  }

  /**
   * A buyer's quote cap, checked: a whole number from 1 to `maxResponseCap`; null (the server's
   * default) when not given.
   */
  private checkCap(
    cap: number | null | undefined,
    fieldPath: (string | number)[],
    problems: InputProblems,
  ): number | null {
    if (cap === null || cap === undefined) return null;
    const most = this.config.maxResponseCap;
    if (!Number.isInteger(cap) || cap < 1 || cap > most) {
      problems.add(fieldPath, `A request takes 1 to ${most} quotes.`);
      return null;
    }
    return cap;
  }

  /**
   * The owner (or an admin) changes how many live quotes an OPEN wire takes; not below the live
   * quotes it has already (BAD_USER_INPUT at `maxResponses`). Audited and announced: the boards
   * show or drop "quotes full".
   */
  setMaxResponses(actor: Actor, id: string, maxResponses: number): Promise<Wire> {
    const problems = new InputProblems();
    const cap = this.checkCap(maxResponses, ['maxResponses'], problems);
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const wire = await this.queries.findOwned(tx.actor, id);
      // the same lock as a new response's: the count below cannot be raced
      await tx.em.execute(`select 1 from wire where id = ? for update`, [wire.id]);
      assertWireCan(wire, 'setMaxResponses');
      const [row] = await tx.em.execute<{ n: number }[]>(
        `select count(*)::int as n from response where wire_id = ? and status in ('SENT', 'ACCEPTED')`,
        [wire.id],
      );
      const live = row?.n ?? 0;
      if (cap! < live)
        throw bad('maxResponses', `This request already has ${live} live quotes; choose ${live} or more.`);
      const before = wire.responseCap ?? this.config.maxLiveResponsesPerWire;
      wire.responseCap = cap;
      this.audit.record(tx, {
        action: 'wire.max_responses_changed',
        subjectType: AuditSubject.WIRE,
        subjectId: wire.id,
        before: { maxResponses: before },
        after: { maxResponses: cap },
      });
      this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.UPDATED, wireId: wire.id });
      return wire;
    });
  }

  /** An admin closes OPEN wires, with a reason; see `bulk`. */
  bulkClose(actor: Actor, ids: string[], reason: string): Promise<BulkWireResult[]> {
    return this.bulk(actor, ids, reason, BULK.close);
  }

  /** An admin removes wires (any status but REMOVED) from the site, with a reason; see `bulk`. */
  bulkRemove(actor: Actor, ids: string[], reason: string): Promise<BulkWireResult[]> {
    return this.bulk(actor, ids, reason, BULK.remove);
  }

  /**
   * One transaction: every id must name a wire (else BAD_USER_INPUT at `ids`, nothing changed);
   * each wire in a `from` status changes (audited with the reason, announced like a single
   * close), the others are reported SKIPPED. Rows are locked in id order (no deadlock between
   * two bulk actions).
   */
  private bulk(
    actor: Actor,
    ids: string[],
    reason: string,
    rule: (typeof BULK)[keyof typeof BULK],
  ): Promise<BulkWireResult[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw bad('ids', 'Choose at least one request.');
    if (unique.length > ADMIN_WIRE_LIMITS.bulkIds)
      throw bad('ids', `At most ${ADMIN_WIRE_LIMITS.bulkIds} requests at a time.`);
    const why = reason.trim();
    if (why.length < 3) throw bad('reason', 'Give a reason of at least 3 characters.');
    if (why.length > ADMIN_WIRE_LIMITS.reason)
      throw bad('reason', `At most ${ADMIN_WIRE_LIMITS.reason} characters.`);
    return this.uow.run(actor, async (tx) => {
      const wires = await tx.em.find(
        Wire,
        { id: { $in: unique } },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (wires.length !== unique.length) throw bad('ids', 'Some of these requests do not exist.');
      const byId = new Map(wires.map((wire) => [wire.id, wire]));
      return unique.map((id) => {
        const wire = byId.get(id)!;
        if (!(rule.from as readonly WireStatus[]).includes(wire.status))
          return { id, outcome: BulkOutcome.SKIPPED, status: wire.status };
        this.leave(tx, wire, rule.to, rule.action, why);
        return { id, outcome: BulkOutcome.CHANGED, status: wire.status };
      });
    });
  }

  /**
   * OPEN wires past their expiry become EXPIRED, audited as the system's action, and OPEN wires
   * entering their last two days are marked warned: each UPDATE claims its rows, so several
   * processes may run it and each owner hears once (a notification and an email, in the same
   * transaction).
   */
  async expireDue(em: EntityManager): Promise<string[]> {
    const { expired, notices } = await em.transactional(async (tx) => {
      const rule = WIRE_TRANSITIONS.expire;
      const expired = await tx.execute<(WireDue & { before: WireStatus })[]>(
        `update wire w set status = ?, updated_at = now() from member m, wire old
         where old.id = w.id and w.status in (${rule.from.map(() => '?').join(', ')})
           and w.expires_at < now() and m.id = w.owner_id
         returning w.id, w.title, w.response_count, w.expires_at, m.id as owner_id, m.email, old.status as before`,
        [rule.to, ...rule.from],
      );
      for (const { id, before } of expired)
        this.audit.recordAs(tx, null, {
          action: rule.action,
          subjectType: AuditSubject.WIRE,
          subjectId: id,
          before: { status: before },
          after: { status: rule.to },
        });
      // open wires entering their last EXPIRY_WARNING_HOURS are warned once
      const expiring = await tx.execute<WireDue[]>(
        `update wire w set expiry_warned_at = now() from member m
         where w.status = 'OPEN' and w.expiry_warned_at is null
           and w.expires_at < now() + make_interval(hours => ?) and m.id = w.owner_id
         returning w.id, w.title, w.response_count, w.expires_at, m.id as owner_id, m.email`,
        [EXPIRY_WARNING_HOURS],
      );
      const notices = await this.notifier.notifyManyWith(tx as EntityManager, [
        ...expiring.map((wire) => ({
          to: ownerOf(wire),
          input: {
            kind: NotificationKind.WIRE_EXPIRY,
            notice: wireExpiringNotice(wire.id, wire.title, new Date(wire.expires_at)),
          },
        })),
        ...expired.map((wire) => ({
          to: ownerOf(wire),
          input: {
            kind: NotificationKind.WIRE_EXPIRY,
            notice: wireExpiredNotice(wire.id, wire.title, wire.response_count),
          },
        })),
      ]);
      return { expired, notices };
    });
    for (const { id } of expired)
      await this.bus.emit({ topic: 'WIRE', type: WireEventType.REMOVED, wireId: id });
    await this.notifier.announce(notices);
    return expired.map((r) => r.id);
  }
}

/** Owners of open wires hear this many hours before their wire expires. */
export const EXPIRY_WARNING_HOURS = 48;

/** A wire expiring or expired, with its owner (from the expiry statements). */
type WireDue = {
  id: string;
  title: string;
  response_count: number;
  expires_at: string | Date;
  owner_id: string;
  email: string;
};

const ownerOf = (wire: WireDue) => ({ id: wire.owner_id, email: wire.email });
