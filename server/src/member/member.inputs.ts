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
  @Field(() => String, {
    description:
      'The sign-in email (at most 254 characters); EMAIL_ALREADY_IN_USE when an account has it, in any case.',
  })
  @MaxLength(LIMITS.email, { message: `At most ${LIMITS.email} characters.` })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email!: string;

  @Field(() => String, {
    description:
      'The new password; it must meet `passwordPolicy` (else PASSWORD_DOES_NOT_MEET_REQUIREMENTS).',
  })
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'The name shown to others, at most 80 characters.' })
  @IsOptional()
  @MaxLength(LIMITS.displayName, { message: `At most ${LIMITS.displayName} characters.` })
  displayName?: string | null;
}

@InputType({ description: 'A new buyer account: email, password and name.' })
export class SignUpInput extends AccountFields {
  @Field(() => String, {
    nullable: true,
    description: 'Honeypot: must stay empty. Hidden from people, filled in by bots.',
  })
  @IsOptional()
  @MaxLength(LIMITS.passwordInput)
  website?: string | null;
}

@InputType({ description: 'Email and password of an existing account.' })
export class SignInInput {
  @Field(() => String, { description: "The account's email, in any case." })
  @MaxLength(LIMITS.email, { message: `At most ${LIMITS.email} characters.` })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email!: string;

  @Field(() => String, {
    description: 'The password; a wrong one and an unknown email both give INVALID_CREDENTIAL.',
  })
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

@InputType({ description: "A change of the signed-in account's password." })
export class ChangePasswordInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Required when the account has a password; an email-link-only account sets its first one without.',
  })
  @IsOptional()
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  currentPassword?: string | null;

  @Field(() => String, {
    description:
      'The new password; it must meet `passwordPolicy` (else PASSWORD_DOES_NOT_MEET_REQUIREMENTS).',
  })
  @MaxLength(LIMITS.passwordInput, { message: 'This password is far too long.' })
  newPassword!: string;
}

@InputType({ description: "The signed-in account's profile: name, phone and default location." })
export class UpdateProfileInput {
  @Field(() => String, { description: 'The name shown to others: 1..80 characters.' })
  @MinLength(1, { message: 'Enter your name.' })
  @MaxLength(LIMITS.displayName, { message: `At most ${LIMITS.displayName} characters.` })
  displayName!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A phone number: digits, spaces, brackets or dashes, optionally starting with +, at most 32 characters; null clears it.',
  })
  @IsOptional()
  @MaxLength(LIMITS.phone, { message: `At most ${LIMITS.phone} characters.` })
  @Matches(PHONE, { message: PHONE_MESSAGE })
  phone?: string | null;

  @Field(() => LocationInput, { nullable: true, description: 'Where forms start from; null clears it.' })
  @IsOptional()
  @ValidateNested()
  defaultLocation?: LocationInput | null;
}
