import { AsyncLocalStorage } from 'node:async_hooks';
import type { BusMessage, Topic } from './topics.js';

/**
 * Running a subscription for one message instead of the live bus (a webhook's delivery): inside
 * `replay`, every topic stream a subscription opens gets that message alone (through its own
 * checks) and then ends. With no message (a probe) the streams only say which topic they read.
 */
type Replay = { message: BusMessage | null; topics: Set<Topic> };

const replaying = new AsyncLocalStorage<Replay>();

/** Runs `open` (a subscription's subscribe) so that its streams see `message` only. */
export function replay<T>(message: BusMessage | null, open: () => T): { result: T; topics: Set<Topic> } {
  const store: Replay = { message, topics: new Set() };
  return { result: replaying.run(store, open), topics: store.topics };
}

/** The replay the current subscription runs in, if any (`topicStream` asks). */
export function currentReplay(): Replay | undefined {
  return replaying.getStore();
}
