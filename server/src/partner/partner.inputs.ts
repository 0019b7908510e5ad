import {
  ArrayMaxSize,
  ArrayMinSize,
  IsOptional,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, type ClassType } from 'type-graphql';
import { StatusesField, UpdatedSinceField } from '../common/filter-fields.js';
import { IdField } from '../common/ids.js';
import { VerificationStanding } from './partner-verification.enums.js';
import { LABEL_MAX, NearInput } from '../common/geo.js';
import { AccountFields, LIMITS, PHONE, PHONE_MESSAGE } from '../member/member.inputs.js';
import { PartnerCategory, PartnerStatus } from './partner.enums.js';

@InputType('ServiceAreaInput', {
  description: 'Where a partner works: a place and a radius (1..500 km) around it.',
})
export class ServiceAreaInput extends NearInput {
  @Field(() => String, { description: 'The place at the centre, as people name it: 1..200 characters.' })
  @MinLength(1, { message: 'Enter a place name.' })
  @MaxLength(LABEL_MAX, { message: `At most ${LABEL_MAX} characters.` })
  label!: string;
}

/**
 * The business fields, with their rules, of both the partner sign-up and the profile update:
 * one definition, mixed into each input (an input type can extend only one class).
 */
export function withBusinessFields<Base extends ClassType>(base: Base, name: string) {
  // a base input type of its own name per use: type-graphql inherits fields from input types only
  @InputType(name)
  class BusinessFields extends base {
    @Field(() => String, { description: 'The name of the business: 2..120 characters.' })
    @MinLength(2, { message: 'Enter the business name.' })
    @MaxLength(120, { message: 'At most 120 characters.' })
    businessName!: string;

    @Field(() => String, { nullable: true, description: 'What the business does, at most 2000 characters.' })
    @IsOptional()
    @MaxLength(2000, { message: 'At most 2000 characters.' })
    description?: string | null;

    @Field(() => [PartnerCategory], {
      description: 'What the business deals in (one or both); it decides which wires reach it.',
    })
    @ArrayMinSize(1, { message: 'Choose at least one category.' })
    @ArrayMaxSize(2)
    categories!: PartnerCategory[];

    @Field(() => ServiceAreaInput, {
      description: 'Where the business works; wires located inside it reach it.',
    })
    @ValidateNested()
    serviceArea!: ServiceAreaInput;

    @Field(() => String, {
      description:
        'A phone number for buyers: digits, spaces, brackets or dashes, optionally starting with +, at most 32 characters.',
    })
    @MaxLength(LIMITS.phone, { message: `At most ${LIMITS.phone} characters.` })
    @Matches(PHONE, { message: PHONE_MESSAGE })
    phone!: string;

    @Field(() => String, {
      nullable: true,
      description: "The business's website: an http(s) address, at most 300 characters.",
    })
    @IsOptional()
    @MaxLength(300, { message: 'At most 300 characters.' })
    @IsUrl({ protocols: ['http', 'https'] }, { message: 'Enter a web address such as https://example.com.' })
    website?: string | null;
  }
  return BusinessFields;
}

@InputType('SignUpPartnerInput', {
  description: 'A new partner account and its business; it starts PENDING unless approval is automatic.',
})
export class SignUpPartnerInput extends withBusinessFields(AccountFields, 'SignUpPartnerBusinessFields') {
  @Field(() => String, { nullable: true, description: 'Honeypot: must stay empty.' })
  @IsOptional()
  @MaxLength(LIMITS.passwordInput)
  company?: string | null;
}

@InputType('UpdatePartnerProfileInput', {
  description: "The partner's business as it should now be (every field; the logo only when given).",
})
export class UpdatePartnerProfileInput extends withBusinessFields(
  class {},
  'UpdatePartnerProfileBusinessFields',
) {
  @IdField('An uploaded image to show as the logo; null removes it; left out keeps it.', { nullable: true })
  @IsOptional()
  logoFileId?: string | null;
}

@InputType('AdminPartnersFilter', { description: 'Narrows the list of partners; every filter is optional.' })
export class AdminPartnersFilter {
  @StatusesField(PartnerStatus)
  statuses?: PartnerStatus[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the business name, case-insensitive (at most 200 characters).',
  })
  @IsOptional()
  @MaxLength(200, { message: 'At most 200 characters.' })
  text?: string | null;

  @Field(() => VerificationStanding, {
    nullable: true,
    description:
      'Only partners standing so on verification (verified, pending review, not verified, expired).',
  })
  @IsOptional()
  verification?: VerificationStanding | null;

  @UpdatedSinceField()
  updatedSince?: Date | null;
}
