import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from '../common/paging.js';
import { Message } from './message.entity.js';
import { MessageEventType, MessageSide } from './message.enums.js';

export const MessageConnection = connectionType(Message, 'Message');

@ObjectType('MessageEvent', { description: 'A new message in a thread, or a read receipt, live.' })
export class MessageEvent {
  @Field(() => MessageEventType, { description: 'A new message (CREATED) or a read receipt (READ).' })
  type!: MessageEventType;

  @Field(() => ID, { description: 'The response whose thread it is.' })
  responseId!: string;

  @Field(() => MessageSide, { description: 'Who wrote (CREATED) or read (READ).' })
  side!: MessageSide;

  @Field(() => Message, { nullable: true, description: 'The new message (CREATED); null for READ.' })
  message!: Message | null;

  @Field(() => Date, {
    nullable: true,
    description: 'READ: the side has read every message up to this time; null for CREATED.',
  })
  readAt!: Date | null;
}
