import { MessageEventsDocument, ThreadMessagesDocument } from '../gql/graphql';
import type { MessageEventsSubscription, ThreadMessagesQuery } from '../gql/graphql';
import { applyLiveEvent } from '../shared/live/connection';
import { defineLiveQuery } from '../shared/live/use-live-query';

export type MessageEventData = MessageEventsSubscription['messageEvents'];

/**
 * A response's thread kept live (newest first in the cache; the panel shows it oldest first): a new
 * message goes in once; a read receipt marks the messages the other side has now read as seen.
 */
export const threadLive = defineLiveQuery({
  query: ThreadMessagesDocument,
  subscription: MessageEventsDocument,
  readEvent: ({ messageEvents }) => ({
    type: messageEvents.type === 'CREATED' ? ('CREATED' as const) : ('UPDATED' as const),
    node: messageEvents,
  }),
  applyEvent: (data: ThreadMessagesQuery, { node: event }): ThreadMessagesQuery | undefined => {
    if (event.message) return { ...data, messages: applyLiveEvent(data.messages, 'CREATED', event.message) };
    const readAt = event.readAt ? Date.parse(event.readAt) : 0;
    return {
      ...data,
      messages: {
        ...data.messages,
        edges: data.messages.edges.map((edge) =>
          edge.node.side !== event.side && !edge.node.seen && Date.parse(edge.node.createdAt) <= readAt
            ? { ...edge, node: { ...edge.node, seen: true } }
            : edge,
        ),
      },
    };
  },
  announce: ({ node: event }) =>
    event.message && !event.message.mine ? `New message: ${event.message.body}` : undefined,
});
