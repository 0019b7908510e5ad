import { describe, expect, it } from 'vitest';

import type { MessageEventsSubscription, MessageFieldsFragment, ThreadMessagesQuery } from '../gql/graphql';
import { threadLive } from './thread-live';

function message(id: string, overrides: Partial<MessageFieldsFragment> = {}): MessageFieldsFragment {
  return {
    id,
    createdAt: '2026-11-25T10:00:00.000Z',
    side: 'PARTNER',
    mine: true,
    seen: false,
    body: `Message ${id}`,
    contactHidden: false,
    attachments: [],
    ...overrides,
  };
}

function thread(...messages: MessageFieldsFragment[]): ThreadMessagesQuery {
  return {
    messages: {
      edges: messages.map((node) => ({ cursor: node.id, node })),
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: messages.length,
    },
  };
}

const apply = (data: ThreadMessagesQuery, event: MessageEventsSubscription['messageEvents']) =>
  threadLive.applyEvent(data, threadLive.readEvent({ messageEvents: event }));

describe('threadLive', () => {
  it('puts a new message first (the newest; the panel shows it last) and only once', () => {
    const event = {
      type: 'CREATED' as const,
      responseId: 'r1',
      side: 'BUYER' as const,
      readAt: null,
      message: message('m2', { side: 'BUYER', mine: false }),
    };
    const once = apply(thread(message('m1')), event)!;
    expect(once.messages.edges.map((edge) => edge.node.id)).toEqual(['m2', 'm1']);
    expect(once.messages.totalCount).toBe(2);
    expect(apply(once, event)!.messages.totalCount).toBe(2);
  });

  it('marks the messages the other side has read as seen, on a read receipt', () => {
    const data = thread(
      message('late', { createdAt: '2026-11-25T12:00:00.000Z' }),
      message('early', { createdAt: '2026-11-25T10:00:00.000Z' }),
      message('theirs', { side: 'BUYER', mine: false, createdAt: '2026-11-25T09:00:00.000Z' }),
    );
    const read = apply(data, {
      type: 'READ',
      responseId: 'r1',
      side: 'BUYER',
      readAt: '2026-11-25T11:00:00.000Z',
      message: null,
    })!;
    expect(read.messages.edges.map((edge) => [edge.node.id, edge.node.seen])).toEqual([
      ['late', false],
      ['early', true],
      ['theirs', false],
    ]);
  });
});
