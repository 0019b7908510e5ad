import type { Client } from 'graphql-ws';
import type { GraphQLFormattedError } from 'graphql';
import { expect } from 'vitest';
import type { TestServer } from './test-server.js';

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

/**
 * Subscriptions start listening asynchronously on the server. `mark` notes how many listeners
 * each server's event bus has opened so far; `opened(n)` waits until `n` more are open in all,
 * i.e. until the subscriptions made since the mark really listen (no guessing with a sleep).
 */
export function listenMark(...servers: TestServer[]) {
  const total = () => servers.reduce((sum, s) => sum + s.app.services.events.listenersAdded, 0);
  const start = total();
  return {
    opened: (count: number) =>
      expect.poll(() => total() - start, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(count),
  };
}

/** The wireResponseEvents message of a wire's first response, `id`, sent by `businessName`. */
export function firstResponseCreated(response: {
  id: string;
  wireId: string;
  businessName: string;
  amount: string;
}) {
  return {
    wireResponseEvents: {
      type: 'CREATED',
      response: {
        id: response.id,
        status: 'SENT',
        quote: { amount: response.amount },
        partner: { businessName: response.businessName },
        wire: { id: response.wireId, responseCount: 1 },
      },
    },
  };
}
