import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType, PageArgs } from '../common/paging.js';
import { Notification } from './notification.entity.js';
import { NotificationEventType, NotificationKind } from './notification.enums.js';

export const NotificationConnection = connectionType(Notification, 'Notification');

@ArgsType()
export class NotificationsArgs extends PageArgs {
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Only unread ones (default false).',
  })
  unreadOnly?: boolean | null;
}

@ObjectType('NotificationEvent', { description: 'A change in my notifications, live.' })
export class NotificationEvent {
  @Field(() => NotificationEventType, { description: 'A new one, or some marked read.' })
  type!: NotificationEventType;

  @Field(() => Notification, {
    nullable: true,
    description: 'The new notification (CREATED); null for READ.',
  })
  notification!: Notification | null;

  @Field(() => Int, { description: 'How many of my notifications are unread now.' })
  unreadCount!: number;
}

@ObjectType('NotificationSetting', {
  description: 'Whether one kind of notification is also emailed, and pushed, to me.',
})
export class NotificationSetting {
  @Field(() => NotificationKind, { description: 'The kind it is about.' })
  kind!: NotificationKind;

  @Field(() => String, { description: 'What the kind is, in words, e.g. "New responses to my wires".' })
  label!: string;

  @Field(() => Boolean, {
    description: 'Whether it is emailed (it always appears in the notification centre).',
  })
  email!: boolean;

  @Field(() => Boolean, { description: 'Whether its email can be turned off (account notices cannot).' })
  canTurnOff!: boolean;

  @Field(() => Boolean, {
    description:
      "Whether only partners get it (about a partner's business: decisions, reviews, invitations, approval).",
  })
  forPartners!: boolean;

  @Field(() => Boolean, {
    description:
      'Whether it is pushed as a system notification to my devices that have push notifications on (every kind can be turned off).',
  })
  push!: boolean;
}

@InputType('NotificationSettingInput', {
  description: 'A change to one kind of notification: its email, its push, or both (what is left out stays).',
})
export class NotificationSettingInput {
  @Field(() => NotificationKind, { description: 'The kind to change.' })
  kind!: NotificationKind;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: email it; false: only in the notification centre (not for kinds that cannot be turned off).',
  })
  email?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: push it to my devices with push notifications on; false: not as a system notification.',
  })
  push?: boolean | null;
}
