import { Channel } from './channel.js';
import type { EventBus } from './event-bus.js';
import type { MessageOf, Topic } from './topics.js';
import { currentReplay } from './replay.js';
import { arrived } from './arrivals.js';

export type TopicStreamOptions<M> = {
  /** Called as each message arrives, before its turn (e.g. to start the event's one load now). */
  arrive?: (message: M) => void;
  /** What the subscriber gets when `accept` throws: a delivery that resolves to an error, never silence. */
  failure?: (message: M, error: unknown) => M;
  /** Called once when the stream ends (the client left or the stream was ended). */
  onClose?: () => void;
};

/**
 * A subscription's source: the messages of `topic` that pass `accept`, checked one at a time so
 * they keep their order. Ends (and stops listening) when the client leaves or `end()` is called.
 */
export function topicStream<T extends Topic>(
  bus: EventBus,
  topic: T,
  accept: (message: MessageOf<T>) => boolean | Promise<boolean>,
  options: TopicStreamOptions<MessageOf<T>> = {},
): Channel<MessageOf<T>> {
  const replaying = currentReplay();
  if (replaying) return replayStream(topic, accept, options, replaying);
  let chain = Promise.resolve();
  const channel: Channel<MessageOf<T>> = new Channel(() => {
    off();
    offReset();
    options.onClose?.();
  });
  // events were missed (the outbox was pruned past this process): ending tells the client to refetch
  const offReset = bus.onReset(() => channel.end());
  const off = bus.on(topic, (message) => {
    arrived(message);
    options.arrive?.(message);
    chain = chain.then(async () => {
      try {
        if (await accept(message)) channel.push(message);
      } catch (error) {
        // without a failure delivery, ending the stream is what tells the client to refetch
        if (options.failure) channel.push(options.failure(message, error));
        else channel.end();
      }
    });
  });
  return channel;
}

/** The stream of a replay: its one message, if of `topic` and accepted, then the end. */
function replayStream<T extends Topic>(
  topic: T,
  accept: (message: MessageOf<T>) => boolean | Promise<boolean>,
  options: TopicStreamOptions<MessageOf<T>>,
  replaying: NonNullable<ReturnType<typeof currentReplay>>,
): Channel<MessageOf<T>> {
  replaying.topics.add(topic);
  const channel: Channel<MessageOf<T>> = new Channel(() => options.onClose?.());
  const message = replaying.message;
  if (!message || message.topic !== topic) {
    channel.end();
    return channel;
  }
  const mine = message as MessageOf<T>;
  options.arrive?.(mine);
  void (async () => {
    try {
      if (await accept(mine)) channel.push(mine);
    } catch (error) {
      if (options.failure) channel.push(options.failure(mine, error));
    }
    channel.end();
  })();
  return channel;
}
