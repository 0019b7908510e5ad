import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { NotificationKind } from './notification.enums.js';

/** Something that concerns one account: shown in its notification centre, and emailed unless turned off. */
@Entity({ tableName: 'notification' })
@ObjectType('Notification', {
  description: 'Something that happened that concerns me, with a link to it; unread until I read it.',
})
export class Notification extends BaseEntity<'readAt' | 'reason'> {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @Field(() => NotificationKind, { description: 'What it is about.' })
  @Enum({ items: () => NotificationKind, type: 'text' })
  kind!: NotificationKind;

  @Field(() => String, { description: 'One line, e.g. "New quote on Cement for block 4".' })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, { description: 'A sentence or two saying what happened.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => String, {
    description: 'Where in the app it is about (a path such as `/wires/details?id=…`).',
  })
  @Property({ type: 'text' })
  link!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The reason given, for a suspension or a declined response that had one.',
  })
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When I read it; null while unread.' })
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}

/** An account's "no email" for one kind of notification (in-app notifications always arrive). */
@Entity({ tableName: 'notification_email_opt_out' })
export class NotificationEmailOptOut {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade', primary: true })
  member!: Ref<Member>;

  @PrimaryKey({ type: 'text' })
  kind!: NotificationKind;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** An account's "no push" for one kind of notification (its devices with Web Push on do not get it). */
@Entity({ tableName: 'notification_push_opt_out' })
export class NotificationPushOptOut {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade', primary: true })
  member!: Ref<Member>;

  @PrimaryKey({ type: 'text' })
  kind!: NotificationKind;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
