import type { OperationVariables, TypedDocumentNode, Unmasked } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import { embeddedAnswerRefreshed, restoreEmbeddedAnswer } from '../embedded-answers';
import { useLatest } from '../use-latest';
import type { LiveEvent } from './connection';
import { fallbackPollMs, useAnnouncement, useLivePaused } from './live';
import { listenedOptions, useCatchUpWhenListening } from './listening';

/**
 * What makes one query live: the query, the subscription whose messages change its result, and how
 * a message changes it. Define it once, at module level: its identity keeps the subscription open
 * across renders. Lists made of a Relay connection use {@link defineLiveConnection} instead, which
 * writes `applyEvent` for them.
 */
export type LiveQueryDefinition<
  TData,
  TVariables extends OperationVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TNode,
> = {
  query: TypedDocumentNode<TData, TVariables>;
  subscription: TypedDocumentNode<TEventData, TEventVariables>;
  /** The event one subscription message carries: its type (CREATED, UPDATED, REMOVED) and node. */
  readEvent: (data: TEventData) => LiveEvent<TNode>;
  /** The query's data with the event merged in, or undefined when the event changes nothing. */
  applyEvent: (data: TData, event: LiveEvent<TNode>) => TData | undefined;
  /** What screen readers hear about an event that changed the list (nothing when it returns undefined). */
  announce?: (event: LiveEvent<TNode>) => string | undefined;
};

/** The first pause before listening again after the server ended a live stream; it doubles while streams keep ending. */
const relistenMs = 1000;
const maxRelistenMs = 60_000;

/** Typed identity: lets TypeScript infer a definition's types from its documents. */
export function defineLiveQuery<
  TData,
  TVariables extends OperationVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TNode,
>(
  definition: LiveQueryDefinition<TData, TVariables, TEventData, TEventVariables, TNode>,
): LiveQueryDefinition<TData, TVariables, TEventData, TEventVariables, TNode> {
  return definition;
}

/** Where and how one screen uses a live query. */
export type LiveQueryOptions<TData, TVariables, TEventVariables, TNode> = {
  variables: TVariables;
  /** The subscription's variables (compared by value: a new object with the same values keeps it open). */
  subscriptionVariables?: TEventVariables;
  /**
   * Whether to subscribe (default true), or a function of the query's data: e.g. only the wire's
   * owner hears of its responses. Without a subscription the query still refetches after a reconnect.
   */
  live?: boolean | ((data: TData | undefined) => boolean);
  /**
   * True for a view whose results for other variables the subscription cannot keep current (it
   * hears only this view's events): each change of variables reads from the server, and events
   * then update that result in the cache.
   */
  freshOnChange?: boolean;
  /** Called after each event is merged: for a toast, or a "new" marker. */
  onEvent?: (event: LiveEvent<TNode>) => void;
  /**
   * Called each time the view reads its data again after the server started listening (its first
   * start, and again after a reconnect): from then on, events reach `onEvent`. What others keep
   * from this view's events (e.g. counts in the cache) may lack those sent before: read it again.
   */
  onListening?: () => void;
};

/** The query's result, and what the page shows about live updates. */
export type LiveQueryState = {
  /** True while events cannot arrive (the websocket failed or is reconnecting): show LivePausedNote. */
  paused: boolean;
  /** The latest announcement for screen readers: give it to LiveAnnouncer. */
  announcement: string;
};

/**
 * One query kept live: it merges the subscription's events into the cached result, reads it again
 * each time the server starts listening for the view (its first start, and again after a reconnect:
 * events sent meanwhile are lost), refetches after the server ends the stream (then listens
 * again), polls every 15 s while the websocket cannot deliver events, and words events for screen
 * readers (SPEC §4).
 */
export function useLiveQuery<
  TData,
  TVariables extends OperationVariables,
  TEventData,
  TEventVariables extends OperationVariables,
  TNode,
>(
  definition: LiveQueryDefinition<TData, TVariables, TEventData, TEventVariables, TNode>,
  options: LiveQueryOptions<TData, TVariables, TEventVariables, TNode>,
) {
  const paused = useLivePaused();
  const [announcement, announce] = useAnnouncement();
  const client = useApolloClient();
  // the page's HTML may carry this query's first answer: in the cache before the first read
  const [restored] = useState(() => restoreEmbeddedAnswer(client, definition.query, options.variables));
  const result = useQuery(definition.query, {
    variables: options.variables,
    pollInterval: paused ? fallbackPollMs : 0,
    ...(options.freshOnChange ? { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' } : {}),
    notifyOnNetworkStatusChange: true,
  });
  const { updateQuery, refetch } = result;
  const live = typeof options.live === 'function' ? options.live(result.data) : (options.live ?? true);
  // what the view shows is read once more, quietly (into the cache, no loading state), after the
  // server listens for its events: a cached or embedded answer, or one read before it listened,
  // may lack what happened meanwhile
  const readAgain = () => {
    if (restored) embeddedAnswerRefreshed(definition.query, options.variables);
    return client
      .query({
        query: definition.query,
        variables: options.variables,
        fetchPolicy: 'network-only',
        // its own request: one already in flight may have been read before the server listened
        context: { queryDeduplication: false },
      })
      .catch(() => undefined);
  };
  const onListening = useLatest(options.onListening);
  const heard = useCatchUpWhenListening(() => {
    onListening.current?.();
    return readAgain();
  }, result.data !== undefined);
  // (a view that does not listen reads an embedded answer again at once)
  useEffect(() => {
    if (restored && !live) void readAgain();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the answer the page came with
  }, []);
  const latest = useLatest({ updateQuery, refetch });
  // the server ends a live stream when events may have been missed (or access changed): the view
  // refetches, then listens again (bumping `round`) after a pause that grows while streams keep ending
  const [round, setRound] = useState(0);
  const pauseMs = useRef(relistenMs);

  const eventVariables = JSON.stringify(options.subscriptionVariables ?? {});
  const onEvent = useLatest(options.onEvent);

  useEffect(() => {
    if (!live) return undefined;
    let relisten: ReturnType<typeof setTimeout> | undefined;
    const subscription = client
      .subscribe<TEventData, TEventVariables>({
        query: definition.subscription,
        variables: JSON.parse(eventVariables) as TEventVariables,
        ...listenedOptions(heard),
      })
      .subscribe({
        next: ({ data }) => {
          if (!data) return;
          pauseMs.current = relistenMs;
          latest.current.updateQuery((_unsafe, { complete, previousData }) => {
            if (!complete) return undefined;
            const event = definition.readEvent(data as TEventData);
            const next = definition.applyEvent(previousData as TData, event);
            const message = next === undefined ? undefined : definition.announce?.(event);
            if (message) announce(message);
            onEvent.current?.(event);
            return next as Unmasked<TData> | undefined;
          });
        },
        complete: () => {
          void latest.current.refetch();
          relisten = setTimeout(() => setRound((r) => r + 1), pauseMs.current);
          pauseMs.current = Math.min(pauseMs.current * 2, maxRelistenMs);
        },
      });
    return () => {
      clearTimeout(relisten);
      subscription.unsubscribe();
    };
  }, [live, client, definition, eventVariables, announce, round, heard, latest, onEvent]);

  const state: LiveQueryState = { paused, announcement };
  return { ...result, ...state };
}
