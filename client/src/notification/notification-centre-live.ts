import { NotificationCentreDocument, NotificationEventsDocument } from '../gql/graphql';
import type { NotificationCentreQuery, NotificationEventsSubscription } from '../gql/graphql';
import { applyLiveEvent } from '../shared/live/connection';
import { defineLiveQuery } from '../shared/live/use-live-query';

export type NotificationEventData = NotificationEventsSubscription['notificationEvents'];

/** The notification centre kept live: a new notification goes first; the unread count follows every event. */
export const notificationCentreLive = defineLiveQuery({
  query: NotificationCentreDocument,
  subscription: NotificationEventsDocument,
  readEvent: ({ notificationEvents }) => ({
    type: notificationEvents.type === 'CREATED' ? ('CREATED' as const) : ('UPDATED' as const),
    node: notificationEvents,
  }),
  applyEvent: (data: NotificationCentreQuery, { node: event }): NotificationCentreQuery => {
    const list = event.notification
      ? applyLiveEvent(data.notifications, 'CREATED', event.notification)
      : event.unreadCount === 0
        ? {
            ...data.notifications,
            edges: data.notifications.edges.map((edge) =>
              edge.node.readAt ? edge : { ...edge, node: { ...edge.node, readAt: new Date().toISOString() } },
            ),
          }
        : data.notifications;
    return { ...data, unreadNotificationCount: event.unreadCount, notifications: list };
  },
  announce: ({ node: event }) =>
    event.notification ? `Notification: ${event.notification.title}` : undefined,
});
