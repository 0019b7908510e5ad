import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import { Member } from '../member/member.entity.js';
import { memberById } from '../member/member.loaders.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { PartnerCard } from './partner-card.js';
import { Partner } from './partner.entity.js';
import { seesPartnerPrivate } from './partner.policy.js';
import { PartnerVerification } from './partner-verification.entity.js';
import {
  ApprovePartnerVerificationInput,
  ReviewPartnerVerificationInput,
  SubmitPartnerVerificationInput,
} from './partner-verification.inputs.js';
import { verificationOfPartner } from './partner-verification.loaders.js';
import { isVerified } from './partner-verification.policy.js';
import type { PartnerVerificationService } from './partner-verification.service.js';

@Resolver(() => PartnerVerification)
export class PartnerVerificationResolver {
  constructor(private readonly verifications: PartnerVerificationService) {}

  @Auth(Role.PARTNER)
  @Query(() => PartnerVerification, {
    nullable: true,
    description: "The viewer's business verification; null while never submitted.",
  })
  myPartnerVerification(@Ctx() ctx: Context): Promise<PartnerVerification | null> {
    return this.verifications.mine(ctx.actor);
  }

  @Auth(Role.PARTNER)
  @Mutation(() => PartnerVerification, {
    description:
      "Submits (or resubmits) the viewer's registration and papers: PENDING until an admin decides.",
  })
  submitPartnerVerification(
    @Arg('input', () => SubmitPartnerVerificationInput, { description: 'The registration and its papers.' })
    input: SubmitPartnerVerificationInput,
    @Ctx() ctx: Context,
  ): Promise<PartnerVerification> {
    return this.verifications.submit(ctx.actor, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PartnerVerification, {
    description: 'PENDING → VERIFIED until a date (audited); the partner is notified.',
  })
  approvePartnerVerification(
    @Arg('input', () => ApprovePartnerVerificationInput, { description: 'The partner and the expiry.' })
    input: ApprovePartnerVerificationInput,
    @Ctx() ctx: Context,
  ): Promise<PartnerVerification> {
    return this.verifications.approve(ctx.actor, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PartnerVerification, {
    description:
      'PENDING or VERIFIED → REJECTED with a reason (audited); the business no longer shows as verified and is notified.',
  })
  rejectPartnerVerification(
    @Arg('input', () => ReviewPartnerVerificationInput, { description: 'The partner and the reason.' })
    input: ReviewPartnerVerificationInput,
    @Ctx() ctx: Context,
  ): Promise<PartnerVerification> {
    return this.verifications.reject(ctx.actor, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PartnerVerification, {
    description:
      'PENDING → MORE_INFO with a note of what to add (audited); the partner is notified and resubmits.',
  })
  requestPartnerVerificationInfo(
    @Arg('input', () => ReviewPartnerVerificationInput, { description: 'The partner and what to add.' })
    input: ReviewPartnerVerificationInput,
    @Ctx() ctx: Context,
  ): Promise<PartnerVerification> {
    return this.verifications.requestMore(ctx.actor, input);
  }

  @FieldResolver(() => StoredFile, {
    nullable: true,
    description: 'The certificate of registration (private: the partner and admins).',
  })
  async certificate(
    @Root() verification: PartnerVerification,
    @Ctx() ctx: Context,
  ): Promise<StoredFile | null> {
    return (await this.papers(verification, ctx))[0] ?? null;
  }

  @FieldResolver(() => [StoredFile], { description: 'The other papers, in the order given (private).' })
  async documents(@Root() verification: PartnerVerification, @Ctx() ctx: Context): Promise<StoredFile[]> {
    return (await this.papers(verification, ctx)).slice(1);
  }

  @FieldResolver(() => Member, {
    nullable: true,
    description: 'The admin who last decided; null while never, or an account since deleted.',
  })
  reviewedBy(@Root() verification: PartnerVerification, @Ctx() ctx: Context): Promise<Member | null> | null {
    return verification.reviewedById ? ctx.loaders.load(memberById, verification.reviewedById) : null;
  }

  private papers(verification: PartnerVerification, ctx: Context): Promise<StoredFile[]> {
    return ctx.loaders.load(
      filesOf,
      attachmentKey({ type: FileAttachment.PARTNER_VERIFICATION, id: verification.id }),
    );
  }
}

/** What a partner shows of its verification: `verified` to everyone, the record to itself and admins. */
@Resolver(() => Partner)
export class PartnerVerifiedResolver {
  @FieldResolver(() => Boolean, {
    description: 'Whether an admin verified the business and that verification has not expired.',
  })
  verified(@Root() partner: Partner): boolean {
    return isVerified(partner);
  }

  @FieldResolver(() => PartnerVerification, {
    nullable: true,
    description:
      'Its verification record (the business itself and admins; null for others or while never submitted).',
  })
  verification(@Root() partner: Partner, @Ctx() ctx: Context): Promise<PartnerVerification | null> | null {
    if (!seesPartnerPrivate(ctx.actor.viewer, partner)) return null;
    return ctx.loaders.load(verificationOfPartner, partner.id);
  }
}

/** The public face of a business says whether it is verified now. */
@Resolver(() => PartnerCard)
export class PartnerCardVerifiedResolver {
  @FieldResolver(() => Boolean, {
    description: 'Whether an admin verified the business and that verification has not expired.',
  })
  verified(@Root() partner: PartnerCard): boolean {
    return isVerified(partner);
  }
}
