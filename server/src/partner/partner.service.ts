import type { Reactions } from '../common/domain-events.js';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError } from '../common/errors.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { EventBus } from '../events/event-bus.js';
import { partnerStatusNotice, type PartnerStatusChange } from '../mail/notices.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { AuditSubject, type AuditValues } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import { attachFiles } from '../storage/file-attachments.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import type { AccountService, SignedIn, SignUpOptions } from '../member/account.service.js';
import { Partner } from './partner.entity.js';
import type { MarketplaceSettingsService } from './marketplace-settings.service.js';
import { PartnerApproval, PartnerStatus } from './partner.enums.js';
import './partner.events.js';
import { VerificationStanding } from './partner-verification.enums.js';
import type { AdminPartnersFilter, SignUpPartnerInput, UpdatePartnerProfileInput } from './partner.inputs.js';

/** The reason the audit log gives for a partner approved at sign-up. */
export const AUTOMATIC_APPROVAL = 'automatic approval';

/** Partner businesses: sign-up, the admin's approval cycle, and what a partner sees of itself. */
export class PartnerService {
  constructor(
    private readonly config: Config,
    private readonly accounts: AccountService,
    private readonly bus: EventBus,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly settings: MarketplaceSettingsService,
    private readonly reactions: Reactions,
  ) {}

  /**
   * Creates the PARTNER account and its business in one transaction, and signs it in. The business
   * is PENDING, or APPROVED at once (audited, with the new account as the actor, and emailed as
   * on an admin's approval) while the marketplace approves partners automatically.
   */
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
      const partner = tx.em.create(Partner, {
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
      });
      tx.em.persist(partner);
      const { partnerApproval } = await this.settings.read(tx.em);
      if (partnerApproval === PartnerApproval.AUTOMATIC) {
        partner.status = PartnerStatus.APPROVED;
        partner.approvedAt = new Date();
        this.audit.recordAs(tx.em, member.id, {
          action: 'partner.approved',
          subjectType: AuditSubject.PARTNER,
          subjectId: partner.id,
          before: { status: PartnerStatus.PENDING },
          after: { status: PartnerStatus.APPROVED },
          reason: AUTOMATIC_APPROVAL,
        });
        this.mail(tx, partner, 'APPROVED');
        this.reactions.raise(tx, 'partner.approved', { partner });
      }
      await tx.em.flush();
      this.bus.publish(tx, { topic: 'PARTNER', type: 'CREATED', partnerId: partner.id });
    });
  }

  /**
   * The partner's own business as it should now be, in one unit of work: the business fields
   * (audited, before and after, when any changed) and, when given, the logo (one uploaded image
   * of its own; null removes it). After commit its streams read it again, so its live wireboard
   * matches the new categories and area at once.
   */
  updateProfile(actor: Actor, input: UpdatePartnerProfileInput): Promise<Partner> {
    const memberId = requireViewer(actor).id;
    return this.uow.run(actor, async (tx) => {
      const partner = await tx.em.findOne(
        Partner,
        { member: memberId },
        { populate: ['member'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!partner)
        throw new AppError('FORBIDDEN', 'Only a partner business has a profile.', {
          details: { reason: 'PARTNER_PROFILE_REQUIRED' },
        });
      const before = businessValues(partner);
      partner.businessName = input.businessName.trim();
      partner.description = input.description?.trim() || null;
      partner.categories = [...new Set(input.categories)];
      partner.areaLabel = input.serviceArea.label.trim();
      partner.lat = input.serviceArea.lat;
      partner.lng = input.serviceArea.lng;
      partner.radiusKm = input.serviceArea.radiusKm;
      partner.phone = input.phone.trim();
      partner.website = input.website?.trim() || null;
      const after = businessValues(partner);
      if (input.logoFileId !== undefined) {
        const target = { type: FileAttachment.PARTNER_LOGO, id: partner.id };
        const previous = await tx.em.findOne(StoredFile, {
          attachedType: target.type,
          attachedId: target.id,
        });
        before.logo = previous?.id ?? null;
        const [logo] = await attachFiles(
          tx.em,
          memberId,
          target,
          input.logoFileId ? [input.logoFileId] : [],
          {
            field: 'logoFileId',
            max: 1,
            kinds: [FileKind.IMAGE],
          },
        );
        after.logo = logo?.id ?? null;
      }
      const changed = Object.keys(after).filter((field) => before[field] !== after[field]);
      if (changed.length > 0) {
        this.audit.record(tx, {
          action: 'partner.profile_updated',
          subjectType: AuditSubject.PARTNER,
          subjectId: partner.id,
          before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
          after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
        });
        this.bus.publish(tx, { topic: 'PARTNER', partnerId: partner.id });
      }
      await tx.em.flush();
      return partner;
    });
  }

  private async find(em: EntityManager, id: string): Promise<Partner> {
    const partner = await em.findOne(Partner, { id }, { populate: ['member'] });
    if (!partner) throw new AppError('NOT_FOUND', 'No such partner.');
    return partner;
  }

  /** Tells the partner of its new status: a notification, and an email (after commit). */
  private mail(tx: Tx, partner: Partner, change: PartnerStatusChange): void {
    this.notifier.notify(tx, partner.member, {
      kind: NotificationKind.ACCOUNT_STATUS,
      notice: partnerStatusNotice(change, partner.businessName, partner.statusReason),
      reason: change === 'SUSPENDED' ? partner.statusReason : null,
    });
  }

  /**
   * An admin's status change: audited in the same transaction (before/after and the reason), then,
   * after commit, its streams re-read it and the partner is emailed.
   */
  private changeStatus(
    tx: Tx,
    partner: Partner,
    change: PartnerStatusChange,
    status: PartnerStatus,
    reason: string | null,
    notify = true,
  ): Partner {
    this.audit.changeStatus(
      tx,
      AuditSubject.PARTNER,
      partner,
      status,
      `partner.${change.toLowerCase()}`,
      reason,
    );
    partner.statusReason = status === PartnerStatus.SUSPENDED ? reason : null;
    if (status === PartnerStatus.APPROVED) partner.approvedAt ??= new Date();
    if (change === 'APPROVED') this.reactions.raise(tx, 'partner.approved', { partner });
    // the partner's open tabs hear it on `myPartnerEvents` and its board stream ends or may start;
    // its sockets stay open (the viewer, its role, did not change), so that event reaches them
    this.bus.publish(tx, { topic: 'PARTNER', partnerId: partner.id });
    if (notify) this.mail(tx, partner, change);
    return partner;
  }

  /**
   * Account deletion's step for this slice: a deleted account's business leaves the marketplace
   * (SUSPENDED, audited; no mail: its address is erased). Its responses stay under its name.
   */
  readonly suspendDeletedBusiness = async (tx: Tx, memberId: string): Promise<void> => {
    const partner = await tx.em.findOne(Partner, { member: memberId });
    if (!partner || partner.status === PartnerStatus.SUSPENDED) return;
    this.changeStatus(tx, partner, 'SUSPENDED', PartnerStatus.SUSPENDED, 'The account was deleted.', false);
  };

  approve(actor: Actor, id: string): Promise<Partner> {
    return this.uow.run(actor, async (tx) => {
      const partner = await this.find(tx.em, id);
      if (partner.status !== PartnerStatus.PENDING) {
        throw new AppError('CONFLICT', 'Only a pending partner can be approved; reinstate a suspended one.', {
          details: { reason: `PARTNER_${partner.status}` },
        });
      }
      return this.changeStatus(tx, partner, 'APPROVED', PartnerStatus.APPROVED, null);
    });
  }

  suspend(actor: Actor, id: string, reason: string): Promise<Partner> {
    const why = reason.trim();
    if (!why || why.length > 500) {
      throw new AppError('BAD_USER_INPUT', 'Give a reason of at most 500 characters.', { field: 'reason' });
    }
    return this.uow.run(actor, async (tx) => {
      const partner = await this.find(tx.em, id);
      if (partner.status === PartnerStatus.SUSPENDED)
        throw new AppError('CONFLICT', 'Already suspended.', { details: { reason: 'PARTNER_SUSPENDED' } });
      return this.changeStatus(tx, partner, 'SUSPENDED', PartnerStatus.SUSPENDED, why);
    });
  }

  reinstate(actor: Actor, id: string): Promise<Partner> {
    return this.uow.run(actor, async (tx) => {
      const partner = await this.find(tx.em, id);
      if (partner.status !== PartnerStatus.SUSPENDED) {
        throw new AppError('CONFLICT', 'Only a suspended partner can be reinstated.', {
          details: { reason: `PARTNER_${partner.status}` },
        });
      }
      return this.changeStatus(tx, partner, 'REINSTATED', PartnerStatus.APPROVED, null);
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
    const now = new Date();
    // built for each statement: a raw fragment (the pending filter's) is read once
    const whereOf = () => {
      const where: Record<string, unknown> = {};
      if (filter?.statuses) where.status = { $in: filter.statuses };
      if (filter?.updatedSince) where.updatedAt = { $gte: filter.updatedSince };
      const text = filter?.text?.trim();
      if (text) where.businessName = { $ilike: `%${text.replace(/[\\%_]/g, '\\$&')}%` };
      if (filter?.verification) Object.assign(where, standingWhere(filter.verification, now));
      return where;
    };
    const [rows, total] = await Promise.all([
      em.find(
        Partner,
        { $and: [whereOf(), afterCursor(decodeCursor(after))] },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      em.count(Partner, whereOf()),
    ]);
    return toPage(rows, size, total);
  }

  /** How many partners wait for approval (index-backed: `partner (status, created_at, id)`). */
  pendingCount(em: EntityManager): Promise<number> {
    return em.count(Partner, { status: PartnerStatus.PENDING });
  }

  /** The id of the business of the PARTNER account `memberId`, or null. */
  async idOfMember(em: EntityManager, memberId: string): Promise<string | null> {
    const partner = await em.findOne(Partner, { member: memberId }, { fields: ['id'] });
    return partner?.id ?? null;
  }

  /** A partner as it is now, for a live event (null once deleted). */
  findForEvent(em: EntityManager, id: string): Promise<Partner | null> {
    return em.findOne(Partner, { id }, { populate: ['member'] });
  }
}

/**
 * The partners of one verification standing, on indexed columns: `partner (verified_until)` and
 * the partial index of pending verifications.
 */
function standingWhere(standing: VerificationStanding, now: Date): Record<string, unknown> {
  switch (standing) {
    case VerificationStanding.VERIFIED:
      return { verifiedUntil: { $gt: now } };
    case VerificationStanding.EXPIRED:
      return { verifiedUntil: { $lte: now } };
    case VerificationStanding.NOT_VERIFIED:
      return { verifiedUntil: null };
    default:
      return {
        [raw(
          (alias) =>
            `exists (select 1 from "partner_verification" v where v."partner_id" = ${alias}."id" and v."status" = 'PENDING')`,
        )]: true,
      };
  }
}

/** A partner's business fields as the audit log compares them. */
function businessValues(partner: Partner): AuditValues {
  return {
    businessName: partner.businessName,
    description: partner.description,
    categories: [...partner.categories].sort().join(', '),
    areaLabel: partner.areaLabel,
    lat: partner.lat,
    lng: partner.lng,
    radiusKm: partner.radiusKm,
    phone: partner.phone,
    website: partner.website,
  };
}
