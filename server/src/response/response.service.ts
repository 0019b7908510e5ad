import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../app/errors.js';
import type { Context } from '../app/context.js';
import type { Config } from '../app/config.js';
import { decodeCursor, isUuid, pageSize, toPage } from '../app/paging.js';
import type { EventBus } from '../events/event-bus.js';
import { Channel } from '../events/channel.js';
import type { ResponseMessage } from '../events/topics.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Wire } from '../wire/wire.entity.js';
import {
  PartnerStatus,
  ResponseEventType,
  ResponseStatus,
  WireEventType,
  WireStatus,
} from '../wire/wire.enums.js';
import { toDecimal, type RespondToWireInput } from '../wire/wire.inputs.js';
import { isOwnerOrAdmin, type WireService } from '../wire/wire.service.js';
import type { Page } from '../wire/wire.types.js';
import { WireResponse } from './response.entity.js';

const LIVE = [ResponseStatus.SENT, ResponseStatus.ACCEPTED];

/** Responses: a partner answers, the buyer accepts or declines, the partner may withdraw. */
export class ResponseService {
  constructor(
    private readonly config: Config,
    private readonly wires: WireService,
    private readonly bus: EventBus,
  ) {}

  private async recount(em: EntityManager, wireId: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        `update wire set response_count = (select count(*) from response r where r.wire_id = wire.id and r.status <> 'WITHDRAWN') where id = ?`,
        [wireId],
      );
  }

  private async announce(response: WireResponse, type: ResponseEventType, wireChanged: boolean) {
    await this.bus.emit({
      topic: 'RESPONSE',
      type,
      responseId: response.id,
      wireId: response.wire.id,
      partnerId: response.partner.id,
    });
    if (wireChanged) {
      await this.bus.emit({ topic: 'WIRE', type: WireEventType.UPDATED, wireId: response.wire.id });
    }
  }

  /**
   * NOT_FOUND for an unknown wire, then FORBIDDEN unless the viewer's business is APPROVED,
   * CONFLICT when the wire is not open or the partner already has a live response.
   */
  async respond(ctx: Context, viewer: Member, input: RespondToWireInput): Promise<WireResponse> {
    const em = ctx.em;
    const wire = isUuid(input.wireId)
      ? await em.findOne(Wire, { id: input.wireId }, { populate: ['owner'] })
      : null;
    if (!wire || wire.status === WireStatus.REMOVED)
      throw new AppError('NOT_FOUND', 'This request does not exist.');
    const partner = await em.findOne(Partner, { member: viewer.id });
    if (!partner) throw new AppError('FORBIDDEN', 'Only a partner business can respond to requests.');
    if (partner.status !== PartnerStatus.APPROVED) {
      throw new AppError(
        'FORBIDDEN',
        partner.status === PartnerStatus.PENDING
          ? 'Your partner account is awaiting approval; you can respond once an admin approves it.'
          : 'Your partner account is suspended, so it cannot respond to requests.',
      );
    }
    if (wire.status !== WireStatus.OPEN) throw new AppError('CONFLICT', 'This request is no longer open.');
    if (!(Number(input.quote.amount) > 0)) {
      throw new AppError('BAD_USER_INPUT', 'The amount must be more than 0.', { field: 'amount' });
    }
    if (input.validUntil && input.validUntil.getTime() < Date.now()) {
      throw new AppError('BAD_USER_INPUT', 'The quote cannot expire in the past.', { field: 'validUntil' });
    }
    if (await em.count(WireResponse, { wire: wire.id, partner: partner.id, status: { $in: LIVE } })) {
      throw new AppError('CONFLICT', 'You have already responded to this request.');
    }
    const limitKey = `response:send:${partner.id}`;
    await ctx.services.rateLimiter.assertUnder(em, limitKey, this.config.rateLimit.respondPerPartner);
    await ctx.services.rateLimiter.hit(em, limitKey);
    const response = em.create(WireResponse, {
      wire,
      partner,
      message: input.message.trim(),
      quoteAmount: toDecimal(input.quote.amount),
      quoteCurrency: input.quote.currency ?? this.config.defaultCurrency,
      validUntil: input.validUntil ?? null,
    });
    try {
      await em.persist(response).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('CONFLICT', 'You have already responded to this request.');
      }
      throw error;
    }
    // derived from the rows, so concurrent responses cannot lose a count
    await this.recount(em, wire.id);
    await this.announce(response, ResponseEventType.CREATED, true);
    this.wires.mail(wire.owner.email, `New response to "${wire.title}"`, [
      `${partner.businessName} answered your request with a quote of ${response.quoteAmount} ${response.quoteCurrency}:`,
      response.message,
      `${this.config.appBaseUrl}/wires/details?id=${wire.id}`,
    ]);
    return response;
  }

  private async find(em: EntityManager, id: string): Promise<WireResponse> {
    const response = isUuid(id)
      ? await em.findOne(WireResponse, { id }, { populate: ['wire', 'partner.member'] })
      : null;
    if (!response) throw new AppError('NOT_FOUND', 'No such response.');
    return response;
  }

  async withdraw(ctx: Context, viewer: Member, id: string): Promise<WireResponse> {
    const response = await this.find(ctx.em, id);
    if (response.partner.member.id !== viewer.id) {
      throw new AppError('FORBIDDEN', 'Only the partner who sent this response can withdraw it.');
    }
    if (response.status !== ResponseStatus.SENT) {
      throw new AppError('CONFLICT', 'Only a response still waiting for the buyer can be withdrawn.');
    }
    response.status = ResponseStatus.WITHDRAWN;
    await ctx.em.flush();
    await this.recount(ctx.em, response.wire.id);
    await this.announce(response, ResponseEventType.UPDATED, true);
    return response;
  }

  /** The buyer (or an admin) accepts or declines a SENT response; accepting reveals the buyer's contact. */
  async decide(ctx: Context, id: string, accept: boolean): Promise<WireResponse> {
    const response = await this.find(ctx.em, id);
    if (!isOwnerOrAdmin(ctx.viewer, response.wire)) {
      throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can answer its responses.');
    }
    if (response.status !== ResponseStatus.SENT) {
      throw new AppError('CONFLICT', 'This response has already been answered or withdrawn.');
    }
    if (accept && response.wire.status !== WireStatus.OPEN) {
      throw new AppError('CONFLICT', 'This request is no longer open.');
    }
    response.status = accept ? ResponseStatus.ACCEPTED : ResponseStatus.DECLINED;
    await ctx.em.flush();
    await this.announce(response, ResponseEventType.UPDATED, false);
    const wire = response.wire;
    this.wires.mail(
      response.partner.member.email,
      accept ? `Your response was accepted: ${wire.title}` : `Your response was declined: ${wire.title}`,
      [
        accept
          ? "The buyer accepted your response. Their contact details are now on the request's page."
          : 'The buyer declined your response this time.',
        `${this.config.appBaseUrl}/wires/details?id=${wire.id}`,
      ],
    );
    return response;
  }

  async myResponses(
    em: EntityManager,
    partner: Partner | null,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<WireResponse>> {
    const size = pageSize(first);
    if (!partner) return toPage([], size, 0);
    const cursor = decodeCursor(after);
    const where = { partner: partner.id };
    const paged = cursor
      ? {
          ...where,
          $or: [
            { createdAt: { $lt: cursor.createdAt } },
            { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
          ],
        }
      : where;
    const [rows, total] = await Promise.all([
      em.find(WireResponse, paged, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 }),
      em.count(WireResponse, where),
    ]);
    return toPage(rows, size, total);
  }

  /** Response events of one wire; the subscriber must own it or be an admin (NOT_FOUND first). */
  async wireEvents(ctx: Context, wireId: string): Promise<AsyncIterable<ResponseMessage>> {
    await this.wires.findOwned(ctx, wireId);
    return this.stream((message) => message.wireId === wireId);
  }

  /** A partner's own response events (nothing for an account with no business). */
  partnerEvents(partnerId: string | null): AsyncIterable<ResponseMessage> {
    const channel = this.stream((message) => message.partnerId === partnerId);
    if (!partnerId) channel.end();
    return channel;
  }

  private stream(accept: (message: ResponseMessage) => boolean): Channel<ResponseMessage> {
    const channel: Channel<ResponseMessage> = new Channel(() => off());
    const off = this.bus.on('RESPONSE', (message) => {
      if (accept(message)) channel.push(message);
    });
    return channel;
  }
}
