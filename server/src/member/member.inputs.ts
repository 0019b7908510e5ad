import { IsEmail, IsOptional, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { LocationInput } from '../common/geo.js';
import { Role } from '../common/role.js';

export const LIMITS = {
  email: 254,
  displayName: 80,
  phone: 32,
  passwordInput: 1024,
} as const;

/** Digits, spaces, brackets or dashes, optionally starting with +. */
export const PHONE = /^\+?[0-9][0-9 ()-]{4,30}$/;
export const PHONE_MESSAGE =
  'Enter a phone number: digits, spaces, brackets or dashes, optionally starting with +.';

/** The sign-in part of every sign-up form (buyers and partners). */
@InputType('AccountFieldsInput')
export class AccountFields {
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
}

@InputType()
export class SignUpInput extends AccountFields {
  @Field(() => String, {
    nullable: true,
    description: 'Honeypot: must stay empty. Hidden from people, filled in by bots.',
  })
  @IsOptional()
  @MaxLength(LIMITS.passwordInput)
  website?: string | null;
}

@InputType()
export class SignInInput {
  @Field(() => String)
  @MaxLength(LIMITS.email, { message: `At most ${LIMITS.email} characters.` })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email!: string;

  @Field(() => String)
  @MinLength(1, { message: 'Enter your password.' })
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  password!: string;

  @Field(() => Role, {
    nullable: true,
    description:
      'When set, the account must have this role (admins pass any); FORBIDDEN otherwise, and no session is made.',
  })
  @IsOptional()
  requireRole?: Role | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Required when the account has a password; an email-link-only account sets its first one without.',
  })
  @IsOptional()
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  currentPassword?: string | null;

  @Field(() => String)
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  newPassword!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String)
  @MinLength(1, { message: 'Enter your name.' })
  @MaxLength(LIMITS.displayName, { message: `At most ${LIMITS.displayName} characters.` })
  displayName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.phone, { message: `At most ${LIMITS.phone} characters.` })
  @Matches(PHONE, { message: PHONE_MESSAGE })
  phone?: string | null;

  @Field(() => LocationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  defaultLocation?: LocationInput | null;
}
