import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { Notice } from '../mail/notices.js';
import { Member } from '../member/member.entity.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { escapeLike } from '../member/account-deletion.js';
import type { Wire } from './wire.entity.js';
import { WireEventType, WireStatus } from './wire.enums.js';
import type { EventBus } from '../events/event-bus.js';
import './wire.events.js';
import { WireInvite } from './wire-invite.entity.js';
import { INVITABLE_MAX } from './wire-invite.limits.js';
import type { WireQueries } from './wire.queries.js';

/** What an invited partner is told, in the bell, by email and push. */
export function wireInviteNotice(wireId: string, wireTitle: string): Notice {
  return {
    subject: `You are invited to quote: ${wireTitle}`,
    paragraphs: [
      `A buyer invited your business to quote on "${wireTitle}".`,
      'It is on your wireboard, marked "Invited", even if it is outside your categories or service area.',
    ],
    action: { label: 'Open the request', path: `/wires/details?id=${wireId}` },
  };
}

const refused = (code: 'BAD_USER_INPUT' | 'NOT_FOUND', field: string, message: string) =>
  new AppError(code, message, { field });

/**
 * Invitations to quote: a wire's owner (or an admin) asks approved partners to quote on an OPEN
 * wire, at most `wireMaxInvites` per wire. Each invited partner is notified once, when invited.
 */
export class WireInvites {
  constructor(
    private readonly config: Pick<Config, 'wireMaxInvites'>,
    private readonly queries: WireQueries,
    private readonly uow: UnitOfWork,
    private readonly notifier: Notifier,
    private readonly audit: AuditLog,
    private readonly bus: EventBus,
  ) {}

  /** The most partners one wire may have invited. */
  get maxInvites(): number {
    return this.config.wireMaxInvites;
  }

  /**
   * Invites `partnerIds` (already invited ones are kept as they are, not notified again).
   * NOT_FOUND for an unknown wire, or at `partnerIds` for a partner that is unknown or not
   * approved; FORBIDDEN for anyone but the owner and admins; CONFLICT when the wire is not OPEN
   * (WIRE_NOT_OPEN) or would have more than `wireMaxInvites` invitees (LIMIT_REACHED); BAD_USER_INPUT at `partnerIds` for an empty or
   * malformed list, or the buyer's own business.
   */
  async invitePartners(actor: Actor, wireId: string, partnerIds: string[]): Promise<Wire> {
    requireViewer(actor);
    if (new Set(partnerIds).size === 0)
      throw refused('BAD_USER_INPUT', 'partnerIds', 'Choose at least one partner.');
    this.checkCount(partnerIds, 'partnerIds');
    return this.uow.run(actor, async (tx) => {
      const wire = await this.queries.findOwned(tx.actor, wireId);
      // one invitation at a time per wire: the count below cannot be raced
      await tx.em.execute(`select 1 from wire where id = ? for update`, [wire.id]);
      if (wire.status !== WireStatus.OPEN)
        throw new AppError('CONFLICT', 'Only an open request can have partners invited.', {
          field: 'wireId',
          details: { reason: 'WIRE_NOT_OPEN' },
        });
      const invited = await this.inviteIn(tx, wire, partnerIds, 'partnerIds');
      // the wire joins the newly invited partners' open boards
      if (invited.length)
        this.bus.publish(tx, {
          topic: 'WIRE',
          type: WireEventType.CREATED,
          wireId: wire.id,
          invitedPartnerIds: invited,
        });
      return wire;
    });
  }

  /** BAD_USER_INPUT at `field` for more partners than a wire may have invited. */
  checkCount(partnerIds: readonly string[], field: string): void {
    if (new Set(partnerIds).size > this.maxInvites)
      throw refused('BAD_USER_INPUT', field, `Invite at most ${this.maxInvites} partners to a request.`);
  }

  /**
   * Invites `partnerIds` to `wire` (locked, or new) in `tx`: those already invited are kept as
   * they are. NOT_FOUND at `field` for a partner unknown or not approved, BAD_USER_INPUT for the
   * owner's own business, CONFLICT (LIMIT_REACHED) beyond `wireMaxInvites`. The newly invited
   * partners' ids are answered. The wire posting with invitations calls this in its own transaction.
   */
  async inviteIn(tx: Tx, wire: Wire, partnerIds: readonly string[], field: string): Promise<string[]> {
    const ids = [...new Set(partnerIds)];
    if (ids.length === 0) return [];
    const viewerId = requireViewer(tx.actor).id;
    const partners = await tx.em.find(Partner, { id: { $in: ids } }, { populate: ['member'] });
    const unknown = ids.find((id) => partners.find((p) => p.id === id)?.status !== PartnerStatus.APPROVED);
    if (unknown)
      throw refused('NOT_FOUND', field, 'A partner you chose is not (or no longer) on the marketplace.');
    if (partners.some((p) => p.member.id === wire.owner.id))
      throw refused('BAD_USER_INPUT', field, 'You cannot invite your own business.');
    const existing = await tx.em.find(WireInvite, { wire: wire.id });
    const fresh = partners.filter((p) => !existing.some((invite) => invite.partner.id === p.id));
    if (existing.length + fresh.length > this.maxInvites)
      throw new AppError(
        'CONFLICT',
        `A request can have at most ${this.maxInvites} partners invited; ${existing.length} already are.`,
        { field, details: { reason: 'LIMIT_REACHED', max: this.maxInvites } },
      );
    for (const partner of fresh) this.invite(tx, wire, partner, viewerId);
    return fresh.map((partner) => partner.id);
  }

  private invite(tx: Tx, wire: Wire, partner: Partner, by: string): void {
    tx.em.persist(tx.em.create(WireInvite, { wire, partner, invitedBy: tx.em.getReference(Member, by) }));
    this.audit.record(tx, {
      action: 'wire.partner_invited',
      subjectType: AuditSubject.WIRE,
      subjectId: wire.id,
      after: { partnerId: partner.id },
    });
    this.notifier.notify(
      tx,
      { id: partner.member.id, email: partner.member.email },
      { kind: NotificationKind.WIRE_INVITE, notice: wireInviteNotice(wire.id, wire.title) },
    );
  }

  /** Withdraws the invitation of `partnerId`: NOT_FOUND (at `partnerId`) when there is none. */
  withdrawInvite(actor: Actor, wireId: string, partnerId: string): Promise<Wire> {
    return this.uow.run(actor, async (tx) => {
      const wire = await this.queries.findOwned(tx.actor, wireId);
      const invite = await tx.em.findOne(WireInvite, { wire: wire.id, partner: partnerId });
      if (!invite) throw refused('NOT_FOUND', 'partnerId', 'This partner is not invited to this request.');
      tx.em.remove(invite);
      this.audit.record(tx, {
        action: 'wire.invite_withdrawn',
        subjectType: AuditSubject.WIRE,
        subjectId: wire.id,
        before: { partnerId },
      });
      return wire;
    });
  }

  /**
   * Approved partners whose business name holds `text` (case-insensitive; through the name's
   * trigram index), by name, at most `first` (1..INVITABLE_MAX): whom the owner of `wireId` may
   * invite (NOT_FOUND / FORBIDDEN as for `invitePartners`), or without `wireId` whom the viewer
   * may invite to a wire they are posting (their own business left out).
   */
  async invitablePartners(
    actor: Actor,
    wireId: string | null,
    text: string,
    first: number,
  ): Promise<Partner[]> {
    if (!Number.isInteger(first) || first < 1 || first > INVITABLE_MAX)
      throw refused('BAD_USER_INPUT', 'first', `Ask for 1 to ${INVITABLE_MAX} partners.`);
    const ownerId = wireId ? (await this.queries.findOwned(actor, wireId)).owner.id : requireViewer(actor).id;
    const search = text.trim();
    return actor.em.find(
      Partner,
      {
        status: PartnerStatus.APPROVED,
        member: { $ne: ownerId },
        ...(search ? { businessName: { $ilike: `%${escapeLike(search)}%` } } : {}),
      },
      { orderBy: { businessName: 'asc', id: 'asc' }, limit: first },
    );
  }
}
