import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { IdField } from '../common/ids.js';
import { PageArgs } from '../common/paging.js';
import { MaxItems } from '../common/list-limits.js';
import { MESSAGE_BODY_MAX, MESSAGE_IMAGES_MAX } from './message.enums.js';

@InputType('SendMessageInput', { description: "A message to the other party of a response's thread." })
export class SendMessageInput {
  @IdField('The response whose thread it goes to (mine, or one to my wire).')
  responseId!: string;

  @Field(() => String, {
    description: `What to say (1 to ${MESSAGE_BODY_MAX} characters); contacts in it are hidden until the response is accepted.`,
  })
  @MaxLength(MESSAGE_BODY_MAX, { message: `At most ${MESSAGE_BODY_MAX} characters.` })
  body!: string;

  @IdField('Images uploaded through `POST /api/uploads` (images only), shown with the message.', {
    nullable: true,
    list: true,
  })
  @IsOptional()
  @MaxItems(MESSAGE_IMAGES_MAX)
  attachmentIds?: string[] | null;
}

@ArgsType()
export class MessagesArgs extends PageArgs {
  @IdField('The response whose thread to read.')
  responseId!: string;
}
