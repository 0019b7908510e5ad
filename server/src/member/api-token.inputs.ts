import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenScope } from '../common/api-token-scope.js';

@InputType('CreateApiTokenInput', { description: 'A new personal API token: its name, scopes and lifetime.' })
export class CreateApiTokenInput {
  @Field(() => String, { description: 'What it is for, e.g. "Procurement system" (at most 80 characters).' })
  @MaxLength(80, { message: 'At most 80 characters.' })
  name!: string;

  @Field(() => [ApiTokenScope], { description: 'What it may do (at least one).' })
  scopes!: ApiTokenScope[];

  @Field(() => Int, {
    nullable: true,
    description: 'Days until it expires (1–366); null: it does not expire.',
  })
  @IsOptional()
  expiresInDays?: number | null;
}

@ObjectType('CreatedApiToken', { description: 'A new token and its secret, which is shown only this once.' })
export class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token as it will be listed from now on (without its secret).' })
  token!: ApiToken;

  @Field(() => String, {
    description:
      'Send it as `Authorization: Bearer <secret>` (or `connectionParams.authorization` on the websocket).',
  })
  secret!: string;
}
