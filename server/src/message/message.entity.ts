import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { MessageSide } from './message.enums.js';

/**
 * One message in the thread of a response, between the wire's owner and the responding partner.
 * The body is stored as written; what a reader sees is masked while the response is not accepted.
 */
@Entity({ tableName: 'message' })
@Index({ properties: ['response', 'createdAt', 'id'] })
@ObjectType('Message', {
  description:
    "A message in a response's thread, between the wire's owner and the partner; contacts in it are hidden until the response is accepted.",
})
export class Message extends BaseEntity<'author'> {
  @ManyToOne(() => WireResponse, { ref: true, deleteRule: 'cascade', index: false })
  response!: Ref<WireResponse>;

  /** Who wrote it (null once that account is deleted). */
  @ManyToOne(() => Member, { ref: true, nullable: true, deleteRule: 'set null', index: false })
  author: Ref<Member> | null = null;

  @Field(() => MessageSide, { description: 'Which party wrote it: the buyer or the partner.' })
  @Enum({ items: () => MessageSide, type: 'text' })
  side!: MessageSide;

  /** The body as written (served masked while the response is not accepted). */
  @Property({ type: 'text' })
  body!: string;
}

/** How far one side of a thread has read it (unread counts and read receipts). */
@Entity({ tableName: 'message_thread_read' })
export class MessageThreadRead {
  @ManyToOne(() => WireResponse, { ref: true, deleteRule: 'cascade', primary: true })
  response!: Ref<WireResponse>;

  @PrimaryKey({ type: 'text' })
  side!: MessageSide;

  @Property({ type: 'timestamptz' })
  lastReadAt!: Date;
}
