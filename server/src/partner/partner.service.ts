import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { EventBus } from '../events/event-bus.js';
import type { Mailer } from '../mail/mailer.js';
import { partnerStatusNotice, type PartnerStatusChange } from '../mail/notices.js';
import type { AccountService, SignedIn, SignUpOptions } from '../member/account.service.js';
import { Partner } from './partner.entity.js';
import { PartnerStatus } from './partner.enums.js';
import '../member/member.events.js';
import './partner.events.js';
import type { AdminPartnersFilter, SignUpPartnerInput } from './partner.inputs.js';

/** Partner businesses: sign-up, the admin's approval cycle, and what a partner sees of itself. */
export class PartnerService {
  constructor(
    private readonly config: Config,
    private readonly accounts: AccountService,
    private readonly bus: EventBus,
    private readonly mailer: Mailer,
    private readonly uow: UnitOfWork,
  ) {}

  /** Creates the PARTNER account and its PENDING business in one transaction, and signs it in. */
  async signUpPartner(
    actor: Actor,
    input: SignUpPartnerInput,
    options: SignUpOptions = {},
  ): Promise<SignedIn> {
    const account = {
      ...input,
      displayName: input.displayName?.trim() || input.businessName.trim(),
      role: Role.PARTNER,
      honeypot: input.company,
      operation: 'signUpPartner',
    };
    return this.accounts.openAccount(actor, account, options, async (tx, member) => {
      member.phone = input.phone.trim();
      tx.em.persist(
        tx.em.create(Partner, {
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
      await tx.em.flush();
    });
  }

  private async find(em: EntityManager, id: string): Promise<Partner> {
    const partner = isUuid(id) ? await em.findOne(Partner, { id }, { populate: ['member'] }) : null;
    if (!partner) throw new AppError('NOT_FOUND', 'No such partner.');
    return partner;
  }

  /** After a status change: its streams re-read it, and the partner is emailed (both after commit). */
  private announce(tx: Tx, partner: Partner, change: PartnerStatusChange): Partner {
    this.bus.publish(tx, { topic: 'PARTNER', partnerId: partner.id });
    // what the account may do changed: its websockets reconnect with the fresh viewer
    this.bus.publish(tx, { topic: 'MEMBER', type: 'VIEWER_CHANGED', memberId: partner.member.id });
    const link = `${this.config.appBaseUrl}/partners/dashboard`;
    this.mailer.queue(
      tx,
      partnerStatusNotice(partner.member.email, change, partner.businessName, partner.statusReason, link),
    );
    return partner;
  }

  approve(actor: Actor, id: string): Promise<Partner> {
    return this.uow.run(actor, async (tx) => {
      const partner = await this.find(tx.em, id);
      if (partner.status !== PartnerStatus.PENDING) {
        throw new AppError('CONFLICT', 'Only a pending partner can be approved; reinstate a suspended one.');
      }
      partner.status = PartnerStatus.APPROVED;
      partner.statusReason = null;
      partner.approvedAt = new Date();
      return this.announce(tx, partner, 'APPROVED');
    });
  }

  suspend(actor: Actor, id: string, reason: string): Promise<Partner> {
    const why = reason.trim();
    if (!why || why.length > 500) {
      throw new AppError('BAD_USER_INPUT', 'Give a reason of at most 500 characters.', { field: 'reason' });
    }
    return this.uow.run(actor, async (tx) => {
      const partner = await this.find(tx.em, id);
      if (partner.status === PartnerStatus.SUSPENDED) throw new AppError('CONFLICT', 'Already suspended.');
      partner.status = PartnerStatus.SUSPENDED;
      partner.statusReason = why;
      return this.announce(tx, partner, 'SUSPENDED');
    });
  }

  reinstate(actor: Actor, id: string): Promise<Partner> {
    return this.uow.run(actor, async (tx) => {
      const partner = await this.find(tx.em, id);
      if (partner.status !== PartnerStatus.SUSPENDED) {
        throw new AppError('CONFLICT', 'Only a suspended partner can be reinstated.');
      }
      partner.status = PartnerStatus.APPROVED;
      partner.statusReason = null;
      partner.approvedAt ??= new Date();
      return this.announce(tx, partner, 'REINSTATED');
    });
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
    const [rows, total] = await Promise.all([
      em.find(
        Partner,
        { $and: [where, afterCursor(decodeCursor(after))] },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      em.count(Partner, where),
    ]);
    return toPage(rows, size, total);
  }
}
