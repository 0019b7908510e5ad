import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../app/errors.js';
import type { Context } from '../app/context.js';
import type { Config } from '../app/config.js';
import { decodeCursor, isUuid, pageSize, toPage } from '../app/paging.js';
import { Role } from '../auth/role.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { SessionService } from '../auth/session.service.js';
import type { EventBus } from '../events/event-bus.js';
import { Member } from '../member/member.entity.js';
import type { MemberService, SignedIn } from '../member/member.service.js';
import { WireResponse } from '../response/response.entity.js';
import type { WireService } from '../wire/wire.service.js';
import { PartnerStatus, ResponseStatus } from '../wire/wire.enums.js';
import type { Page, PartnerDashboard } from '../wire/wire.types.js';
import { Partner } from './partner.entity.js';
import type { AdminPartnersFilter, SignUpPartnerInput } from './partner.inputs.js';

/** Partner businesses: sign-up, the admin's approval cycle, and what a partner sees of itself. */
export class PartnerService {
  constructor(
    private readonly config: Config,
    private readonly members: MemberService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly wires: WireService,
    private readonly bus: EventBus,
  ) {}

  /** Creates the PARTNER account and its PENDING business in one transaction, and signs it in. */
  async signUpPartner(ctx: Context, input: SignUpPartnerInput): Promise<SignedIn> {
    const ipKey = `signup:ip:${ctx.ip ?? 'unknown'}`;
    await this.limiter.assertUnder(ctx.em, ipKey, this.config.rateLimit.signUpPerIp);
    await this.limiter.hit(ctx.em, ipKey);
    if (input.company) throw new AppError('BAD_USER_INPUT', 'This sign-up could not be accepted.');
    const memberId = await ctx.em.transactional(async (em) => {
      const member = await this.members.createMember(em as EntityManager, {
        email: input.email,
        password: input.password,
        displayName: input.displayName?.trim() || input.businessName.trim(),
        role: Role.PARTNER,
      });
      member.phone = input.phone.trim();
      em.persist(
        em.create(Partner, {
          member,
          businessName: input.businessName.trim(),
          description: input.description?.trim() || null,
          categories: [...new Set(input.categories)],
          areaLabel: input.serviceArea.label.trim(),
          lat: input.serviceArea.lat,
          lng: input.serviceArea.lng,
          radiusKm: input.serviceArea.radiusKm,
          phone: input.phone.trim(),
          website: input.website?.trim() || null,
        }),
      );
      await em.flush();
      return member.id;
    });
    const member = await ctx.em.findOneOrFail(Member, { id: memberId });
    const { token, session } = await this.sessions.create(ctx.em, member, {
      userAgent: ctx.userAgent,
      ip: ctx.ip,
    });
    return { member, session, token };
  }

  partnerOf(em: EntityManager, memberId: string): Promise<Partner | null> {
    return em.findOne(Partner, { member: memberId });
  }

  private async find(em: EntityManager, id: string): Promise<Partner> {
    const partner = isUuid(id) ? await em.findOne(Partner, { id }, { populate: ['member'] }) : null;
    if (!partner) throw new AppError('NOT_FOUND', 'No such partner.');
    return partner;
  }

  private async changed(partner: Partner, subject: string, text: string): Promise<Partner> {
    await this.bus.emit({ topic: 'PARTNER', partnerId: partner.id });
    this.wires.mail(partner.member.email, subject, [text, `${this.config.appBaseUrl}/partners/dashboard`]);
    return partner;
  }

  async approve(em: EntityManager, id: string): Promise<Partner> {
    const partner = await this.find(em, id);
    if (partner.status !== PartnerStatus.PENDING) {
      throw new AppError('CONFLICT', 'Only a pending partner can be approved; reinstate a suspended one.');
    }
    partner.status = PartnerStatus.APPROVED;
    partner.statusReason = null;
    partner.approvedAt = new Date();
    await em.flush();
    return this.changed(
      partner,
      'Your BuildWire partner account is approved',
      `${partner.businessName} is approved: matching requests now appear on your partner wireboard.`,
    );
  }

  async suspend(em: EntityManager, id: string, reason: string): Promise<Partner> {
    const why = reason.trim();
    if (!why || why.length > 500) {
      throw new AppError('BAD_USER_INPUT', 'Give a reason of at most 500 characters.', { field: 'reason' });
    }
    const partner = await this.find(em, id);
    if (partner.status === PartnerStatus.SUSPENDED) throw new AppError('CONFLICT', 'Already suspended.');
    partner.status = PartnerStatus.SUSPENDED;
    partner.statusReason = why;
    await em.flush();
    return this.changed(
      partner,
      'Your BuildWire partner account is suspended',
      `${partner.businessName} is suspended: ${why}`,
    );
  }

  async reinstate(em: EntityManager, id: string): Promise<Partner> {
    const partner = await this.find(em, id);
    if (partner.status !== PartnerStatus.SUSPENDED) {
      throw new AppError('CONFLICT', 'Only a suspended partner can be reinstated.');
    }
    partner.status = PartnerStatus.APPROVED;
    partner.statusReason = null;
    partner.approvedAt ??= new Date();
    await em.flush();
    return this.changed(
      partner,
      'Your BuildWire partner account is reinstated',
      `${partner.businessName} is active again.`,
    );
  }

  async dashboard(em: EntityManager, partner: Partner | null): Promise<PartnerDashboard> {
    if (!partner) return { matchingOpenWires: 0, responsesSent: 0, responsesAccepted: 0, acceptanceRate: 0 };
    const [matching, sent, accepted] = await Promise.all([
      partner.status === PartnerStatus.APPROVED ? this.wires.countMatchingOpen(em, partner) : 0,
      em.count(WireResponse, { partner: partner.id }),
      em.count(WireResponse, { partner: partner.id, status: ResponseStatus.ACCEPTED }),
    ]);
    return {
      matchingOpenWires: matching,
      responsesSent: sent,
      responsesAccepted: accepted,
      acceptanceRate: sent ? accepted / sent : 0,
    };
  }

  async adminPartners(
    em: EntityManager,
    filter: AdminPartnersFilter | null | undefined,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<Partner>> {
    const size = pageSize(first);
    if (filter?.statuses && filter.statuses.length === 0) {
      throw new AppError('BAD_USER_INPUT', 'Choose at least one status.', { field: 'statuses' });
    }
    const where: Record<string, unknown> = {};
    if (filter?.statuses) where.status = { $in: filter.statuses };
    const text = filter?.text?.trim();
    if (text) where.businessName = { $ilike: `%${text.replace(/[\\%_]/g, '\\$&')}%` };
    const cursor = decodeCursor(after);
    const paged = cursor
      ? {
          $and: [
            where,
            {
              $or: [
                { createdAt: { $lt: cursor.createdAt } },
                { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
              ],
            },
          ],
        }
      : where;
    const [rows, total] = await Promise.all([
      em.find(Partner, paged, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 }),
      em.count(Partner, where),
    ]);
    return toPage(rows, size, total);
  }
}
