import type { NotificationEventType } from './notification.enums.js';

export type NotificationMessage = {
  topic: 'NOTIFICATION';
  type: NotificationEventType;
  memberId: string;
  /** The new notification (CREATED); null when some were marked read. */
  notificationId: string | null;
};

declare module '../events/topics.js' {
  interface Topics {
    NOTIFICATION: NotificationMessage;
  }
}
