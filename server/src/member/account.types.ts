import { Field, Int, ObjectType } from 'type-graphql';
import { Member } from './member.entity.js';

@ObjectType({ description: 'The password rules in force; forms show them live.' })
export class PasswordPolicyType {
  @Field(() => Int) minLength!: number;
  @Field(() => Int) maxLength!: number;
  @Field(() => Boolean) requireLowercase!: boolean;
  @Field(() => Boolean) requireUppercase!: boolean;
  @Field(() => Boolean) requireDigit!: boolean;
  @Field(() => Boolean) requireSymbol!: boolean;
  @Field(() => Boolean) rejectCommon!: boolean;
}

@ObjectType({ description: 'The result of signing in or up: the account and when its new session expires.' })
export class AuthPayload {
  @Field(() => Member) member!: Member;
  @Field(() => Date) sessionExpiresAt!: Date;
}
