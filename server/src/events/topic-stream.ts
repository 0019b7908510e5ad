import { Channel } from './channel.js';
import type { EventBus } from './event-bus.js';
import type { MessageOf, Topic } from './topics.js';
import { currentReplay } from './replay.js';
import type { Gate, GateWaiter } from './gate.js';

export type TopicStreamOptions<M> = {
  /**
   * What the check of a message waits for, shared by every stream that hears it (the event's one
   * load, started by the first stream to ask, as the message arrives): the streams wait at its gate,
   * with no promise each, and are checked in one loop once it opens. Null: nothing to wait for.
   */
  ready?: (message: M) => Gate | null;
  /** What the subscriber gets when `accept` throws: a delivery that resolves to an error, never silence. */
  failure?: (message: M, error: unknown) => M;
  /** Called once when the stream ends (the client left or the stream was ended). */
  onClose?: () => void;
};

type Accept<M> = (message: M) => boolean | Promise<boolean>;

/**
 * A subscription's source: the messages of `topic` that pass `accept`, checked one at a time so
 * they keep their order. Ends (and stops listening) when the client leaves or `end()` is called.
 */
export function topicStream<T extends Topic>(
  bus: EventBus,
  topic: T,
  accept: Accept<MessageOf<T>>,
  options: TopicStreamOptions<MessageOf<T>> = {},
): Channel<MessageOf<T>> {
  const replaying = currentReplay();
  if (replaying) return replayStream(topic, accept, options, replaying);
  return new TopicChannel(bus, topic, accept, options);
}

/**
 * The live stream of one subscriber. Thousands of these live at once and each hears every message
 * of its topic, so a message costs no promise unless its check is asynchronous (waiting for the
 * event's load is not: see `ready`), and a check that is waits for nothing but itself: later
 * messages queue behind it only while it runs.
 */
class TopicChannel<T extends Topic> extends Channel<MessageOf<T>> implements GateWaiter {
  /** The message whose check waits (at its gate, or for an asynchronous `accept`); null when none. */
  private current: MessageOf<T> | null = null;
  /** Messages heard while one waits, checked after it (in order). */
  private backlog: MessageOf<T>[] | null = null;
  private readonly off: () => void;
  private readonly offReset: () => void;

  constructor(
    bus: EventBus,
    topic: T,
    private readonly accept: Accept<MessageOf<T>>,
    private readonly options: TopicStreamOptions<MessageOf<T>>,
  ) {
    super();
    // events were missed (the outbox was pruned past this process): ending tells the client to refetch
    this.offReset = bus.onReset(() => this.end());
    this.off = bus.on(topic, (message) => this.hear(message));
  }

  private hear(message: MessageOf<T>): void {
    if (this.current !== null) {
      // (its load starts now all the same, not when its turn comes)
      this.options.ready?.(message);
      (this.backlog ??= []).push(message);
    } else this.check(message);
  }

  /** The gate of the current message has opened: check it (and the backlog). */
  resume(): void {
    const message = this.current;
    this.current = null;
    if (message !== null) this.check(message);
  }

  /** Checks `message`, then the backlog, as far as nothing is to be waited for. */
  private check(message: MessageOf<T> | undefined): void {
    while (message !== undefined) {
      const gate = this.options.ready?.(message);
      if (gate && !gate.open) {
        this.current = message;
        return gate.wait(this);
      }
      let verdict: boolean | Promise<boolean>;
      try {
        verdict = this.accept(message);
      } catch (error) {
        this.failed(message, error);
        message = this.backlog?.shift();
        continue;
      }
      if (typeof verdict !== 'boolean') {
        const waited = message;
        this.current = message;
        verdict.then(
          (accepted) => this.checked(waited, accepted),
          (error: unknown) => {
            this.failed(waited, error);
            this.checked(waited, false);
          },
        );
        return;
      }
      if (verdict) this.push(message);
      message = this.backlog?.shift();
    }
    this.backlog = null;
  }

  private checked(message: MessageOf<T>, accepted: boolean): void {
    this.current = null;
    if (accepted) this.push(message);
    const next = this.backlog?.shift();
    if (next === undefined) this.backlog = null;
    else this.check(next);
  }

  private failed(message: MessageOf<T>, error: unknown): void {
    // without a failure delivery, ending the stream is what tells the client to refetch
    if (this.options.failure) this.push(this.options.failure(message, error));
    else this.end();
  }

  protected override closing(): void {
    this.off();
    this.offReset();
    this.options.onClose?.();
  }
}

/** The stream of a replay: its one message, if of `topic` and accepted, then the end. */
function replayStream<T extends Topic>(
  topic: T,
  accept: Accept<MessageOf<T>>,
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
  const ready = options.ready?.(mine);
  void (async () => {
    try {
      if (ready && !ready.open) await new Promise<void>((resume) => ready.wait({ resume }));
      if (await accept(mine)) channel.push(mine);
    } catch (error) {
      if (options.failure) channel.push(options.failure(mine, error));
    }
    channel.end();
  })();
  return channel;
}
