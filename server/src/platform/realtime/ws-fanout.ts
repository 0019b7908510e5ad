import {
  createSourceEventStream,
  execute,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { WebSocket } from 'ws';
import type { Context } from '../../common/context.js';
import { Channel } from '../../events/channel.js';
import { arrivalOf } from '../../events/arrivals.js';
import { factKey, factsKeyOf, watchedContext, type ViewerFact } from './ws-context.js';
import { Delivery, LiveResults, LiveSubscription, matches, type Run } from './ws-live.js';
import type { PayloadFrames } from './ws-frames.js';
import type { OperationOutcome } from './ws-transport.js';

/**
 * What a payload is guessed to read about its subscriber before any run of its document has said
 * (what `@auth` reads): anonymous subscribers share one run, each signed-in viewer has its own.
 */
const VIEWER_CLASS: readonly ViewerFact[] = ['viewer', 'token', 'limitedTo'];

/**
 * One copy of each string it is given, for strings that thousands of subscriptions keep (their
 * group key, id, facts key) and that are mostly the same few: each then holds a reference, not a
 * copy. At most `max` are kept at once (then it starts again), so varied input cannot grow it.
 */
export class SharedStrings {
  private readonly strings = new Map<string, string>();

  constructor(private readonly max = 1000) {}

  /** How many strings it holds. */
  get size(): number {
    return this.strings.size;
  }

  of(text: string): string {
    const known = this.strings.get(text);
    if (known !== undefined) return known;
    if (this.strings.size >= this.max) this.strings.clear();
    this.strings.set(text, text);
    return text;
  }
}

/** Where a subscription's frames go: its socket, its id there, and the socket's lasting context. */
export type LiveTarget = { connection: Context; socket: WebSocket; id: string };

/**
 * The subscribers of one event with the same document, operation and variables, grouped by their
 * values for the facts the document's payload is expected to read (`expected`: what its last run
 * read). Each group's payload runs once; all groups at once (so their loads batch together).
 */
export class PayloadGroup {
  private readonly runs = new Map<string, Delivery>();

  private readonly arrivedAt: number | undefined;

  constructor(
    private readonly fanOut: LiveFanOut,
    private readonly event: object,
  ) {
    this.arrivedAt = arrivalOf(event);
  }

  /**
   * The run of the subscribers whose values of the facts are `factsKey` (`factsKeyOf`), started
   * for the first of them (`args`, with its context).
   */
  deliveryFor(factsKey: string, args: ExecutionArgs): Delivery {
    let shared = this.runs.get(factsKey);
    if (!shared) {
      const run = this.fanOut.run(args, this.event, args.contextValue as Context);
      this.runs.set(factsKey, (shared = new Delivery(run, this, false, this.event, this.arrivedAt)));
    }
    return shared;
  }
}

/** What keeps a subscriber's group key for the facts a document reads (they do not change while it is open). */
export type FactsKeys = { factsKeyFor(facts: readonly ViewerFact[]): string };

/**
 * The WebSocket transport's `subscribe`: executes each event's payload once per group of
 * equivalent subscribers (`PayloadGroup`) instead of once per subscriber, and writes each group's
 * frames itself, in one synchronous loop as the payload is ready (`LiveSubscription`), with no
 * per-subscriber iteration. Each subscriber keeps its own source stream (its own access checks,
 * `topicStream`'s `accept`); only the payload is shared. The results are shared objects: nothing
 * downstream may change them.
 */
export class LiveFanOut {
  private readonly documents = new WeakMap<DocumentNode, number>();
  /** What the last run of each document read about its subscriber. */
  private readonly expected = new WeakMap<DocumentNode, readonly ViewerFact[]>();
  private nextDocument = 0;
  /** The groups of each event (a bus message), kept while the message is referenced. */
  private readonly events = new WeakMap<object, Map<string, PayloadGroup>>();
  /** The event each shared result was made for (to time its delivery). */
  readonly eventOf = new WeakMap<ExecutionResult, object>();
  /** The strings each subscription keeps, shared. */
  readonly strings = new SharedStrings();

  constructor(
    private readonly orm: MikroORM,
    /** Where an operation's frames go (its socket's), if it came over a socket. */
    private readonly targetOf: (operation: Context) => LiveTarget | undefined,
    readonly frames: PayloadFrames,
    /** Told of each run (for /metrics). */
    private readonly onRun: () => void = () => {},
  ) {}

  readonly subscribe = async (args: ExecutionArgs): Promise<OperationOutcome> => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const operation = args.contextValue as Context;
    const target = this.targetOf(operation);
    // the operation's own context (and any EntityManager its subscribe forked) is not kept for
    // the subscription's life: payloads run in contexts of their own (`watchedContext`)
    const subscriber = target?.connection ?? operation;
    args.contextValue = subscriber;
    const key = this.keyOf(args);
    const events = source[Symbol.asyncIterator]();
    if (target && events instanceof Channel)
      return new LiveSubscription(events as Channel<unknown>, this, key, args, target.socket, target.id);
    return new LiveResults(events, this, key, args);
  };

  /** The group key of an operation: its (shared, parsed once) document, name and variables. */
  private keyOf(args: ExecutionArgs): string {
    let id = this.documents.get(args.document);
    if (id === undefined) this.documents.set(args.document, (id = ++this.nextDocument));
    return this.strings.of(
      `${id}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`,
    );
  }

  /**
   * The delivery of `event` to the subscriber of `args`: its group's run, started now if the group
   * has none. `keys`: where the subscriber keeps its group key (else it is made again).
   */
  delivery(event: unknown, key: string, args: ExecutionArgs, keys?: FactsKeys): Delivery {
    const subscriber = args.contextValue as Context;
    if (typeof event !== 'object' || event === null)
      return new Delivery(this.run(args, event, subscriber), null, true, event, undefined);
    let groups = this.events.get(event);
    if (!groups) this.events.set(event, (groups = new Map()));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = new PayloadGroup(this, event)));
    const facts = this.expected.get(args.document) ?? VIEWER_CLASS;
    return group.deliveryFor(keys ? keys.factsKeyFor(facts) : factsKeyOf(subscriber, facts), args);
  }

  /**
   * For a subscriber whose values differ from those `run` (of `shared`) read: the run of the
   * subscribers grouped again by the facts that run read, or, when it was such a regrouped run
   * already (`retried`) or the same one, a run for this subscriber alone.
   */
  retry(shared: Delivery, run: Run, args: ExecutionArgs, retried: boolean): Delivery {
    const subscriber = args.contextValue as Context;
    const event = shared.event;
    if (shared.group && !retried) {
      const facts = run.facts.map(([fact]) => fact);
      const regrouped = shared.group.deliveryFor(factsKeyOf(subscriber, facts), args);
      if (regrouped !== shared) return regrouped;
    }
    return new Delivery(this.run(args, event, subscriber), null, true, event, shared.arrivedAt);
  }

  /** The result of `event` for `subscriber` (the iterated way, `LiveResults`). */
  async payload(event: unknown, key: string, args: ExecutionArgs): Promise<ExecutionResult> {
    let delivery = this.delivery(event, key, args);
    for (let retried = false; ; retried = true) {
      const run = await delivery.promise;
      if (delivery.alone || matches(run, args.contextValue as Context)) return run.result;
      delivery = this.retry(delivery, run, args, retried);
    }
  }

  /** Runs the payload of `event` for `subscriber`, noting the facts about it the run read. */
  async run(args: ExecutionArgs, event: unknown, subscriber: Context): Promise<Run> {
    this.onRun();
    const read = new Set<ViewerFact>();
    const result = await execute({
      ...args,
      rootValue: event,
      contextValue: watchedContext(subscriber, this.orm, read),
    });
    if (typeof event === 'object' && event !== null) this.eventOf.set(result, event);
    const expected = this.expected.get(args.document);
    if (expected?.length !== read.size || !expected.every((fact) => read.has(fact)))
      this.expected.set(args.document, [...read]);
    return { result, facts: [...read].map((fact) => [fact, factKey(subscriber, fact)] as const) };
  }
}
