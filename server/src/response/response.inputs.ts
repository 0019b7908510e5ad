import { IsOptional, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { MoneyInput } from '../common/money.js';

export const MESSAGE_MAX = 2000;

@InputType('RespondToWireInput')
export class RespondToWireInput {
  @Field(() => ID) wireId!: string;

  @Field(() => String)
  @MinLength(1, { message: 'Write a message to the buyer.' })
  @MaxLength(MESSAGE_MAX, { message: `At most ${MESSAGE_MAX} characters.` })
  message!: string;

  @Field(() => MoneyInput) @ValidateNested() quote!: MoneyInput;

  @Field(() => Date, { nullable: true }) @IsOptional() validUntil?: Date | null;
}
