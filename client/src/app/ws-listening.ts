import type { Client as WsClient, SubscribePayload } from 'graphql-ws';

import { heardOf, listeningIdOf } from '../shared/live/listening';

/** The id a subscription is given (read by `generateID`); a symbol, so it is never sent. */
const idKey = Symbol('id');
type Tagged = SubscribePayload & { [idKey]?: string };

/**
 * The websocket side of `listenedOptions` (shared/live/listening.ts): each subscription that
 * carries a callback gets its id here, and the server's acknowledgement for that id (a `pong`
 * with `{ listening: id }`) calls it, on the first start and on each resubscription after a
 * reconnect (graphql-ws keeps the id). The callback is dropped when the subscription ends.
 */
export class ListeningSubscriptions {
  private lastId = 0;
  private readonly waiting = new Map<string, () => void>();

  /**
   * graphql-ws' `generateID`: short ids, unique for the client's life (across reconnects). Most
   * clients give the board's subscription the same one, and the server writes them all one
   * shared frame (server/src/platform/realtime/ws-frames.ts).
   */
  readonly generateID = (payload: SubscribePayload): string => (payload as Tagged)[idKey] ?? this.nextId();

  /** graphql-ws' `on.pong`: a pong from the server may say that a subscription listens. */
  readonly pong = (received: boolean, payload?: Record<string, unknown>): void => {
    const id = received ? listeningIdOf(payload) : undefined;
    if (id !== undefined) this.waiting.get(id)?.();
  };

  /** `client` with its subscriptions' callbacks registered by id. */
  wrap(client: WsClient): WsClient {
    const subscribe: WsClient['subscribe'] = (payload, sink) => {
      const heard = heardOf(payload.extensions);
      if (!heard) return client.subscribe(payload, sink);
      const id = this.nextId();
      this.waiting.set(id, heard);
      const forget = () => this.waiting.delete(id);
      const dispose = client.subscribe({ ...payload, [idKey]: id } as Tagged, {
        ...sink,
        error: (error) => {
          forget();
          sink.error(error);
        },
        complete: () => {
          forget();
          sink.complete();
        },
      });
      return () => {
        forget();
        dispose();
      };
    };
    return { ...client, subscribe };
  }

  /** Subscriptions whose callback is kept (tests). */
  get size(): number {
    return this.waiting.size;
  }

  private nextId(): string {
    return String(++this.lastId);
  }
}
