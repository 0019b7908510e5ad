import { Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IdField } from '../common/ids.js';
import { MaxItems } from '../common/list-limits.js';

export const VERIFICATION_LIMITS = { documents: 7, note: 1000 } as const;

/**
 * A Nigerian CAC registration number: RC (a company), BN (a business name) or IT (an
 * incorporated trustee), then 1 to 8 digits; spaces, a hyphen or a slash after the prefix are
 * accepted as people write them and dropped when stored.
 */
export const CAC_NUMBER = /^\s*(RC|BN|IT)[\s/-]?(\d{1,8})\s*$/i;

@InputType('SubmitPartnerVerificationInput', {
  description: "The viewer's business registration and papers, for an admin to verify.",
})
export class SubmitPartnerVerificationInput {
  @Field(() => String, {
    description: 'The CAC registration number: RC, BN or IT followed by digits (e.g. `RC1234567`).',
  })
  @Matches(CAC_NUMBER, {
    message: 'Enter the CAC number: RC, BN or IT followed by its digits, e.g. RC1234567.',
  })
  registrationNumber!: string;

  @IdField('The certificate of registration: an uploaded PDF or image of mine.')
  certificateFileId!: string;

  @IdField(`Other papers (uploaded PDFs or images of mine; at most ${VERIFICATION_LIMITS.documents}).`, {
    list: true,
    nullable: true,
  })
  @MaxItems(VERIFICATION_LIMITS.documents)
  documentIds?: string[] | null;
}

@InputType('ApprovePartnerVerificationInput', { description: 'An admin verifies a business, until a date.' })
export class ApprovePartnerVerificationInput {
  @IdField('The partner whose verification is reviewed.') partnerId!: string;

  @Field(() => Date, { description: 'Until when the business counts as verified (in the future).' })
  expiresAt!: Date;
}

@InputType('ReviewPartnerVerificationInput', {
  description: 'An admin refuses a verification, or asks for more, saying why.',
})
export class ReviewPartnerVerificationInput {
  @IdField('The partner whose verification is reviewed.') partnerId!: string;

  @Field(() => String, {
    description: `Told to the partner and kept in the audit log (1 to ${VERIFICATION_LIMITS.note} characters).`,
  })
  @MinLength(1, { message: 'Say why, for the partner.' })
  @MaxLength(VERIFICATION_LIMITS.note, { message: `At most ${VERIFICATION_LIMITS.note} characters.` })
  note!: string;
}
