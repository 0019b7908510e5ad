import {
  ArrayMaxSize,
  ArrayMinSize,
  IsEmail,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { PartnerCategory, PartnerStatus } from '../wire/wire.enums.js';
import { LIMITS } from '../member/member.inputs.js';

const PHONE = /^\+?[0-9][0-9 ()-]{4,30}$/;

@InputType('ServiceAreaInput')
export class ServiceAreaInput {
  @Field(() => String)
  @MinLength(1, { message: 'Enter a place name.' })
  @MaxLength(200, { message: 'At most 200 characters.' })
  label!: string;

  @Field(() => Float) @IsLatitude({ message: 'Latitude must be between -90 and 90.' }) lat!: number;
  @Field(() => Float) @IsLongitude({ message: 'Longitude must be between -180 and 180.' }) lng!: number;

  @Field(() => Float, { description: '1..500' })
  @Min(1, { message: 'The radius is at least 1 km.' })
  @Max(500, { message: 'The radius is at most 500 km.' })
  radiusKm!: number;
}

@InputType('SignUpPartnerInput')
export class SignUpPartnerInput {
  @Field(() => String)
  @MaxLength(LIMITS.email, { message: `At most ${LIMITS.email} characters.` })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email!: string;

  @Field(() => String)
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  password!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.displayName, { message: `At most ${LIMITS.displayName} characters.` })
  displayName?: string | null;

  @Field(() => String)
  @MinLength(2, { message: 'Enter the business name.' })
  @MaxLength(120, { message: 'At most 120 characters.' })
  businessName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: 'At most 2000 characters.' })
  description?: string | null;

  @Field(() => [PartnerCategory])
  @ArrayMinSize(1, { message: 'Choose at least one category.' })
  @ArrayMaxSize(2)
  categories!: PartnerCategory[];

  @Field(() => ServiceAreaInput) @ValidateNested() serviceArea!: ServiceAreaInput;

  @Field(() => String)
  @MaxLength(LIMITS.phone, { message: `At most ${LIMITS.phone} characters.` })
  @Matches(PHONE, {
    message: 'Enter a phone number: digits, spaces, brackets or dashes, optionally starting with +.',
  })
  phone!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(300, { message: 'At most 300 characters.' })
  @IsUrl({ protocols: ['http', 'https'] }, { message: 'Enter a web address such as https://example.com.' })
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'Honeypot: must stay empty.' })
  @IsOptional()
  @MaxLength(LIMITS.passwordInput)
  company?: string | null;
}

@InputType('AdminPartnersFilter')
export class AdminPartnersFilter {
  @Field(() => [PartnerStatus], { nullable: true, description: 'Non-empty when given.' })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one status.' })
  statuses?: PartnerStatus[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: 'At most 200 characters.' })
  text?: string | null;
}
