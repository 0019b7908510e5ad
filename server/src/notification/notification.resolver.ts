import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { Auth, Public } from '../auth/auth.directive.js';
import { requireViewer } from '../common/actor.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import type { Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { MaxItems } from '../common/list-limits.js';
import { topicStream } from '../events/topic-stream.js';
import type { EventBus } from '../events/event-bus.js';
import { Notification } from './notification.entity.js';
import { NotificationKind } from './notification.enums.js';
import type { NotificationMessage } from './notification.events.js';
import type { NotificationService } from './notification.service.js';
import {
  NotificationConnection,
  NotificationEvent,
  NotificationSetting,
  NotificationSettingInput,
  NotificationsArgs,
} from './notification.types.js';

/** The most ids `markNotificationsRead` takes at once: a full page of the list. */
const MARK_READ_MAX = 100;

/** The notification centre (the bell) and email and push settings of the signed-in account. */
@Resolver(() => Notification)
export class NotificationResolver {
  constructor(
    private readonly centre: NotificationService,
    readonly bus: EventBus,
  ) {}

  @Auth()
  @Query(() => NotificationConnection, { description: 'My notifications, newest first.' })
  notifications(
    @Args(() => NotificationsArgs) args: NotificationsArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Notification>> {
    return this.centre.list(ctx.actor, args);
  }

  @Auth()
  @Query(() => Int, { description: 'How many of my notifications are unread (the badge on the bell).' })
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return this.centre.unreadCount(ctx.actor.em, requireViewer(ctx.actor).id);
  }

  @Auth({ scopes: [ApiTokenScope.READ] })
  @Mutation(() => Int, {
    description: 'Marks these notifications of mine read; answers how many are still unread.',
  })
  @MaxItems({ ids: MARK_READ_MAX })
  markNotificationsRead(
    @IdArg('ids', 'The notifications to mark (ids that are not mine are ignored).', { list: true })
    ids: string[],
    @Ctx() ctx: Context,
  ): Promise<number> {
    return this.centre.markRead(ctx.actor, ids);
  }

  @Auth({ scopes: [ApiTokenScope.READ] })
  @Mutation(() => Int, { description: 'Marks all my notifications read; answers 0, the unread count after.' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return this.centre.markAllRead(ctx.actor);
  }

  @Auth()
  @Query(() => [NotificationSetting], {
    description: 'Each kind of notification, and whether I get it by email and by push.',
  })
  notificationSettings(@Ctx() ctx: Context): Promise<NotificationSetting[]> {
    return this.centre.settings(ctx.actor);
  }

  @Auth()
  @Mutation(() => [NotificationSetting], {
    description:
      'Changes the email and push of kinds of notification (all or none); answers every kind after the change.',
  })
  @MaxItems({ input: Object.keys(NotificationKind).length })
  updateNotificationSettings(
    @Arg('input', () => [NotificationSettingInput], { description: 'One change per kind.' })
    input: NotificationSettingInput[],
    @Ctx() ctx: Context,
  ): Promise<NotificationSetting[]> {
    return this.centre.updateSettings(ctx.actor, input);
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
    return this.centre.unsubscribe(ctx.actor.em, token);
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
      this.centre.unreadCount(em, message.memberId),
    ]);
    return { type: message.type, notification, unreadCount };
  }
}
