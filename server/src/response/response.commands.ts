import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { memberScope } from '../common/idempotency.js';
import { textFor } from '../common/contact-mask.js';
import { AppError, InputProblems } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { cents, spokenMoney, toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { EventBus } from '../events/event-bus.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import {
  newResponseNotice,
  responseDecisionNotice,
  sealedResponseNotice,
  wireFulfilledNotice,
  wireReopenedNotice,
} from '../mail/notices.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import type { ListingQueries } from '../listing/listing.queries.js';
import type { PropertyListing } from '../listing/property-listing.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { Product } from '../product/product.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { WireEventType, WireKind, WireStatus } from '../wire/wire.enums.js';
import { isOwnerOrAdmin, isSealed, responseCapOf } from '../wire/wire.policy.js';
import type { WireQueries } from '../wire/wire.queries.js';
import { assertWireCan, WIRE_TRANSITIONS } from '../wire/wire.transitions.js';
import { OfferedProduct } from './offered-product.entity.js';
import { WireResponse } from './response.entity.js';
import { LIVE_RESPONSE_STATUSES, ResponseEventType, ResponseStatus } from './response.enums.js';
import './response.events.js';
import type { RespondToWireInput } from './response.inputs.js';
import { checkLines, lineField, linesTotal, type QuoteLine } from './quote-lines.js';
import {
  applyTransition,
  RespondRefusal,
  respondRefusal,
  type ResponseTransition,
} from './response.transitions.js';

type WireNews = 'all' | 'owner' | false;
/** The CONFLICT `respondToWire` answers for each refusal, with the refusal as `extensions.reason`. */
function refused(reason: RespondRefusal, cap: number): AppError {
  const message: Record<RespondRefusal, string> = {
    NOT_OPEN: 'This request is no longer open.',
    ALREADY_RESPONDED: 'You have already responded to this request.',
    DECLINED:
      'The buyer declined your quote on this request; you can quote again only if they reopen it to you.',
    QUOTES_FULL: `This request has all the quotes it takes (${cap}); it no longer takes responses.`,
  };
  return new AppError('CONFLICT', message[reason], { details: { reason } });
}

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/**
 * The quote's amount: the one given, else the offered products' total, else the offered listing's
 * price. With products, a given amount must equal their total (the itemised quote is the quote).
 */
function checkAmount(input: RespondToWireInput, lines: QuoteLine[], problems: InputProblems): void {
  const given = input.quote?.amount;
  const amount = ['input', 'quote', 'amount'];
  if (given !== undefined && !(Number(given) > 0)) {
    problems.add(amount, 'The amount must be more than 0.');
    return;
  }
  if (lines.length) {
    const total = linesTotal(lines);
    if (cents(total) === 0n)
      problems.add(['input', 'offeredProducts'], 'The offered products must add up to more than 0.');
    else if (given !== undefined && cents(toDecimal(given)) !== cents(total))
      problems.add(amount, `The amount must be the total of the offered products (${total}).`);
  } else if (given === undefined && !input.offeredPropertyId && !input.offeredProducts?.length) {
    problems.add(amount, 'Give the amount of your quote.');
  }
}

/** Responses: a partner answers, the buyer accepts, declines or fulfils, the partner may withdraw. */
export class ResponseCommands {
  constructor(
    private readonly config: Config,
    private readonly wires: WireQueries,
    private readonly listings: ListingQueries,
    private readonly limiter: RateLimiter,
    private readonly bus: EventBus,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  /** Moves a response through its state machine (or refuses) and audits it in the same transaction. */
  private move(tx: Tx, response: WireResponse, transition: ResponseTransition, reason?: string): void {
    const { before, after, action } = applyTransition(response, transition);
    this.audit.record(tx, {
      action,
      subjectType: AuditSubject.RESPONSE,
      subjectId: response.id,
      before: { status: before },
      after: { status: after },
      reason: reason ?? null,
    });
  }

  /** The wire's count of responses, derived from the rows so concurrent changes cannot lose one. */
  private async recount(em: EntityManager, wireId: string): Promise<void> {
    await em.execute(
      `update wire set response_count = (select count(*) from response r where r.wire_id = wire.id and r.status <> 'WITHDRAWN') where id = ?`,
      [wireId],
    );
  }

  /** `wireNews`: who hears that the wire changed: everyone, its owner alone (a sealed count), no one. */
  private announce(tx: Tx, response: WireResponse, type: ResponseEventType, wireNews: WireNews): void {
    const wireId = response.wire.id;
    this.bus.publish(tx, {
      topic: 'RESPONSE',
      type,
      responseId: response.id,
      wireId,
      partnerId: response.partner.id,
    });
    const ownerOnly = wireNews === 'owner' ? ({ ownerOnly: true } as const) : {};
    if (wireNews) this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.UPDATED, wireId, ...ownerOnly });
  }

  /**
   * NOT_FOUND for an unknown wire, then FORBIDDEN unless the viewer's business is APPROVED,
   * CONFLICT when the wire is not open or the partner already has a live response. The rate-limit
   * hit, the insert and the recount commit together or not at all.
   */
  async respond(
    actor: Actor,
    input: RespondToWireInput,
    idempotencyKey?: string | null,
  ): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    // every problem of the input at once, each at its path
    const problems = new InputProblems();
    const lines = checkLines(input.offeredProducts ?? [], problems);
    if (problems.count === 0) checkAmount(input, lines, problems);
    if (input.validUntil && input.validUntil.getTime() < Date.now())
      problems.add(['input', 'validUntil'], 'The quote cannot expire in the past.');
    problems.throwIfAny();
    return this.uow.run(
      actor,
      async (tx) => {
        const em = tx.em;
        // one response at a time per wire: the "quotes full" count below cannot be raced
        if (isUuid(input.wireId))
          await em.execute(`select 1 from wire where id = ? for update`, [input.wireId]);
        const wire = isUuid(input.wireId)
          ? await em.findOne(Wire, { id: input.wireId }, { populate: ['owner'] })
          : null;
        if (!wire || wire.status === WireStatus.REMOVED)
          throw new AppError('NOT_FOUND', 'This request does not exist.');
        const partner = await em.findOne(Partner, { member: viewer.id });
        if (!partner)
          throw new AppError('FORBIDDEN', 'Only a partner business can respond to requests.', {
            details: { reason: 'PARTNER_PROFILE_REQUIRED' },
          });
        if (partner.status !== PartnerStatus.APPROVED) {
          throw new AppError(
            'FORBIDDEN',
            partner.status === PartnerStatus.PENDING
              ? 'Your partner account is awaiting approval; you can respond once an admin approves it.'
              : 'Your partner account is suspended, so it cannot respond to requests.',
            {
              details: {
                reason:
                  partner.status === PartnerStatus.PENDING ? 'PARTNER_NOT_APPROVED' : 'PARTNER_SUSPENDED',
              },
            },
          );
        }
        const cap = responseCapOf(wire, this.config.maxLiveResponsesPerWire);
        const refusal = respondRefusal({
          wireOpen: wire.status === WireStatus.OPEN,
          mine: await em.find(WireResponse, {
            wire: wire.id,
            partner: partner.id,
            status: { $ne: ResponseStatus.WITHDRAWN },
          }),
          liveCount: await em.count(WireResponse, { wire: wire.id, status: { $in: LIVE_RESPONSE_STATUSES } }),
          maxResponses: cap,
        });
        if (refusal) throw refused(refusal, cap);
        const products = await this.offeredProducts(em, wire, partner, lines);
        const listing = await this.offeredListing(em, wire, partner, input.offeredPropertyId);
        await this.limiter.take(em, `response:send:${partner.id}`, this.config.rateLimit.respondPerPartner);
        const quote = input.quote;
        const response = em.create(WireResponse, {
          wire,
          partner,
          message: input.message.trim(),
          quoteAmount: quote
            ? toDecimal(quote.amount)
            : lines.length
              ? linesTotal(lines)
              : (listing?.price ?? '0.00'),
          quoteCurrency:
            quote?.currency ??
            (!quote && !lines.length && listing ? listing.currency : this.config.defaultCurrency),
          validUntil: input.validUntil ?? null,
          offeredProperty: listing,
        });
        em.persist(response);
        lines.forEach((line, position) => {
          const product = products[position]!;
          em.persist(
            em.create(OfferedProduct, {
              response,
              product,
              name: product.name,
              unit: product.unit,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              currency: response.quoteCurrency,
              position,
            }),
          );
        });
        try {
          await em.flush();
        } catch (error) {
          if (error instanceof UniqueConstraintViolationException)
            throw refused(RespondRefusal.ALREADY_RESPONDED, cap);
          throw error;
        }
        await this.recount(em, wire.id);
        this.audit.record(tx, {
          action: 'response.sent',
          subjectType: AuditSubject.RESPONSE,
          subjectId: response.id,
          after: {
            status: ResponseStatus.SENT,
            wireId: wire.id,
            quote: `${response.quoteAmount} ${response.quoteCurrency}`,
            ...(lines.length ? { offeredProducts: lines.length } : {}),
            ...(listing ? { offeredPropertyId: listing.id } : {}),
          },
        });
        // a sealed wire's boards hear nothing of it (the event would count the quotes): its owner does
        const sealed = isSealed(wire);
        this.announce(tx, response, ResponseEventType.CREATED, sealed ? 'owner' : 'all');
        this.notifier.notify(tx, wire.owner, {
          kind: NotificationKind.NEW_RESPONSE,
          notice: sealed
            ? sealedResponseNotice(wire.id, wire.title, wire.revealAt!)
            : newResponseNotice(
                wire.id,
                wire.title,
                partner.businessName,
                spokenMoney(response.quoteAmount, response.quoteCurrency),
                // the bell, toast, email and push say what the buyer reads on the quote
                textFor(wire.owner, response.message, { writerId: viewer.id, accepted: false }).text,
              ),
        });
        return response;
      },
      {
        key: idempotencyKey,
        scope: memberScope(viewer.id),
        operation: 'respondToWire',
        resultId: (response) => response.id,
        replay: (em, id) => em.findOneOrFail(WireResponse, { id }),
      },
    );
  }

  /**
   * The products of the lines, in their order: each must be of the partner's own catalogue and
   * not hidden, and only a materials wire takes them. Another partner's product and an unknown
   * one get the same answer (nothing tells whether it exists).
   */
  private async offeredProducts(
    em: EntityManager,
    wire: Wire,
    partner: Partner,
    lines: QuoteLine[],
  ): Promise<Product[]> {
    if (!lines.length) return [];
    if (wire.kind !== WireKind.BUILDING_MATERIALS) {
      throw bad('offeredProducts', 'Products can be offered only on a building-materials request.');
    }
    const found = await em.find(Product, {
      id: { $in: [...new Set(lines.map((line) => line.productId))] },
      partner: partner.id,
    });
    return lines.map((line, index) => {
      const product = found.find((row) => row.id === line.productId);
      if (!product) throw bad(lineField(index, 'productId'), 'This product is not in your catalogue.');
      if (product.hidden) {
        throw bad(
          lineField(index, 'productId'),
          `“${product.name}” is hidden; show it in your catalogue first.`,
        );
      }
      return product;
    });
  }

  /** The offered listing: one of the partner's own, ACTIVE, on a PROPERTY wire only. */
  private async offeredListing(
    em: EntityManager,
    wire: Wire,
    partner: Partner,
    id: string | null | undefined,
  ): Promise<PropertyListing | null> {
    if (!id) return null;
    if (wire.kind !== WireKind.PROPERTY) {
      throw bad('offeredPropertyId', 'A property listing can be offered only on a property request.');
    }
    return this.listings.findOfferable(em, partner, id, 'offeredPropertyId');
  }

  private async find(em: EntityManager, id: string): Promise<WireResponse> {
    const response = isUuid(id)
      ? await em.findOne(WireResponse, { id }, { populate: ['wire', 'partner.member'] })
      : null;
    if (!response) throw new AppError('NOT_FOUND', 'No such response.');
    return response;
  }

  withdraw(actor: Actor, id: string): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const response = await this.find(tx.em, id);
      if (response.partner.member.id !== viewer.id) {
        throw new AppError('FORBIDDEN', 'Only the partner who sent this response can withdraw it.', {
          details: { reason: 'NOT_OWNER' },
        });
      }
      this.move(tx, response, 'withdraw');
      await tx.em.flush();
      await this.recount(tx.em, response.wire.id);
      this.announce(tx, response, ResponseEventType.UPDATED, isSealed(response.wire) ? 'owner' : 'all');
      return response;
    });
  }

  /** The buyer (or an admin) accepts or declines a SENT response; accepting reveals the buyer's contact. */
  decide(actor: Actor, id: string, accept: boolean): Promise<WireResponse> {
    return this.uow.run(actor, async (tx) => {
      const response = await this.find(tx.em, id);
      if (!isOwnerOrAdmin(actor.viewer, response.wire)) {
        throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can answer its responses.', {
          details: { reason: 'NOT_OWNER' },
        });
      }
      if (isSealed(response.wire)) {
        throw new AppError(
          'CONFLICT',
          `The quotes of this request are sealed until ${response.wire.revealAt!.toISOString()}; answer them once they are revealed.`,
          { details: { reason: 'QUOTES_SEALED' } },
        );
      }
      if (accept) assertWireCan(response.wire, 'accept');
      this.move(tx, response, accept ? 'accept' : 'decline');
      // the wire changes for its partner (a "declined" mark, or the buyer's contact on the boards)
      this.announce(tx, response, ResponseEventType.UPDATED, 'all');
      const wire = response.wire;
      this.notifier.notify(tx, response.partner.member, {
        kind: NotificationKind.RESPONSE_DECISION,
        notice: responseDecisionNotice(wire.id, wire.title, accept),
      });
      return response;
    });
  }

  /** Marks the wire fulfilled and declines its remaining SENT responses, in one transaction. */
  fulfillWire(actor: Actor, id: string): Promise<Wire> {
    return this.uow.run(actor, async (tx) => {
      const wire = await this.wires.findOwned(tx.actor, id);
      assertWireCan(wire, 'fulfil');
      const pending = await tx.em.find(
        WireResponse,
        { wire: wire.id, status: ResponseStatus.SENT },
        { populate: ['partner.member'] },
      );
      const rule = WIRE_TRANSITIONS.fulfil;
      this.audit.changeStatus(tx, AuditSubject.WIRE, wire, rule.to, rule.action);
      this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.REMOVED, wireId: wire.id });
      for (const response of pending) {
        this.move(tx, response, 'decline', 'The request was fulfilled.');
        this.announce(tx, response, ResponseEventType.UPDATED, false);
        this.notifier.notify(tx, response.partner.member, {
          kind: NotificationKind.RESPONSE_DECISION,
          notice: wireFulfilledNotice(wire.id, wire.title),
          reason: 'The request was fulfilled.',
        });
      }
      return wire;
    });
  }

  /**
   * The buyer (or an admin) lets a partner whose quote they declined quote again on an OPEN wire:
   * their declined responses stand REOPENED (audited), the partner is told, and the boards hear it.
   * CONFLICT (reason NOT_DECLINED) when the partner has no declined quote there to reopen.
   */
  reopenToPartner(actor: Actor, wireId: string, partnerId: string): Promise<WireResponse[]> {
    return this.uow.run(actor, async (tx) => {
      const wire = await this.wires.findOwned(tx.actor, wireId);
      // the same lock as `respond`: a reopening and a new quote of the partner take turns
      await tx.em.execute(`select 1 from wire where id = ? for update`, [wire.id]);
      assertWireCan(wire, 'reopen');
      const declined = isUuid(partnerId)
        ? await tx.em.find(
            WireResponse,
            { wire: wire.id, partner: partnerId, status: ResponseStatus.DECLINED, reopenedAt: null },
            { populate: ['partner.member'] },
          )
        : [];
      if (!declined.length)
        throw new AppError('CONFLICT', 'This partner has no declined quote on this request to reopen.', {
          details: { reason: 'NOT_DECLINED' },
        });
      for (const response of declined) {
        this.move(tx, response, 'reopen');
        this.announce(tx, response, ResponseEventType.UPDATED, false);
      }
      this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.UPDATED, wireId: wire.id });
      this.notifier.notify(tx, declined[0]!.partner.member, {
        kind: NotificationKind.RESPONSE_DECISION,
        notice: wireReopenedNotice(wire.id, wire.title),
      });
      return declined;
    });
  }
}
