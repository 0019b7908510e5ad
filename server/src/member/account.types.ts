import { Field, Int, ObjectType } from 'type-graphql';
import { Member } from './member.entity.js';

@ObjectType({ description: 'The password rules in force; forms show them live.' })
export class PasswordPolicyType {
  @Field(() => Int, {
    description: 'The fewest characters a password may have (configured; 8 by default, never below 6).',
  })
  minLength!: number;

  @Field(() => Int, { description: 'The most characters a password may have (128).' })
  maxLength!: number;

  @Field(() => Boolean, { description: 'Whether a password needs a lowercase letter.' })
  requireLowercase!: boolean;

  @Field(() => Boolean, { description: 'Whether a password needs an uppercase letter.' })
  requireUppercase!: boolean;

  @Field(() => Boolean, { description: 'Whether a password needs a digit.' })
  requireDigit!: boolean;

  @Field(() => Boolean, {
    description: 'Whether a password needs a symbol (anything not a letter or digit).',
  })
  requireSymbol!: boolean;

  @Field(() => Boolean, {
    description: 'Whether the most common passwords are refused (compared case-insensitively).',
  })
  rejectCommon!: boolean;
}

@ObjectType({ description: 'The result of signing in or up: the account and when its new session expires.' })
export class AuthPayload {
  @Field(() => Member, { description: 'The account now signed in.' }) member!: Member;
  @Field(() => Date, {
    description: 'When the new session expires unless used (ISO 8601 UTC); using it extends it.',
  })
  sessionExpiresAt!: Date;
}
