import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import type { Context } from '../../common/context.js';
import type { Channel, ChannelSink } from '../../events/channel.js';
import { factKey, factsKeyOf, type ViewerFact } from './ws-context.js';
import type { SelfWritingStream } from './ws-transport.js';
import type { LiveFanOut, PayloadGroup } from './ws-fanout.js';

/** One execution of a payload: its result and the subscriber facts it read, with their values. */
export type Run = { result: ExecutionResult; facts: readonly (readonly [ViewerFact, string])[] };

/** Whether `run` can be given to `subscriber`: it has the same values for every fact the run read. */
export function matches(run: Run, subscriber: Context): boolean {
  for (const [fact, value] of run.facts) if (factKey(subscriber, fact) !== value) return false;
  return true;
}

/**
 * One run of an event's payload, shared by the subscribers it is the same for: settled once, and
 * then each subscriber waiting for it is written to in one synchronous loop.
 */
export class Delivery {
  run: Run | null = null;
  failed = false;
  error: unknown = undefined;
  private waiting: LiveSubscription[] | null = null;

  constructor(
    readonly promise: Promise<Run>,
    /** Its group (null for a run made for one subscriber alone). */
    readonly group: PayloadGroup | null,
    /** Made for one subscriber alone: given to it without comparing facts. */
    readonly alone: boolean,
    readonly event: unknown,
    /** When the event reached this process (performance.now()), if known. */
    readonly arrivedAt: number | undefined,
  ) {
    promise.then(
      (run) => {
        this.run = run;
        this.settled();
      },
      (error: unknown) => {
        this.failed = true;
        this.error = error;
        this.settled();
      },
    );
  }

  get ready(): boolean {
    return this.run !== null || this.failed;
  }

  /** Has `subscription` flushed once this is settled. */
  wait(subscription: LiveSubscription): void {
    (this.waiting ??= []).push(subscription);
  }

  private settled(): void {
    const waiting = this.waiting;
    this.waiting = null;
    // one loop for every subscriber waiting: one that fails does not hold back the others
    for (const subscription of waiting ?? []) subscription.flushOrFail();
  }
}

/**
 * A subscription whose frames the fan-out writes itself: its source channel hands it each
 * accepted event synchronously; the event's shared run (`Delivery`) is written to its socket as
 * soon as it is ready, in order (a later event waits for an earlier one's run). The transport
 * only hears when it ends (`whenEnded`: then it sends `complete`, or `error` if a run failed), so
 * an event costs no promise per subscriber, and a subscription waits on nothing while it is open.
 */
export class LiveSubscription implements SelfWritingStream, ChannelSink<unknown> {
  readonly writesOwnFrames = true;
  /** The first delivery not written yet (null when none is waiting), then the others, in order. */
  private head: Delivery | null = null;
  private later: Delivery[] | null = null;
  /** The facts its group was last keyed by, and its values of them (`factsKeyOf`): they do not change. */
  private factsAsked: readonly ViewerFact[] | null = null;
  private factsKey = '';
  /** The head is a regrouped run already (a mismatch again runs it alone). */
  private retried = false;
  /** The source ended: finish once the deliveries waiting are written. */
  private ending = false;
  /** How the subscription ended, once it has. */
  private outcome: { error: unknown } | 'done' | null = null;
  /** Told once, when it ends. */
  private endListener: ((failure: { error: unknown } | null) => void) | null = null;
  /** The subscription's id, as JSON (the frame's prefix). */
  private readonly idJson: string;

  constructor(
    private readonly source: Channel<unknown>,
    private readonly fanOut: LiveFanOut,
    private readonly key: string,
    /** Its execution arguments, with the subscriber's lasting context as `contextValue`. */
    private readonly args: ExecutionArgs,
    private readonly socket: WebSocket,
    id: string,
  ) {
    this.idJson = fanOut.strings.of(JSON.stringify(id));
    source.listen(this);
  }

  /** An event the source accepted. */
  deliver(event: unknown): void {
    if (this.outcome) return;
    const delivery = this.fanOut.delivery(event, this.key, this.args, this);
    if (this.head) (this.later ??= []).push(delivery);
    else {
      this.head = delivery;
      this.flushOrFail();
    }
  }

  /** Its values of `facts`, as a group key (computed once for the facts a document reads). */
  factsKeyFor(facts: readonly ViewerFact[]): string {
    if (facts !== this.factsAsked) {
      this.factsKey = this.fanOut.strings.of(factsKeyOf(this.args.contextValue as Context, facts));
      this.factsAsked = facts;
    }
    return this.factsKey;
  }

  ended(): void {
    this.ending = true;
    if (!this.head) this.finish('done');
  }

  /** `flush`, ending the subscription with the error if it throws. */
  flushOrFail(): void {
    try {
      this.flush();
    } catch (error) {
      this.fail(error);
    }
  }

  /** Writes the ready deliveries, in order, up to the first one still running. */
  private flush(): void {
    if (this.outcome) return;
    const subscriber = this.args.contextValue as Context;
    for (let head = this.head; head !== null; head = this.head) {
      if (!head.ready) return head.wait(this);
      if (head.failed) return this.fail(head.error);
      const run = head.run!;
      if (!head.alone && !matches(run, subscriber)) {
        this.head = this.fanOut.retry(head, run, this.args, this.retried);
        this.retried = true;
        continue;
      }
      this.retried = false;
      const next = this.later?.shift();
      if (next) this.head = next;
      else {
        this.head = null;
        this.later = null;
      }
      this.fanOut.frames.write(this.socket, this.idJson, run.result, head.arrivedAt);
    }
    if (this.ending) this.finish('done');
  }

  private fail(error: unknown): void {
    this.head = null;
    this.later = null;
    void this.source.return();
    this.finish({ error });
  }

  private finish(outcome: { error: unknown } | 'done'): void {
    if (this.outcome) return;
    this.outcome = outcome;
    const listener = this.endListener;
    this.endListener = null;
    listener?.(outcome === 'done' ? null : outcome);
  }

  whenEnded(listener: (failure: { error: unknown } | null) => void): void {
    const outcome = this.outcome;
    if (outcome) listener(outcome === 'done' ? null : outcome);
    else this.endListener = listener;
  }

  return(): void {
    this.head = null;
    this.later = null;
    void this.source.return();
    this.finish('done');
  }
}

/**
 * A subscriber's results the iterated way (a source that is not a channel, or an operation not
 * over a socket): its source events, each mapped to the payload of its group.
 */
export class LiveResults implements AsyncIterableIterator<ExecutionResult> {
  // fields rather than a closure: thousands of these may live as long as their subscriptions
  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly fanOut: LiveFanOut,
    private readonly key: string,
    private readonly args: ExecutionArgs,
  ) {}

  async next(): Promise<IteratorResult<ExecutionResult>> {
    const step = await this.source.next();
    if (step.done) return { value: undefined, done: true };
    try {
      const value = await this.fanOut.payload(step.value, this.key, this.args);
      return { value, done: false };
    } catch (error) {
      await this.return();
      throw error;
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}
