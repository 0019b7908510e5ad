import type { Client } from 'graphql-ws';
import type { GraphQLFormattedError } from 'graphql';

type Received = { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] };

/** A running subscription that records what arrives, for assertions with time limits. */
export type Live = {
  received: Received[];
  /** Resolves when the server ends the subscription (complete or error). */
  ended: Promise<'complete' | 'error'>;
  /** The first `count` results, or a rejection after `ms`. */
  next: (count?: number, ms?: number) => Promise<Received[]>;
  stop: () => void;
};

export function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}): Live {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let endedResolve: (how: 'complete' | 'error') => void = () => {};
  const ended = new Promise<'complete' | 'error'>((resolve) => (endedResolve = resolve));
  const stop = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        received.push(value as Received);
        for (const w of waiters.splice(0)) w();
      },
      error: (error) => {
        if (Array.isArray(error)) received.push({ errors: error as GraphQLFormattedError[] });
        endedResolve('error');
        for (const w of waiters.splice(0)) w();
      },
      complete: () => endedResolve('complete'),
    },
  );
  return {
    received,
    ended,
    stop,
    next: (count = 1, ms = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} events, got ${JSON.stringify(received)}`)),
          ms,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice(0, count));
          } else waiters.push(check);
        };
        check();
      }),
  };
}

/** Subscriptions start listening asynchronously on the server; give them a moment. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
