import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { Partner } from './partner.entity.js';
import { PartnerVerification } from './partner-verification.entity.js';
import { VerificationStatus } from './partner-verification.enums.js';
import {
  CAC_NUMBER,
  VERIFICATION_LIMITS,
  type ApprovePartnerVerificationInput,
  type ReviewPartnerVerificationInput,
  type SubmitPartnerVerificationInput,
} from './partner-verification.inputs.js';
import { verificationNotice } from './partner-verification.notices.js';

/** The longest an admin may verify a business for, in days (about five years). */
const MAX_VERIFIED_DAYS = 5 * 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The kinds of paper a verification accepts: PDFs and photos of them. */
const PAPERS = [FileKind.DOCUMENT, FileKind.IMAGE] as const;

/**
 * Business verification: a partner submits its registration and papers; an admin verifies it
 * until a date, refuses it with a reason or asks for more. Every step is audited on the partner
 * and every decision notified to it; the partner's `verifiedUntil` is what the rest of the
 * marketplace reads.
 */
export class PartnerVerificationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: EventBus,
    private readonly audit: AuditLog,
    private readonly notifier: Notifier,
  ) {}

  /** The viewer's business's verification (null: never submitted). */
  async mine(actor: Actor): Promise<PartnerVerification | null> {
    const partner = await actor.em.findOne(Partner, { member: requireViewer(actor).id });
    if (!partner) return null;
    return actor.em.findOne(PartnerVerification, { partner });
  }

  /**
   * Submits (or resubmits) the viewer's registration and papers, PENDING again; a standing
   * verification holds until its expiry meanwhile.
   */
  submit(actor: Actor, input: SubmitPartnerVerificationInput): Promise<PartnerVerification> {
    const viewer = requireViewer(actor);
    const match = CAC_NUMBER.exec(input.registrationNumber);
    if (!match) {
      throw new AppError('BAD_USER_INPUT', 'Enter the CAC number: RC, BN or IT followed by its digits.', {
        field: 'registrationNumber',
      });
    }
    const registrationNumber = `${match[1]!.toUpperCase()}${match[2]}`;
    const documentIds = input.documentIds ?? [];
    if (documentIds.includes(input.certificateFileId)) {
      throw new AppError('BAD_USER_INPUT', 'The certificate is listed again among the other papers.', {
        field: 'documentIds',
      });
    }
    return this.uow.run(actor, async (tx) => {
      const partner = await tx.em.findOne(
        Partner,
        { member: viewer.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!partner) {
        throw new AppError('FORBIDDEN', 'Only a partner business can be verified.', {
          details: { reason: 'PARTNER_PROFILE_REQUIRED' },
        });
      }
      let verification = await tx.em.findOne(PartnerVerification, { partner });
      const before = verification?.status ?? null;
      verification ??= tx.em.create(PartnerVerification, {
        partner,
        registrationNumber,
        submittedAt: new Date(),
      });
      verification.registrationNumber = registrationNumber;
      verification.status = VerificationStatus.PENDING;
      verification.note = null;
      verification.expiresAt = null;
      verification.submittedAt = new Date();
      const target = { type: FileAttachment.PARTNER_VERIFICATION, id: verification.id };
      // the certificate first, so that a refusal of it names its own field
      await attachFiles(tx.em, viewer.id, target, [input.certificateFileId], {
        field: 'certificateFileId',
        max: 1,
        kinds: PAPERS,
      });
      await attachFiles(tx.em, viewer.id, target, [input.certificateFileId, ...documentIds], {
        field: 'documentIds',
        max: VERIFICATION_LIMITS.documents + 1,
        kinds: PAPERS,
      });
      this.audit.record(tx, {
        action: 'partner.verification_submitted',
        subjectType: AuditSubject.PARTNER,
        subjectId: partner.id,
        before: { verification: before },
        after: {
          verification: VerificationStatus.PENDING,
          registrationNumber,
          papers: documentIds.length + 1,
        },
      });
      await tx.em.flush();
      this.bus.publish(tx, { topic: 'PARTNER', partnerId: partner.id });
      return verification;
    });
  }

  /** PENDING → VERIFIED until `expiresAt` (in the future, at most about five years ahead). */
  approve(actor: Actor, input: ApprovePartnerVerificationInput): Promise<PartnerVerification> {
    const now = Date.now();
    const until = input.expiresAt.getTime();
    if (!(until > now)) {
      throw new AppError('BAD_USER_INPUT', 'The verification must expire in the future.', {
        field: 'expiresAt',
      });
    }
    if (until > now + MAX_VERIFIED_DAYS * DAY_MS) {
      throw new AppError('BAD_USER_INPUT', 'Verify for at most five years.', { field: 'expiresAt' });
    }
    return this.decide(actor, input.partnerId, VerificationStatus.VERIFIED, null, input.expiresAt);
  }

  /** PENDING or VERIFIED → REJECTED with a reason: the business no longer shows as verified. */
  reject(actor: Actor, input: ReviewPartnerVerificationInput): Promise<PartnerVerification> {
    return this.decide(actor, input.partnerId, VerificationStatus.REJECTED, requireNote(input.note), null);
  }

  /** PENDING → MORE_INFO with a note of what to add; the partner resubmits. */
  requestMore(actor: Actor, input: ReviewPartnerVerificationInput): Promise<PartnerVerification> {
    return this.decide(actor, input.partnerId, VerificationStatus.MORE_INFO, requireNote(input.note), null);
  }

  private decide(
    actor: Actor,
    partnerId: string,
    status: VerificationStatus,
    note: string | null,
    expiresAt: Date | null,
  ): Promise<PartnerVerification> {
    const adminId = requireViewer(actor).id;
    return this.uow.run(actor, async (tx) => {
      const verification = await this.lockedOf(tx.em, partnerId);
      const from = verification.status;
      const allowed =
        from === VerificationStatus.PENDING ||
        (status === VerificationStatus.REJECTED && from === VerificationStatus.VERIFIED);
      if (!allowed) {
        throw new AppError(
          'CONFLICT',
          `This verification is ${from.toLowerCase().replace('_', ' ')}, not pending.`,
          {
            details: { reason: `VERIFICATION_${from}` },
          },
        );
      }
      const partner = verification.partner;
      verification.status = status;
      verification.note = note;
      verification.expiresAt = expiresAt;
      verification.reviewedAt = new Date();
      verification.reviewedById = adminId;
      const beforeUntil = partner.verifiedUntil?.toISOString() ?? null;
      if (status === VerificationStatus.VERIFIED) {
        partner.verifiedAt = verification.reviewedAt;
        partner.verifiedUntil = expiresAt;
      }
      if (status === VerificationStatus.REJECTED) {
        partner.verifiedAt = null;
        partner.verifiedUntil = null;
      }
      this.audit.record(tx, {
        action: `partner.verification_${status.toLowerCase()}`,
        subjectType: AuditSubject.PARTNER,
        subjectId: partner.id,
        before: { verification: from, verifiedUntil: beforeUntil },
        after: { verification: status, verifiedUntil: partner.verifiedUntil?.toISOString() ?? null },
        reason: note,
      });
      this.tell(tx, partner, verification);
      await tx.em.flush();
      this.bus.publish(tx, { topic: 'PARTNER', partnerId: partner.id });
      return verification;
    });
  }

  private async lockedOf(em: EntityManager, partnerId: string): Promise<PartnerVerification> {
    const verification = await em.findOne(
      PartnerVerification,
      { partner: partnerId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!verification) throw new AppError('NOT_FOUND', 'This partner has not submitted a verification.');
    await em.populate(verification, ['partner.member']);
    return verification;
  }

  private tell(tx: Tx, partner: Partner, verification: PartnerVerification): void {
    this.notifier.notify(tx, partner.member, {
      kind: NotificationKind.VERIFICATION,
      notice: verificationNotice(
        verification.status,
        partner.businessName,
        verification.note,
        verification.expiresAt,
      ),
      reason: verification.note,
    });
  }
}

function requireNote(note: string): string {
  const trimmed = note.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', 'Say why, for the partner.', { field: 'note' });
  return trimmed;
}
