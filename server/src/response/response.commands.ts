import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import type { Reactions } from '../common/domain-events.js';
import { recordOnce } from '../common/idempotency.js';
import { textFor } from '../common/contact-mask.js';
import { AppError, InputProblems } from '../common/errors.js';
import { cents, spokenMoney, toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { EventBus } from '../events/event-bus.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import {
  counterAcceptedNotice,
  counterOfferNotice,
  newResponseNotice,
  revisedResponseNotice,
  responseDecisionNotice,
  sealedResponseNotice,
  wireFulfilledNotice,
  wireReopenedNotice,
} from '../mail/notices.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import type { ListingQueries } from '../listing/listing.queries.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { assertMayQuote } from '../partner/partner-verification.policy.js';
import type { Product } from '../product/product.entity.js';
import { PartnerStatus } from '../partner/partner.enums.js';
import { Wire } from '../wire/wire.entity.js';
import { WireEventType, WireStatus } from '../wire/wire.enums.js';
import { isOwnerOrAdmin, isSealed, responseCapOf } from '../wire/wire.policy.js';
import type { WireQueries } from '../wire/wire.queries.js';
import { assertWireCan, WIRE_TRANSITIONS } from '../wire/wire.transitions.js';
import { CounterOffer } from './counter-offer.entity.js';
import { OfferedProduct } from './offered-product.entity.js';
import { WireResponse } from './response.entity.js';
import {
  CounterOfferStatus,
  LIVE_RESPONSE_STATUSES,
  ResponseEventType,
  ResponseStatus,
  RevisionCause,
  type RevisionChange,
} from './response.enums.js';
import './response.events.js';
import { ResponseRevision } from './response-revision.entity.js';
import { checkAmount, offeredListing, offeredProducts } from './response-offer.js';
import type { CounterResponseInput, RespondToWireInput, ReviseResponseInput } from './response.inputs.js';
import { checkLines, lineTotalCents, linesTotal, type QuoteLine } from './quote-lines.js';
import { changesBetween, spokenChanges, versionOf, type QuoteVersion } from './quote-revision.js';
import {
  applyTransition,
  RESPONSE_TRANSITIONS,
  RespondRefusal,
  respondRefusal,
  standingOf,
  type ResponseTransition,
} from './response.transitions.js';

type WireNews = 'all' | 'owner' | false;

/** The quote's itemised lines, each with its product's name and unit copied (`products` in order). */
function persistLines(
  em: EntityManager,
  response: WireResponse,
  lines: readonly QuoteLine[],
  products: readonly Product[],
): void {
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
}

/** FORBIDDEN unless `memberId` is the account of the partner who sent `response`. */
function assertSentBy(response: WireResponse, memberId: string, verb: string): void {
  if (response.partner.member.id !== memberId) {
    throw new AppError('FORBIDDEN', `Only the partner who sent this response can ${verb} it.`, {
      details: { reason: 'NOT_OWNER' },
    });
  }
}

/** FORBIDDEN unless the viewer owns the response's wire (or is an admin); CONFLICT while it is sealed. */
function assertBuyerMayAnswer(actor: Actor, response: WireResponse): void {
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
}
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
    private readonly reactions: Reactions,
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
        await em.execute(`select 1 from wire where id = ? for update`, [input.wireId]);
        const wire = await em.findOne(Wire, { id: input.wireId }, { populate: ['owner'] });
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
        await assertMayQuote(em, partner);
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
        const products = await offeredProducts(em, wire, partner, lines);
        const listing = await offeredListing(em, this.listings, wire, partner, input.offeredPropertyId);
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
        persistLines(em, response, lines, products);
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
      recordOnce(WireResponse, {
        key: idempotencyKey,
        memberId: viewer.id,
        operation: 'respondToWire',
        input,
      }),
    );
  }

  /** The response, its row locked: a revision, a counter-offer and a decision on it take turns. */
  private async find(em: EntityManager, id: string): Promise<WireResponse> {
    await em.execute(`select 1 from response where id = ? for update`, [id]);
    const response = await em.findOne(WireResponse, { id }, { populate: ['wire.owner', 'partner.member'] });
    if (!response) throw new AppError('NOT_FOUND', 'No such response.');
    return response;
  }

  withdraw(actor: Actor, id: string): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const response = await this.find(tx.em, id);
      assertSentBy(response, viewer.id, 'withdraw');
      this.move(tx, response, 'withdraw');
      await tx.em.flush();
      this.reactions.raise(tx, 'response.withdrawn', { response });
      await this.recount(tx.em, response.wire.id);
      this.announce(tx, response, ResponseEventType.UPDATED, isSealed(response.wire) ? 'owner' : 'all');
      return response;
    });
  }

  /**
   * The buyer (or an admin) accepts or declines a SENT response; accepting reveals the buyer's
   * contact. The same decision again (a retry whose answer was lost) answers the response as it
   * stands, with nothing new done; the other decision is refused (CONFLICT).
   */
  decide(actor: Actor, id: string, accept: boolean, idempotencyKey?: string | null): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    const operation = accept ? 'acceptResponse' : 'declineResponse';
    return this.uow.run(
      actor,
      async (tx) => {
        const response = await this.find(tx.em, id);
        assertBuyerMayAnswer(actor, response);
        const decided = accept ? RESPONSE_TRANSITIONS.accept.to : RESPONSE_TRANSITIONS.decline.to;
        if (standingOf(response) === decided) return response;
        if (accept) assertWireCan(response.wire, 'accept');
        this.move(tx, response, accept ? 'accept' : 'decline');
        if (accept) this.reactions.raise(tx, 'response.accepted', { response });
        // the wire changes for its partner (a "declined" mark, or the buyer's contact on the boards)
        this.announce(tx, response, ResponseEventType.UPDATED, 'all');
        const wire = response.wire;
        this.notifier.notify(tx, response.partner.member, {
          kind: NotificationKind.RESPONSE_DECISION,
          notice: responseDecisionNotice(wire.id, wire.title, accept),
        });
        return response;
      },
      recordOnce(WireResponse, { key: idempotencyKey, memberId: viewer.id, operation, input: { id } }),
    );
  }

  /** Marks the wire fulfilled and declines its remaining SENT responses, in one transaction. */
  fulfillWire(actor: Actor, id: string, idempotencyKey?: string | null): Promise<Wire> {
    const viewer = requireViewer(actor);
    return this.uow.run(
      actor,
      async (tx) => {
        const wire = await this.wires.findOwned(tx.actor, id);
        // fulfilled already (a retry whose answer was lost): answered as it stands
        if (wire.status === WIRE_TRANSITIONS.fulfil.to) return wire;
        await this.fulfilIn(tx, wire);
        return wire;
      },
      recordOnce(Wire, { key: idempotencyKey, memberId: viewer.id, operation: 'fulfillWire', input: { id } }),
    );
  }

  /**
   * The fulfilment itself, inside the caller's unit of work (`fulfillWire`, or a completed order):
   * CONFLICT unless the wire is OPEN; the remaining SENT responses are declined and told.
   */
  async fulfilIn(tx: Tx, wire: Wire, reason?: string): Promise<void> {
    assertWireCan(wire, 'fulfil');
    const pending = await tx.em.find(
      WireResponse,
      { wire: wire.id, status: ResponseStatus.SENT },
      { populate: ['partner.member'] },
    );
    const rule = WIRE_TRANSITIONS.fulfil;
    this.audit.changeStatus(tx, AuditSubject.WIRE, wire, rule.to, rule.action, reason);
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
      const declined = await tx.em.find(
        WireResponse,
        { wire: wire.id, partner: partnerId, status: ResponseStatus.DECLINED, reopenedAt: null },
        { populate: ['partner.member'] },
      );
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

  /** Keeps `before` as an earlier version of `response` (its next version number), replaced by `by`. */
  private async keepVersion(
    em: EntityManager,
    response: WireResponse,
    before: QuoteVersion,
    changed: RevisionChange[],
    cause: RevisionCause,
    by: string,
  ): Promise<void> {
    const version = (await em.count(ResponseRevision, { response: response.id })) + 1;
    em.persist(
      em.create(ResponseRevision, {
        response,
        version,
        ...before,
        changed,
        cause,
        revisedBy: em.getReference(Member, by),
      }),
    );
  }

  /** The open counter-offer of a response, if any. */
  private openCounter(em: EntityManager, response: WireResponse): Promise<CounterOffer | null> {
    return em.findOne(CounterOffer, { response: response.id, status: CounterOfferStatus.OPEN });
  }

  /**
   * The partner revises their SENT quote (price, validity, lines, message): the earlier version is
   * kept, an open counter-offer counts as answered, and the buyer hears it as a new response.
   * FORBIDDEN for another's quote, CONFLICT once the buyer decided (or the wire is not OPEN),
   * BAD_USER_INPUT at the field for a bad value, or at `input` when nothing would change.
   */
  revise(actor: Actor, input: ReviseResponseInput): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    const problems = new InputProblems();
    const newLines = input.offeredProducts ? checkLines(input.offeredProducts, problems) : null;
    if (input.message != null && !input.message.trim())
      problems.add(['input', 'message'], 'Write a message to the buyer.');
    if (input.validUntil && input.validUntil.getTime() < Date.now())
      problems.add(['input', 'validUntil'], 'The quote cannot expire in the past.');
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const em = tx.em;
      const response = await this.find(em, input.id);
      assertSentBy(response, viewer.id, 'revise');
      const { before: standing, action } = applyTransition(response, 'revise');
      assertWireCan(response.wire, 'accept');
      const current = await em.find(
        OfferedProduct,
        { response: response.id },
        { orderBy: { position: 'asc' } },
      );
      if (input.quote?.currency && input.quote.currency !== response.quoteCurrency)
        problems.add(
          ['input', 'quote', 'currency'],
          `Revise in the quote's currency (${response.quoteCurrency}).`,
        );
      const lines: QuoteLine[] =
        newLines ??
        current.map((line) => ({
          productId: line.product?.id ?? '',
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          totalCents: lineTotalCents(line.quantity, line.unitPrice),
        }));
      if (input.quote || newLines)
        checkAmount(
          {
            quote: input.quote,
            offeredPropertyId: response.offeredProperty?.id ?? null,
            offeredProducts: input.offeredProducts ?? [],
          },
          lines,
          problems,
        );
      problems.throwIfAny();
      const products = newLines ? await offeredProducts(em, response.wire, response.partner, newLines) : [];
      const before = versionOf(response, current);
      const after: QuoteVersion = {
        ...before,
        quoteAmount: input.quote
          ? toDecimal(input.quote.amount)
          : newLines?.length
            ? linesTotal(newLines)
            : before.quoteAmount,
        validUntil: input.validUntil ?? before.validUntil,
        message: input.message?.trim() ?? before.message,
        lines: newLines
          ? newLines.map((line, i) => ({
              name: products[i]!.name,
              unit: products[i]!.unit,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
            }))
          : before.lines,
      };
      const changed = changesBetween(before, after);
      if (!changed.length)
        throw new AppError(
          'BAD_USER_INPUT',
          'This revision changes nothing: give a new price, validity, items or message.',
          { field: 'input' },
        );
      await this.keepVersion(em, response, before, changed, RevisionCause.REVISED, viewer.id);
      response.quoteAmount = after.quoteAmount;
      response.validUntil = after.validUntil;
      response.message = after.message;
      if (newLines) {
        current.forEach((line) => em.remove(line));
        persistLines(em, response, newLines, products);
      }
      const counter = await this.openCounter(em, response);
      if (counter) Object.assign(counter, { status: CounterOfferStatus.ANSWERED, answeredAt: new Date() });
      await em.flush();
      this.audit.record(tx, {
        action,
        subjectType: AuditSubject.RESPONSE,
        subjectId: response.id,
        before: { status: standing, quote: `${before.quoteAmount} ${before.quoteCurrency}` },
        after: {
          status: standing,
          quote: `${after.quoteAmount} ${after.quoteCurrency}`,
          changed: changed.join(','),
        },
      });
      // a sealed wire's buyer reads no quote yet: the revision is news once they are revealed
      const sealed = isSealed(response.wire);
      this.announce(tx, response, ResponseEventType.REVISED, sealed ? false : 'owner');
      if (!sealed) {
        const wire = response.wire;
        this.notifier.notify(tx, wire.owner, {
          kind: NotificationKind.NEW_RESPONSE,
          notice: revisedResponseNotice(
            wire.id,
            wire.title,
            response.partner.businessName,
            spokenChanges(before, after, changed),
            textFor(wire.owner, response.message, { writerId: viewer.id, accepted: false }).text,
          ),
        });
      }
      return response;
    });
  }

  /**
   * The buyer (or an admin) counters a SENT quote with the price (and terms) they would accept; a
   * counter-offer still open is superseded. The partner is told (kind RESPONSE_DECISION).
   */
  counter(actor: Actor, input: CounterResponseInput): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    const problems = new InputProblems();
    if (!(Number(input.amount.amount) > 0))
      problems.add(['input', 'amount', 'amount'], 'The amount must be more than 0.');
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const em = tx.em;
      const response = await this.find(em, input.id);
      assertBuyerMayAnswer(actor, response);
      const { before: standing, action } = applyTransition(response, 'counter');
      assertWireCan(response.wire, 'accept');
      if (input.amount.currency && input.amount.currency !== response.quoteCurrency)
        problems.add(
          ['input', 'amount', 'currency'],
          `Counter in the quote's currency (${response.quoteCurrency}).`,
        );
      else if (cents(toDecimal(input.amount.amount)) === cents(response.quoteAmount))
        problems.add(
          ['input', 'amount', 'amount'],
          'This is the quoted price already: accept the quote instead.',
        );
      problems.throwIfAny();
      const previous = await this.openCounter(em, response);
      if (previous) {
        previous.status = CounterOfferStatus.SUPERSEDED;
        // the open one must be superseded before the new one takes the partial unique index
        await em.flush();
      }
      const terms = input.message?.trim() || null;
      const counter = em.create(CounterOffer, {
        response,
        amount: toDecimal(input.amount.amount),
        currency: response.quoteCurrency,
        message: terms,
        createdBy: em.getReference(Member, viewer.id),
      });
      em.persist(counter);
      await em.flush();
      this.audit.record(tx, {
        action,
        subjectType: AuditSubject.RESPONSE,
        subjectId: response.id,
        before: { status: standing, quote: `${response.quoteAmount} ${response.quoteCurrency}` },
        after: { status: standing, counterOffer: `${counter.amount} ${counter.currency}` },
      });
      this.announce(tx, response, ResponseEventType.COUNTER_OFFERED, false);
      const partner = response.partner.member;
      const wire = response.wire;
      this.notifier.notify(tx, partner, {
        kind: NotificationKind.RESPONSE_DECISION,
        notice: counterOfferNotice(
          wire.id,
          wire.title,
          spokenMoney(counter.amount, counter.currency),
          terms && textFor(partner, terms, { writerId: viewer.id, accepted: false }).text,
        ),
      });
      return response;
    });
  }

  /**
   * The partner accepts the buyer's open counter-offer: the quote becomes its price (the earlier
   * version kept), and the buyer hears it. CONFLICT with reason NO_COUNTER_OFFER when none is open.
   */
  acceptCounterOffer(actor: Actor, id: string): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const em = tx.em;
      const response = await this.find(em, id);
      assertSentBy(response, viewer.id, 'accept a counter-offer on');
      const { before: standing, action } = applyTransition(response, 'acceptCounter');
      assertWireCan(response.wire, 'accept');
      const counter = await this.openCounter(em, response);
      if (!counter)
        throw new AppError('CONFLICT', 'There is no open counter-offer on this quote.', {
          details: { reason: 'NO_COUNTER_OFFER' },
        });
      const current = await em.find(
        OfferedProduct,
        { response: response.id },
        { orderBy: { position: 'asc' } },
      );
      const before = versionOf(response, current);
      const after = { ...before, quoteAmount: counter.amount };
      await this.keepVersion(
        em,
        response,
        before,
        changesBetween(before, after),
        RevisionCause.COUNTER_ACCEPTED,
        viewer.id,
      );
      response.quoteAmount = counter.amount;
      Object.assign(counter, { status: CounterOfferStatus.ACCEPTED, answeredAt: new Date() });
      await em.flush();
      this.audit.record(tx, {
        action,
        subjectType: AuditSubject.RESPONSE,
        subjectId: response.id,
        before: { status: standing, quote: `${before.quoteAmount} ${before.quoteCurrency}` },
        after: { status: standing, quote: `${after.quoteAmount} ${after.quoteCurrency}` },
      });
      this.announce(tx, response, ResponseEventType.COUNTER_ACCEPTED, 'owner');
      const wire = response.wire;
      this.notifier.notify(tx, wire.owner, {
        kind: NotificationKind.NEW_RESPONSE,
        notice: counterAcceptedNotice(
          wire.id,
          wire.title,
          response.partner.businessName,
          spokenMoney(response.quoteAmount, response.quoteCurrency),
        ),
      });
      return response;
    });
  }
}
