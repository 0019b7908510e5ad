import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Role } from '../common/role.js';
import { Member } from './member.entity.js';

/**
 * One account to add. Deliberately without validation rules: a bad line is reported in its own
 * result (the others are still added), not as an error of the whole request.
 */
@InputType({
  description:
    'One account for an admin to add; a bad line is refused on its own, the others are still added.',
})
export class AddMemberInput {
  @Field(() => String, {
    description: 'The email (at most 254 characters), not already used by an account or another line.',
  })
  email!: string;

  @Field(() => String, { description: 'The name shown to others: 1..80 characters.' })
  displayName!: string;

  @Field(() => Role, {
    description: 'MEMBER or ADMIN; PARTNER is refused per line (a partner signs up with their business).',
  })
  role!: Role;
}

@ObjectType({ description: 'What became of one line of `addMembers`.' })
export class AddMemberLine {
  @Field(() => Int, { description: 'The 1-based position of the line in the input.' }) line!: number;
  @Field(() => String, { description: 'The email as given (trimmed).' }) email!: string;
  @Field(() => Boolean, { description: 'Whether the account was made (and emailed a sign-in link).' })
  added!: boolean;
  @Field(() => Member, { nullable: true, description: 'The new account, when added.' })
  member!: Member | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the line was refused: an ErrorCode (BAD_USER_INPUT, EMAIL_ALREADY_IN_USE).',
  })
  code!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The input the refusal concerns (email, displayName, role).',
  })
  field!: string | null;
  @Field(() => String, { nullable: true, description: 'A sentence for people.' }) message!: string | null;
}

@ObjectType({ description: 'The result of `addMembers`: each line, added or refused with its reason.' })
export class AddMembersResult {
  @Field(() => Int, { description: 'How many lines were added.' }) added!: number;
  @Field(() => Int, { description: 'How many lines were refused.' }) failed!: number;
  @Field(() => [AddMemberLine], { description: 'Every line, in the order given.' }) lines!: AddMemberLine[];
}
