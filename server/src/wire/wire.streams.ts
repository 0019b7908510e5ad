import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import type { Channel } from '../events/channel.js';
import type { EventBus } from '../events/event-bus.js';
import { EventScopes } from '../events/event-scope.js';
import { topicStream, type TopicStreamOptions } from '../events/topic-stream.js';
import { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import '../partner/partner.events.js';
import { WireEventScope } from './wire-events.js';
import { matchesFilter, matchesPartner, textOf, type ServiceArea } from './wire-match.js';
import type { WireMessage } from './wire.events.js';
import { Wire } from './wire.entity.js';
import type { WireboardFilter } from './wire.inputs.js';
import type { AdminWiresFilter } from './admin-wires.inputs.js';
import { assertAdminFilter } from './admin-wires.queries.js';
import { Member } from '../member/member.entity.js';
import { isUuid } from '../common/ids.js';
import { assertFilter } from './wire.sql.js';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { isOwnerOrAdmin } from './wire.policy.js';

/** What the boards hear: every WIRE message but the owner's news (a sealed count) and invitations. */
const onBoards = (message: WireMessage): boolean => !message.ownerOnly && !message.invitedPartnerIds;
/** What the owner's and the admins' streams hear: all but invitations (news for partners' boards). */
const everything = (message: WireMessage): boolean => !message.invitedPartnerIds;

/**
 * The live wire streams of this process. Each WIRE message gets one shared `WireEventScope`
 * (the wire loaded once for every subscriber); filters and partners' areas are matched in
 * memory, full-text in one statement per event.
 */
export class WireStreams {
  readonly scopes: EventScopes<WireMessage, WireEventScope>;

  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    private readonly log: Logger,
  ) {
    this.scopes = new EventScopes((message) => new WireEventScope(message, orm, log));
  }

  /**
   * WIRE messages whose wire passes `accept`, in order. The stream waits for the event's one load
   * (`ready`), so `accept` is called at once with the wire, and is synchronous unless it returns a
   * promise. A check that fails (or a load) still delivers: the subscriber gets that error
   * instead of the event, never silence.
   */
  private stream(
    accept: (wire: Wire | null, scope: WireEventScope) => boolean | Promise<boolean>,
    onClose?: () => void,
    hears: (message: WireMessage) => boolean = onBoards,
  ): Channel<WireMessage> {
    return topicStream(
      this.bus,
      'WIRE',
      (message) => hears(message) && this.scopes.of(message).withWire(accept),
      onClose ? { ...this.streamOptions, onClose } : this.streamOptions,
    );
  }

  /** The options every board stream shares (one object, not one per subscription). */
  private readonly streamOptions: TopicStreamOptions<WireMessage> = {
    // the event's one load, started as it arrives; the checks run once it is done
    ready: (message) => this.scopes.of(message).ready,
    failure: (message, error) => this.scopes.failure(message, error),
  };

  /** Events of the public board matching the filter (status aside: leaving the board is news too). */
  board(filter: WireboardFilter | null | undefined): AsyncIterable<WireMessage> {
    assertFilter(filter);
    const text = textOf(filter);
    return this.stream((wire, scope) => {
      if (!wire || !matchesFilter(wire, filter)) return false;
      return text ? scope.matchesText(text) : true;
    });
  }

  /**
   * The request table's events: wires its filter selects, status aside (a row leaving the view
   * is news too). An owner given by email is looked up once, when subscribing; an unknown one
   * selects nothing, as the table lists nothing.
   */
  async admin(filter: AdminWiresFilter | null | undefined): Promise<AsyncIterable<WireMessage>> {
    assertAdminFilter(filter);
    const text = filter?.text?.trim();
    const owner = filter?.owner?.trim();
    let ownerId: string | null = null;
    if (owner) {
      ownerId = isUuid(owner)
        ? owner
        : ((
            await (this.orm.em.fork() as EntityManager).findOne(
              Member,
              { email: owner.toLowerCase() },
              { fields: ['id'] },
            )
          )?.id ?? null);
    }
    // admins see a sealed wire's count: they hear its owner's news too
    return this.stream(
      (wire, scope) => {
        if (owner && !ownerId) return false;
        if (!wire) return false;
        if (filter?.kind && wire.kind !== filter.kind) return false;
        if (filter?.createdFrom && wire.createdAt < filter.createdFrom) return false;
        if (filter?.createdTo && wire.createdAt >= filter.createdTo) return false;
        if (ownerId && wire.owner.id !== ownerId) return false;
        return text ? scope.matchesText(text) : true;
      },
      undefined,
      everything,
    );
  }

  /**
   * The events of the viewer's own wires, with the news only their owner hears (the count of
   * sealed quotes as they arrive; their reveal). With `wireId`, that wire's alone: it must be the
   * viewer's or the viewer an admin (NOT_FOUND, then FORBIDDEN, as `wireResponseEvents`).
   */
  async owned(actor: Actor, wireId?: string | null): Promise<AsyncIterable<WireMessage>> {
    const viewerId = requireViewer(actor).id;
    if (wireId == null) return this.stream((wire) => wire?.owner.id === viewerId, undefined, everything);
    const wire = await (this.orm.em.fork() as EntityManager).findOne(Wire, { id: wireId });
    if (!wire) throw new AppError('NOT_FOUND', 'This request does not exist.');
    if (!isOwnerOrAdmin(actor.viewer, wire))
      throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can follow it.', {
        details: { reason: 'NOT_OWNER' },
      });
    return this.stream((event) => event?.id === wireId, undefined, everything);
  }

  /**
   * A partner's board events: only wires it matches or is invited to, and only while it is APPROVED; a
   * suspension ends the stream. The service area is the one the partner had when subscribing,
   * read again on each of its PARTNER events (through short-lived forks: a subscription keeps
   * the service area, not an EntityManager). `filter` narrows them as on the public board.
   */
  async partner(memberId: string, filter?: WireboardFilter | null): Promise<AsyncIterable<WireMessage>> {
    assertFilter(filter);
    const text = textOf(filter);
    const partner = await (this.orm.em.fork() as EntityManager).findOne(Partner, { member: memberId });
    const areaOf = (p: Partner | null): ServiceArea | null =>
      p?.status === PartnerStatus.APPROVED
        ? { categories: [...p.categories], lat: p.lat, lng: p.lng, radiusKm: p.radiusKm }
        : null;
    let area = areaOf(partner);
    const partnerId = partner?.id;
    let stopListening = () => {};
    // re-reads of the area, in order; a wire event waits for those of PARTNER events heard before
    // it, so a wire posted right after a profile update is matched against the new area
    let chain = Promise.resolve();
    const channel = this.stream(
      async (wire, scope) => {
        await chain;
        if (!area || !wire || !matchesFilter(wire, filter)) return false;
        // a wire outside the partner's area reaches its board when the partner is invited to it
        if (!matchesPartner(wire, area) && !(await scope.invitedPartners()).has(partnerId!)) return false;
        return text ? scope.matchesText(text) : true;
      },
      () => stopListening(),
      (message) =>
        !message.ownerOnly && (!message.invitedPartnerIds || message.invitedPartnerIds.includes(partnerId!)),
    );
    if (!partner || !area) {
      channel.end();
      return channel;
    }
    stopListening = this.bus.on('PARTNER', (message) => {
      if (message.partnerId !== partnerId) return;
      chain = chain
        .then(async () => {
          const em = this.orm.em.fork() as EntityManager;
          area = areaOf(await em.findOne(Partner, { id: partnerId }));
          if (!area) channel.end();
        })
        .catch((error: unknown) => this.log.error({ err: error, partnerId }, 'partner stream check failed'));
    });
    return channel;
  }
}
