import { useCallback, useEffect, useRef, useState } from 'react';

import { useLatest } from '../use-latest';

/**
 * The server says when a subscription listens (an unsolicited graphql-ws `pong` whose payload is
 * `{ listening: id }`, docs/API.md): from then on every event reaches the view. A view that reads
 * its data once more after that (and after its first answer) misses nothing that happened before
 * it listened: while it was elsewhere in the app (its cached answer), while the websocket
 * connected, or while it reconnected (graphql-ws subscribes again, and the server says so again).
 */
const heardKey = Symbol('listening');

type Heard = () => void;

/**
 * A subscription's options so that `heard` is called each time the server listens for it. The
 * callback rides in its `extensions` under a symbol, which JSON leaves out: it is never sent. Each
 * such subscription is its own on the socket (not shared with another view's), so each view hears
 * its own acknowledgement.
 */
export function listenedOptions(heard: Heard) {
  return {
    extensions: { [heardKey]: heard } as Record<string, unknown>,
    context: { queryDeduplication: false },
  };
}

/** The callback `listenedOptions` put in a subscription's extensions, if any. */
export function heardOf(extensions: unknown): Heard | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const heard = (extensions as { [heardKey]?: unknown })[heardKey];
  return typeof heard === 'function' ? (heard as Heard) : undefined;
}

/** The subscription id of the server's acknowledgement, from a `pong` message's payload. */
export function listeningIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { listening?: unknown }).listening;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Reads a view's data once more (`read`, quietly) after each time its subscription starts
 * listening, as soon as the view has data (`ready`): an event sent after its answer was read and
 * before the server listened would otherwise never show. Returns the callback to give
 * {@link listenedOptions}.
 */
export function useCatchUpWhenListening(read: () => unknown, ready: boolean): Heard {
  const [heard, setHeard] = useState(0);
  const caughtUp = useRef(0);
  const latest = useLatest(read);
  useEffect(() => {
    if (!ready || heard === caughtUp.current) return;
    caughtUp.current = heard;
    void latest.current();
  }, [heard, ready, latest]);
  return useCallback(() => setHeard((n) => n + 1), []);
}
