import type { Client as WsClient, Sink, SubscribePayload } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';

import { listenedOptions } from '../shared/live/listening';
import { ListeningSubscriptions } from './ws-listening';

/** A graphql-ws client as far as `subscribe` goes: it asks `generateID` for each id, as graphql-ws does. */
function fakeClient(generateID: (payload: SubscribePayload) => string) {
  const started: { id: string; sent: string; sink: Sink; disposed: boolean }[] = [];
  const client = {
    subscribe: (payload: SubscribePayload, sink: Sink) => {
      const entry = { id: generateID(payload), sent: JSON.stringify(payload), sink, disposed: false };
      started.push(entry);
      return () => {
        entry.disposed = true;
      };
    },
  } as unknown as WsClient;
  return { client, started };
}

const sink = (): Sink => ({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });
const query = 'subscription { wireboardEvents { type } }';

describe('ListeningSubscriptions', () => {
  it("calls a subscription's callback on each acknowledgement of its id from the server, and only then", () => {
    const listening = new ListeningSubscriptions();
    const { client, started } = fakeClient(listening.generateID);
    const wrapped = listening.wrap(client);
    const heard = vi.fn();
    wrapped.subscribe({ query, extensions: listenedOptions(heard).extensions }, sink());
    wrapped.subscribe({ query }, sink());
    expect(started.map((s) => s.id)).toEqual(['1', '2']);
    // neither the id nor the callback is sent
    expect(started[0]!.sent).toBe(JSON.stringify({ query, extensions: {} }));

    listening.pong(true, { listening: '2' });
    listening.pong(false, { listening: '1' }); // (a pong this client sent, not the server's)
    listening.pong(true, {});
    listening.pong(true);
    expect(heard).not.toHaveBeenCalled();
    listening.pong(true, { listening: '1' });
    listening.pong(true, { listening: '1' }); // subscribed again after a reconnect: same id
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('forgets the callback when the subscription ends, however it ends', () => {
    const listening = new ListeningSubscriptions();
    const { client, started } = fakeClient(listening.generateID);
    const wrapped = listening.wrap(client);
    const heard = vi.fn();
    const outer = [sink(), sink(), sink()];
    const stop = wrapped.subscribe({ query, extensions: listenedOptions(heard).extensions }, outer[0]!);
    wrapped.subscribe({ query, extensions: listenedOptions(heard).extensions }, outer[1]!);
    wrapped.subscribe({ query, extensions: listenedOptions(heard).extensions }, outer[2]!);
    expect(listening.size).toBe(3);

    stop();
    expect(started[0]!.disposed).toBe(true);
    started[1]!.sink.complete();
    expect(outer[1]!.complete).toHaveBeenCalled();
    started[2]!.sink.error(new Error('closed'));
    expect(outer[2]!.error).toHaveBeenCalled();
    expect(listening.size).toBe(0);
    for (const id of ['1', '2', '3']) listening.pong(true, { listening: id });
    expect(heard).not.toHaveBeenCalled();
  });
});
