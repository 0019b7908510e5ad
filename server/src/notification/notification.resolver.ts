import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth, Public } from '../auth/auth.directive.js';
import { requireViewer } from '../common/actor.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import type { Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { topicStream } from '../events/topic-stream.js';
import type { EventBus } from '../events/event-bus.js';
import { Notification } from './notification.entity.js';
import { NotificationKind } from './notification.enums.js';
import type { NotificationMessage } from './notification.events.js';
import type { NotificationService } from './notification.service.js';
import {
  MyNotificationsArgs,
  NotificationConnection,
  NotificationEvent,
  NotificationSetting,
} from './notification.types.js';

/** The notification centre (the bell) and email and push settings of the signed-in account. */
@Resolver(() => Notification)
export class NotificationResolver {
  constructor(
    private readonly notifications: NotificationService,
    readonly bus: EventBus,
  ) {}

  @Auth()
  @Query(() => NotificationConnection, { description: 'My notifications, newest first.' })
  myNotifications(
    @Args(() => MyNotificationsArgs) args: MyNotificationsArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Notification>> {
    return this.notifications.list(ctx.actor, args);
  }

  @Auth()
  @Query(() => Int, { description: 'How many of my notifications are unread (the badge on the bell).' })
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return this.notifications.unreadCount(ctx.actor.em, requireViewer(ctx.actor).id);
  }

  @Auth({ scopes: [ApiTokenScope.READ] })
  @Mutation(() => Int, {
    description: 'Marks these notifications of mine read; answers how many are still unread.',
  })
  markNotificationsRead(
    @Arg('ids', () => [ID], { description: 'The notifications to mark (ids that are not mine are ignored).' })
    ids: string[],
    @Ctx() ctx: Context,
  ): Promise<number> {
    return this.notifications.markRead(ctx.actor, ids);
  }

  @Auth({ scopes: [ApiTokenScope.READ] })
  @Mutation(() => Int, { description: 'Marks all my notifications read; answers 0, the unread count after.' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return this.notifications.markAllRead(ctx.actor);
  }

  @Auth()
  @Query(() => [NotificationSetting], {
    description: 'Each kind of notification, and whether I get it by email and by push.',
  })
  myNotificationSettings(@Ctx() ctx: Context): Promise<NotificationSetting[]> {
    return this.notifications.settings(ctx.actor);
  }

  @Auth()
  @Mutation(() => NotificationSetting, {
    description: 'Turns the email of one kind of notification on or off.',
  })
  setNotificationEmail(
    @Arg('kind', () => NotificationKind, { description: 'The kind to change.' }) kind: NotificationKind,
    @Arg('email', () => Boolean, { description: 'true: email it; false: only in the notification centre.' })
    email: boolean,
    @Ctx() ctx: Context,
  ): Promise<NotificationSetting> {
    return this.notifications.setEmail(ctx.actor, kind, email);
  }

  @Auth()
  @Mutation(() => NotificationSetting, {
    description:
      'Turns the push of one kind of notification on or off, for every device of mine with push notifications on.',
  })
  setNotificationPush(
    @Arg('kind', () => NotificationKind, { description: 'The kind to change.' }) kind: NotificationKind,
    @Arg('push', () => Boolean, {
      description: 'true: push it to my devices; false: not as a system notification.',
    })
    push: boolean,
    @Ctx() ctx: Context,
  ): Promise<NotificationSetting> {
    return this.notifications.setPush(ctx.actor, kind, push);
  }

  @Public()
  @Mutation(() => NotificationSetting, {
    description:
      "Turns off one kind of email with the token of an email's unsubscribe link (no sign-in needed).",
  })
  unsubscribeEmail(
    @Arg('token', () => String, { description: 'The `token` of the unsubscribe link.' }) token: string,
    @Ctx() ctx: Context,
  ): Promise<NotificationSetting> {
    return this.notifications.unsubscribe(ctx.actor.em, token);
  }

  @Auth()
  @Subscription(() => NotificationEvent, {
    description: 'My notifications, live: each new one, and the unread count when some are read elsewhere.',
    subscribe: live(
      () => NotificationResolver,
      (resolver, _args, ctx) => {
        const memberId = requireViewer(ctx.actor).id;
        return topicStream(resolver.bus, 'NOTIFICATION', (message) => message.memberId === memberId);
      },
    ),
  })
  async notificationEvents(
    @Root() message: NotificationMessage,
    @Ctx() ctx: Context,
  ): Promise<NotificationEvent> {
    const em = ctx.actor.em;
    const [notification, unreadCount] = await Promise.all([
      message.notificationId ? em.findOne(Notification, { id: message.notificationId }) : null,
      this.notifications.unreadCount(em, message.memberId),
    ]);
    return { type: message.type, notification, unreadCount };
  }
}
